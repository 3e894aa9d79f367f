import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import {
  bookings,
  orderGroups,
  orderItems,
  orders,
  products,
  profiles,
  properties,
  vendorProfiles,
} from "~/db/schema";
import type { Db, Tx } from "~/lib/db/client.server";
import type { ItemType } from "~/lib/item-kind";
import { itemKind, itemPath } from "~/lib/item-kind-registry.server";
import { formatCalendarDate, formatShortDate } from "~/lib/dates";
import { ownPurchasesWhere } from "~/lib/own-purchases.server";

/*
 * Where a verified review comes from (docs/decisions/064-verified-reviews.md): one
 * adapter per reviewable item type answers "what was bought, by whom, was it received,
 * who sells it". Submitting, replying, listing and hiding are the same for every type
 * (submit-review.server.ts, reply-to-review.server.ts, list-reviews.server.ts); a stay
 * (issue 32) plugs in by adding its adapter (its bookings) to REVIEW_SOURCES.
 * Adapters read the shared schema only, never another area's modules (ADR 018).
 */

/** One purchased thing a buyer may review: an order item now, a booking later. */
export interface ReviewablePurchase {
  itemType: ItemType;
  /** The item reviewed; null when it was deleted since (nothing left to review). */
  itemId: string | null;
  purchaseItemId: string;
  /** What was bought, as the order shows it. */
  title: string;
  /** e.g. "Size: M, Colour: Black"; empty when there is nothing to add. */
  detail: string;
  /** The item's public page path (null when the item is not public now). */
  itemPath: string | null;
  sellerName: string;
  /** The buyer's order reference, as their order page and e-mail show it. */
  reference: string;
  /** Received: the point from which a review is allowed (delivered; a stay: checked out). */
  received: boolean;
  receivedAt: Date | null;
  buyerUserId: string | null;
  buyerEmail: string;
  buyerName: string | null;
  /** The guest's credential for the purchase (the e-mailed link's token), if it has one. */
  accessToken: string | null;
  /** Where the buyer goes back to: the guest link's page, or their account's list. */
  guestPath: string;
  accountPath: string;
}

export interface ReviewSource {
  itemType: ItemType;
  /** The purchase, locked FOR UPDATE when asked (the submit's transaction). */
  findPurchase(
    db: Db | Tx,
    purchaseItemId: string,
    options?: { lock?: boolean },
  ): Promise<ReviewablePurchase | null>;
  /** The user who sells the item (who may reply to its reviews), or null. */
  sellerOf(db: Db | Tx, itemId: string): Promise<string | null>;
  /** The ids of the items this user sells, as a subquery (the seller's reviews page). */
  soldBy(userId: string): SQL;
  /** The person's received purchases not reviewed yet, newest first (their to-do list). */
  awaitingReview(
    db: Db | Tx,
    userId: string,
    limit: number,
  ): Promise<Array<{ purchaseItemId: string; title: string; detail: string; reference: string }>>;
  /** Title and public path of items, for lists of reviews. */
  describe(db: Db | Tx, itemIds: string[]): Promise<Map<string, { title: string; path: string }>>;
}

/** Order items of the marketplace: received once the vendor's order is delivered. */
export const productReviewSource: ReviewSource = {
  itemType: "product",
  async findPurchase(db, purchaseItemId, { lock = false } = {}) {
    const query = db
      .select({
        id: orderItems.id,
        productId: orderItems.productId,
        title: orderItems.title,
        optionLabel: orderItems.optionLabel,
        slug: products.slug,
        productPublic: sql<boolean | null>`${itemKind("product").publicWhere()}`,
        storeName: vendorProfiles.storeName,
        orderNumber: orders.orderNumber,
        status: orders.status,
        deliveredAt: orders.deliveredAt,
        orderBuyerId: orders.buyerId,
        orderBuyerEmail: orders.buyerEmail,
        orderBuyerName: orders.buyerName,
        groupBuyerName: orderGroups.buyerName,
        accessToken: orderGroups.accessToken,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      // Orders from before checkout groups (the foundation's) have no guest link.
      .leftJoin(orderGroups, eq(orderGroups.id, orders.groupId))
      .innerJoin(vendorProfiles, eq(vendorProfiles.id, orders.vendorId))
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.id, purchaseItemId))
      .limit(1);
    // The order row is the one that changes (delivery, cancel): lock it with the item.
    const [row] = await (lock ? query.for("update", { of: [orderItems, orders] }) : query);
    if (!row) return null;
    return {
      itemType: "product",
      itemId: row.productId,
      purchaseItemId: row.id,
      title: row.title,
      detail: row.optionLabel,
      itemPath: row.slug && row.productPublic ? itemPath(itemKind("product"), row.slug) : null,
      sellerName: row.storeName,
      reference: row.orderNumber,
      received: row.status === "delivered",
      receivedAt: row.deliveredAt,
      buyerUserId: row.orderBuyerId,
      buyerEmail: row.orderBuyerEmail,
      buyerName: row.orderBuyerName ?? row.groupBuyerName,
      accessToken: row.accessToken,
      guestPath: row.accessToken
        ? `/orders/${encodeURIComponent(row.accessToken)}`
        : "/dashboard/orders",
      accountPath: "/dashboard/orders",
    };
  },
  async sellerOf(db, itemId) {
    const [row] = await db
      .select({ userId: vendorProfiles.userId })
      .from(products)
      .innerJoin(vendorProfiles, eq(vendorProfiles.id, products.vendorId))
      .where(eq(products.id, itemId));
    return row?.userId ?? null;
  },
  async awaitingReview(db, userId, limit) {
    const rows = await db
      .select({
        purchaseItemId: orderItems.id,
        title: orderItems.title,
        detail: orderItems.optionLabel,
        reference: orders.orderNumber,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orders.buyerId, userId),
          eq(orders.status, "delivered"),
          isNotNull(orderItems.productId),
          sql`not exists (select 1 from reviews r where r.item_type = 'product' and r.purchase_item_id = ${orderItems.id})`,
        ),
      )
      .orderBy(desc(orders.deliveredAt), asc(orderItems.id))
      .limit(limit);
    return rows;
  },
  soldBy(userId) {
    return sql`(select p.id from products p join vendor_profiles v on v.id = p.vendor_id where v.user_id = ${userId})`;
  },
  async describe(db, itemIds) {
    if (!itemIds.length) return new Map();
    const rows = await db
      .select({ id: products.id, title: products.title, slug: products.slug })
      .from(products)
      .where(inArray(products.id, itemIds));
    return new Map(
      rows.map((r) => [r.id, { title: r.title, path: itemPath(itemKind("product"), r.slug) }]),
    );
  },
};

/** Bookings of stays: received once the guest has checked out (issue 32). */
export const propertyReviewSource: ReviewSource = {
  itemType: "property",
  async findPurchase(db, purchaseItemId, { lock = false } = {}) {
    const query = db
      .select({
        id: bookings.id,
        propertyId: bookings.propertyId,
        title: properties.title,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
        nights: bookings.nights,
        slug: properties.slug,
        propertyPublic: sql<boolean | null>`${itemKind("property").publicWhere()}`,
        hostName: profiles.fullName,
        reference: bookings.reference,
        status: bookings.status,
        checkedOutAt: bookings.checkedOutAt,
        guestId: bookings.guestId,
        guestEmail: bookings.guestEmail,
        guestName: bookings.guestName,
        accessToken: bookings.accessToken,
      })
      .from(bookings)
      .innerJoin(properties, eq(properties.id, bookings.propertyId))
      .leftJoin(profiles, eq(profiles.id, properties.ownerId))
      .where(eq(bookings.id, purchaseItemId))
      .limit(1);
    const [row] = await (lock ? query.for("update", { of: [bookings] }) : query);
    if (!row) return null;
    return {
      itemType: "property",
      itemId: row.propertyId,
      purchaseItemId: row.id,
      title: row.title,
      detail: stayDetail(row.checkIn, row.checkOut, row.nights),
      itemPath: row.propertyPublic ? itemPath(itemKind("property"), row.slug) : null,
      sellerName: row.hostName ?? "Host",
      reference: row.reference,
      received: row.status === "checked_out",
      receivedAt: row.checkedOutAt,
      buyerUserId: row.guestId,
      buyerEmail: row.guestEmail,
      buyerName: row.guestName || null,
      accessToken: row.accessToken,
      guestPath: row.guestId
        ? `/dashboard/trips/${row.id}`
        : `/trips/${encodeURIComponent(row.accessToken)}`,
      accountPath: "/dashboard/trips",
    };
  },
  async sellerOf(db, itemId) {
    const [row] = await db
      .select({ userId: properties.ownerId })
      .from(properties)
      .where(eq(properties.id, itemId));
    return row?.userId ?? null;
  },
  async awaitingReview(db, userId, limit) {
    const rows = await db
      .select({
        purchaseItemId: bookings.id,
        title: properties.title,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
        nights: bookings.nights,
        reference: bookings.reference,
      })
      .from(bookings)
      .innerJoin(properties, eq(properties.id, bookings.propertyId))
      .where(
        and(
          // Booked signed in, or signed out with their verified e-mail: their trips.
          await ownPurchasesWhere(db, {
            userId,
            byId: bookings.guestId,
            byEmail: bookings.guestEmail,
          }),
          eq(bookings.status, "checked_out"),
          sql`not exists (select 1 from reviews r where r.item_type = 'property' and r.purchase_item_id = ${bookings.id})`,
        ),
      )
      .orderBy(desc(bookings.checkedOutAt), asc(bookings.id))
      .limit(limit);
    return rows.map((r) => ({
      purchaseItemId: r.purchaseItemId,
      title: r.title,
      detail: stayDetail(r.checkIn, r.checkOut, r.nights),
      reference: r.reference,
    }));
  },
  soldBy(userId) {
    return sql`(select p.id from properties p where p.owner_id = ${userId})`;
  },
  async describe(db, itemIds) {
    if (!itemIds.length) return new Map();
    const rows = await db
      .select({ id: properties.id, title: properties.title, slug: properties.slug })
      .from(properties)
      .where(inArray(properties.id, itemIds));
    return new Map(
      rows.map((r) => [r.id, { title: r.title, path: itemPath(itemKind("property"), r.slug) }]),
    );
  },
};

/** "10 Mar – 13 Mar 2027 (3 nights)": what a stay review is of. */
function stayDetail(checkIn: string, checkOut: string, nights: number) {
  return `${formatShortDate(`${checkIn}T12:00:00Z`)} – ${formatCalendarDate(checkOut)} (${nights} night${nights === 1 ? "" : "s"})`;
}

/** The reviewable item types and their adapters. */
export const REVIEW_SOURCES: Partial<Record<ItemType, ReviewSource>> = {
  product: productReviewSource,
  property: propertyReviewSource,
};

export function reviewSource(itemType: ItemType): ReviewSource | null {
  return REVIEW_SOURCES[itemType] ?? null;
}
