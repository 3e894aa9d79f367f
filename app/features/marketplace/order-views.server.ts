import { publicProductWhere } from "./product-kind.server";
import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  orderGroups,
  orderItems,
  orders,
  paymentLines,
  paymentTransactions,
  pickupPoints,
  products,
  productVariants,
  vendorProfiles,
} from "~/db/schema";
import { canAny } from "~/features/accounts/permissions";
import type { Role } from "~/features/accounts/roles";
import { AppError } from "~/lib/app-error.server";
import { toCsv } from "~/lib/csv";
import { getDb, type Db } from "~/lib/db/client.server";
import { prepared } from "~/lib/db/prepared.server";
import { toPage } from "~/lib/pagination";
import { isUuid } from "~/lib/uuid";
import { itemDownload, type ItemDownload } from "./download-link.server";
import { tokenMatches } from "./order-access.server";
import type { OrderStatus } from "./order-status";

type Viewer = { id: string; role: Role };

/** One step of an order's timeline: what happened, when, and its details. */
export type OrderEvent = { key: OrderStatus; at: string; detail: string | null };

export type OrderItemView = {
  id: string;
  title: string;
  optionLabel: string;
  unitPrice: number;
  quantity: number;
  isDigital: boolean;
  productSlug: string | null;
  /** The product's page is public now (active, approved): only then is the item linked. */
  productLive: boolean;
  /**
   * The buyer's pages only: a digital item of a paid order, with a fresh 15-minute link
   * (made per render) and the downloads used of the product's limit; null otherwise.
   */
  download: ItemDownload | null;
};

/** One vendor order as its pages show it (plain data for the page). */
export type OrderView = {
  id: string;
  orderNumber: string;
  groupReference: string | null;
  status: OrderStatus;
  paymentStatus: string;
  storeName: string;
  deliveryMethod: "delivery" | "pickup" | "digital";
  createdAt: string;
  buyer: { name: string; email: string; phone: string | null };
  address: {
    name: string | null;
    phone: string | null;
    street: string | null;
    landmark: string | null;
    city: string | null;
    state: string | null;
  } | null;
  pickup: {
    name: string;
    address: string;
    city: string;
    state: string;
    instructions: string;
  } | null;
  /** Shown to the buyer only: the seller checks the code the buyer shows. */
  collectionCode: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  cancelReason: string | null;
  cancelledBy: string | null;
  timeline: OrderEvent[];
  items: OrderItemView[];
  subtotal: number;
  deliveryFee: number;
  total: number;
  /** Refunded of this order so far, from its payment line (partial refunds included). */
  refunded: number;
  paymentReference: string | null;
};

function timelineOf(o: typeof orders.$inferSelect): OrderEvent[] {
  const events: (OrderEvent | null)[] = [
    { key: "placed", at: o.createdAt.toISOString(), detail: null },
    o.paidAt ? { key: "paid", at: o.paidAt.toISOString(), detail: null } : null,
    o.shippedAt
      ? {
          key: "shipped",
          at: o.shippedAt.toISOString(),
          detail: [o.carrier, o.trackingNumber].filter(Boolean).join(" · ") || null,
        }
      : null,
    o.deliveredAt ? { key: "delivered", at: o.deliveredAt.toISOString(), detail: null } : null,
    o.cancelledAt
      ? { key: "cancelled", at: o.cancelledAt.toISOString(), detail: o.cancelReason }
      : null,
    o.refundedAt ? { key: "refunded", at: o.refundedAt.toISOString(), detail: null } : null,
  ];
  return events
    .filter((e): e is OrderEvent => e !== null)
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/**
 * The orders matching `where`, with their store, group, payment, pickup point and items.
 * `linksAt`: for the buyer's order page, each digital item of a paid order gets a
 * download link made now (never for lists or the seller's pages).
 */
async function orderViews(
  db: Db,
  where: SQL | undefined,
  { limit = 100, linksAt }: { limit?: number; linksAt?: Date } = {},
): Promise<OrderView[]> {
  const rows = await db
    .select({
      order: orders,
      storeName: vendorProfiles.storeName,
      groupReference: orderGroups.reference,
      groupName: orderGroups.buyerName,
      groupPhone: orderGroups.buyerPhone,
      paymentReference: paymentTransactions.paymentReference,
      // The order's line of its payment: what was charged for it and refunded of it.
      lineAmount: paymentLines.amount,
      lineRefunded: paymentLines.refundedAmount,
      pickup: {
        name: pickupPoints.name,
        address: pickupPoints.address,
        city: pickupPoints.city,
        state: pickupPoints.state,
        instructions: pickupPoints.instructions,
      },
    })
    .from(orders)
    .innerJoin(vendorProfiles, eq(vendorProfiles.id, orders.vendorId))
    .leftJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .leftJoin(paymentTransactions, eq(paymentTransactions.id, orders.paymentTransactionId))
    .leftJoin(
      paymentLines,
      and(
        eq(paymentLines.transactionId, orders.paymentTransactionId),
        eq(paymentLines.purchaseId, orders.id),
      ),
    )
    .leftJoin(pickupPoints, eq(pickupPoints.id, orders.pickupPointId))
    .where(where)
    .orderBy(desc(orders.createdAt), asc(orders.orderNumber))
    .limit(limit);
  const ids = rows.map((r) => r.order.id);
  const items = ids.length
    ? await db
        .select({
          orderId: orderItems.orderId,
          id: orderItems.id,
          title: orderItems.title,
          optionLabel: orderItems.optionLabel,
          unitPrice: orderItems.unitPrice,
          quantity: orderItems.quantity,
          isDigital: orderItems.isDigital,
          productSlug: products.slug,
          // Linked from the order only while its page is public (never a dead link).
          productLive: sql<boolean>`coalesce(${publicProductWhere()}, false)`,
          downloadCount: orderItems.downloadCount,
          downloadLimit: products.downloadLimit,
          hasFile: sql<boolean>`${products.digitalFileKey} is not null`,
        })
        .from(orderItems)
        .leftJoin(products, eq(products.id, orderItems.productId))
        .where(inArray(orderItems.orderId, ids))
        .orderBy(asc(orderItems.title))
    : [];
  return rows.map(({ order: o, ...r }) => ({
    id: o.id,
    orderNumber: o.orderNumber,
    groupReference: r.groupReference,
    status: o.status,
    paymentStatus: o.paymentStatus,
    storeName: r.storeName,
    deliveryMethod: o.deliveryMethod,
    createdAt: o.createdAt.toISOString(),
    buyer: {
      name: r.groupName ?? o.buyerName ?? o.shippingName ?? "",
      email: o.buyerEmail,
      phone: r.groupPhone ?? o.shippingPhone,
    },
    address:
      o.deliveryMethod === "delivery"
        ? {
            name: o.shippingName,
            phone: o.shippingPhone,
            street: o.shippingAddress,
            landmark: o.shippingLandmark,
            city: o.shippingCity,
            state: o.shippingState,
          }
        : null,
    pickup:
      o.deliveryMethod === "pickup" && r.pickup?.name ? (r.pickup as OrderView["pickup"]) : null,
    // Only while the parcel waits at the pickup point: once handed over (or cancelled),
    // "show this code" would send the buyer to collect something already gone.
    collectionCode: o.deliveryMethod === "pickup" && o.status === "paid" ? o.collectionCode : null,
    carrier: o.carrier,
    trackingNumber: o.trackingNumber,
    cancelReason: o.cancelReason,
    cancelledBy: o.cancelledBy,
    timeline: timelineOf(o),
    items: items
      .filter((i) => i.orderId === o.id)
      .map(({ orderId: _orderId, downloadCount, downloadLimit, hasFile, ...i }) => ({
        ...i,
        download: linksAt
          ? itemDownload({
              item: { ...i, downloadCount, downloadLimit, hasFile },
              status: o.status,
              now: linksAt,
            })
          : null,
      })),
    subtotal: o.subtotal,
    deliveryFee: o.deliveryFee,
    // What the payment charged for this order (its line); the placed quote until then.
    total: r.lineAmount ?? o.total,
    refunded: r.lineRefunded ?? 0,
    paymentReference: r.paymentReference,
  }));
}

/**
 * Which payments are the person's (payments' `payerWhere`: their account, or their
 * verified e-mail, ADR 055), passed in by the route that composes the two areas.
 */
export type PayerWhere = (db: Db, userId: string) => Promise<SQL>;

/** The buyer's orders: bought signed in, or paid for with their verified e-mail. */
async function mine(db: Db, userId: string, payerWhere: PayerWhere) {
  return or(eq(orders.buyerId, userId), await payerWhere(db, userId))!;
}

/** /dashboard/orders: every order the signed-in person bought, newest first. */
export async function listMyOrders({ user, payerWhere }: { user: Viewer; payerWhere: PayerWhere }) {
  const db = await getDb();
  return orderViews(db, await mine(db, user.id, payerWhere));
}

/** One of the signed-in buyer's orders; 404 for anyone else's. */
export async function myOrder({
  user,
  orderId,
  payerWhere,
  now = new Date(),
}: {
  user: Viewer;
  orderId: string;
  payerWhere: PayerWhere;
  now?: Date;
}) {
  if (!isUuid(orderId)) throw new AppError("notFound");
  const db = await getDb();
  const [view] = await orderViews(
    db,
    and(eq(orders.id, orderId), await mine(db, user.id, payerWhere)),
    { limit: 1, linksAt: now },
  );
  if (!view) throw new AppError("notFound");
  return view;
}

/**
 * /orders/:accessToken: a checkout's orders for whoever holds its link (with fresh
 * download links for digital items of paid orders); null if none.
 */
export async function ordersByAccessToken({
  accessToken,
  now = new Date(),
}: {
  accessToken: string;
  now?: Date;
}) {
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(accessToken)) return null;
  const db = await getDb();
  const [group] = await db
    .select()
    .from(orderGroups)
    .where(eq(orderGroups.accessToken, accessToken))
    .limit(1);
  if (!group || !tokenMatches(accessToken, group.accessToken)) return null;
  const views = await orderViews(db, eq(orders.groupId, group.id), { linksAt: now });
  return {
    reference: group.reference,
    buyerName: group.buyerName,
    createdAt: group.createdAt.toISOString(),
    orders: views,
  };
}

// ---- The seller's side ------------------------------------------------------------

export const SALES_PAGE_SIZE = 20;
export const LOW_STOCK_AT = 3;

/** The orders a person sells: their stores' (or every order, for an admin). */
function salesScope(user: Viewer): SQL | undefined {
  if (canAny(user.role, "orders:fulfil")) return undefined;
  return inArray(
    orders.vendorId,
    sql`(select ${vendorProfiles.id} from ${vendorProfiles} where ${vendorProfiles.userId} = ${user.id})`,
  );
}

export type SalesFilter = { status: OrderStatus | null; q: string };

const STATUSES: readonly OrderStatus[] = [
  "placed",
  "paid",
  "shipped",
  "delivered",
  "cancelled",
  "refunded",
];

export function salesFilterFrom(url: URL): SalesFilter {
  const status = url.searchParams.get("status");
  return {
    status: STATUSES.includes(status as OrderStatus) ? (status as OrderStatus) : null,
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 100),
  };
}

/** Contains the text, case-insensitively (no LIKE: a "%" typed is just a "%"). */
const contains = (column: AnyPgColumn, q: string) =>
  sql`strpos(lower(${column}), ${q.toLowerCase()}) > 0`;

/** One row of /dashboard/sales. */
export type SaleRow = {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  deliveryMethod: OrderView["deliveryMethod"];
  total: number;
  buyerEmail: string;
  storeName: string;
  createdAt: string;
  paymentReference: string | null;
};

/** A variant of the seller's with LOW_STOCK_AT or fewer left. */
export type LowStockRow = {
  productId: string;
  title: string;
  optionValues: string[];
  stock: number;
};

/** Which form of the sales statement a request needs: each is prepared once per database. */
type SalesShape = { admin: boolean; status: boolean; search: boolean };

/** A timestamp as `Date#toISOString` writes it (UTC, milliseconds, "Z"), inside JSON. */
const isoString = (column: AnyPgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** node-postgres and PGlite both parse json; a driver that does not gets it here. */
const fromJson =
  <T>() =>
  (value: unknown) =>
    (typeof value === "string" ? JSON.parse(value) : value) as T;

/**
 * /dashboard/sales in one statement: the page of orders (as JSON, new paid orders first,
 * then newest), how many match, and the seller's low stock (as JSON). Three statements
 * cost PostgreSQL three parses and plans per request, most of their time on data this
 * small; this one is prepared (drizzle's prepare names it, so each connection parses and
 * plans it once) and the embedded database runs one statement instead of three.
 * Placeholders: userId; status (a filter); q (lower-cased) and, for an admin, ref (as
 * typed: a payment or checkout reference); offset.
 */
function salesStatement(db: Db, shape: SalesShape) {
  const userId = sql.placeholder("userId");
  const has = (column: AnyPgColumn) => sql`strpos(lower(${column}), ${sql.placeholder("q")}) > 0`;
  const adminSearch = shape.admin && shape.search;
  const where = and(
    shape.admin
      ? undefined
      : sql`${orders.vendorId} in (select ${vendorProfiles.id} from ${vendorProfiles} where ${vendorProfiles.userId} = ${userId})`,
    // Checkouts not paid yet are not the seller's work: shown only when asked for.
    shape.status
      ? sql`${orders.status} = ${sql.placeholder("status")}`
      : ne(orders.status, "placed"),
    shape.search
      ? or(
          has(orders.orderNumber),
          has(orders.buyerEmail),
          ...(shape.admin
            ? [
                sql`${paymentTransactions.paymentReference} = ${sql.placeholder("ref")}`,
                sql`${orderGroups.reference} = ${sql.placeholder("ref")}`,
              ]
            : []),
        )
      : undefined,
  );
  const payment = sql`left join ${paymentTransactions} on ${paymentTransactions.id} = ${orders.paymentTransactionId}`;
  const group = adminSearch
    ? sql` left join ${orderGroups} on ${orderGroups.id} = ${orders.groupId}`
    : sql``;
  const rank = sql`case when ${orders.status} = 'paid' then 0 else 1 end`;
  const rows = sql`(select coalesce(json_agg(s.row order by s.rank, s.created_at desc, s.order_number), '[]'::json)
    from (select json_build_object('id', ${orders.id}, 'orderNumber', ${orders.orderNumber},
        'status', ${orders.status}, 'deliveryMethod', ${orders.deliveryMethod},
        'total', ${orders.total}, 'buyerEmail', ${orders.buyerEmail},
        'storeName', ${vendorProfiles.storeName}, 'createdAt', ${isoString(orders.createdAt)},
        'paymentReference', ${paymentTransactions.paymentReference}) as row,
        ${rank} as rank, ${orders.createdAt} as created_at, ${orders.orderNumber} as order_number
      from ${orders} inner join ${vendorProfiles} on ${vendorProfiles.id} = ${orders.vendorId}
        ${payment}${group}
      where ${where}
      order by ${rank}, ${orders.createdAt} desc, ${orders.orderNumber}
      limit ${SALES_PAGE_SIZE} offset ${sql.placeholder("offset")}) s)`;
  const total = sql`(select count(*)::int from ${orders}${adminSearch ? sql` ${payment}${group}` : sql``}
    where ${where})`;
  const lowStock = sql`(select coalesce(json_agg(json_build_object('productId', l.id, 'title', l.title,
      'optionValues', l.option_values, 'stock', l.stock) order by l.stock, l.title), '[]'::json)
    from (select ${products.id}, ${products.title}, ${productVariants.optionValues}, ${productVariants.stock}
      from ${productVariants}
        inner join ${products} on ${products.id} = ${productVariants.productId}
        inner join ${vendorProfiles} on ${vendorProfiles.id} = ${products.vendorId}
      where ${vendorProfiles.userId} = ${userId} and ${products.status} = 'active'
        and not ${products.isDigital} and ${productVariants.active}
        and ${productVariants.stock} <= ${LOW_STOCK_AT}
      order by ${productVariants.stock}, ${products.title}
      limit 20) l)`;
  // Each wrapped once more: drizzle writes a one-table select's own columns unqualified,
  // which the joins inside would find ambiguous; nested SQL is left as written.
  return db
    .select({
      rows: sql`${rows}`.mapWith(fromJson<SaleRow[]>()),
      total: sql`${total}`.mapWith(Number),
      lowStock: sql`${lowStock}`.mapWith(fromJson<LowStockRow[]>()),
    })
    .from(sql`(select 1) as one`)
    .prepare(salesStatementName(shape));
}

const salesStatementName = (shape: SalesShape) =>
  `sales_${shape.admin ? "all" : "own"}${shape.status ? "_status" : ""}${shape.search ? "_q" : ""}`;

/**
 * /dashboard/sales: a page of the orders a person sells (their stores', or every order
 * for an admin), new paid orders first, then the rest newest first, filtered by status
 * and search; and their variants running low (LOW_STOCK_AT or fewer left, active
 * physical listings), whatever the filter.
 */
export async function salesOverview({
  user,
  filter,
  page,
}: {
  user: Viewer;
  filter: SalesFilter;
  page: number;
}) {
  const db = await getDb();
  const shape: SalesShape = {
    admin: canAny(user.role, "orders:fulfil"),
    status: filter.status !== null,
    search: filter.q !== "",
  };
  const statement = prepared(db, salesStatementName(shape), () => salesStatement(db, shape));
  const [found] = await statement.execute({
    userId: user.id,
    offset: (page - 1) * SALES_PAGE_SIZE,
    ...(shape.status ? { status: filter.status } : {}),
    ...(shape.search ? { q: filter.q.toLowerCase() } : {}),
    ...(shape.admin && shape.search ? { ref: filter.q } : {}),
  });
  return {
    sales: toPage(found?.rows ?? [], found?.total ?? 0, page, SALES_PAGE_SIZE),
    lowStock: found?.lowStock ?? [],
  };
}

/** One order for its seller or an admin (404 for anyone else), without the collection code. */
export async function saleOrder({ user, orderId }: { user: Viewer; orderId: string }) {
  if (!isUuid(orderId)) throw new AppError("notFound");
  const db = await getDb();
  const [view] = await orderViews(db, and(eq(orders.id, orderId), salesScope(user)), {
    limit: 1,
  });
  if (!view) throw new AppError("notFound");
  return { ...view, collectionCode: null };
}

export const SALES_CSV_HEADER = [
  "Order number",
  "Date",
  "Status",
  "Store",
  "Buyer name",
  "Buyer e-mail",
  "Buyer phone",
  "Delivery",
  "Address",
  "City",
  "State",
  "Items",
  "Subtotal",
  "Delivery fee",
  "Total",
  "Carrier",
  "Tracking number",
  "Payment reference",
] as const;

/** /dashboard/sales.csv: the seller's orders (as filtered) as CSV; cells guarded by lib/csv. */
export async function salesCsv({ user, filter }: { user: Viewer; filter: SalesFilter }) {
  const db = await getDb();
  const views = await orderViews(
    db,
    and(
      salesScope(user),
      filter.status ? eq(orders.status, filter.status) : ne(orders.status, "placed"),
      filter.q
        ? or(contains(orders.orderNumber, filter.q), contains(orders.buyerEmail, filter.q))
        : undefined,
    ),
    { limit: 5_000 },
  );
  return toCsv(
    SALES_CSV_HEADER,
    views.map((v) => [
      v.orderNumber,
      v.createdAt,
      v.status,
      v.storeName,
      v.buyer.name,
      v.buyer.email,
      v.buyer.phone,
      v.deliveryMethod,
      v.address
        ? [v.address.street, v.address.landmark].filter(Boolean).join(", ")
        : v.pickup?.name,
      v.address?.city ?? v.pickup?.city,
      v.address?.state ?? v.pickup?.state,
      v.items
        .map((i) => `${i.quantity} × ${i.title}${i.optionLabel ? ` (${i.optionLabel})` : ""}`)
        .join("; "),
      v.subtotal,
      v.deliveryFee,
      v.total,
      v.carrier,
      v.trackingNumber,
      v.paymentReference,
    ]),
  );
}
