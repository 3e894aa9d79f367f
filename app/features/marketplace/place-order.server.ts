import crypto from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import {
  cartItems,
  orderGroups,
  orderItems,
  orders,
  pickupPoints,
  products,
  productVariants,
  vendorProfiles,
} from "~/db/schema";
import {
  createPayment,
  findPayment,
  type CreatePaymentInput,
} from "~/features/payments/checkout.server";
import { AppError } from "~/lib/app-error.server";
import { getDb, type Db, type Tx } from "~/lib/db/client.server";
import {
  heldByHolder,
  purchasesHeldBySession,
  recordHolds,
  takeHoldAllowance,
} from "~/lib/hold-caps.server";
import type { Message } from "~/lib/messages";
import { checkoutRefusals as E } from "./checkout-messages";
import { quoteDelivery, type DeliveryQuote, type StoreDelivery } from "./delivery-fee";
import { optionLabel } from "./product-options";
import { invalidateVariantPages } from "./product-pages-cache.server";
import { lockVariants, releaseOrderGroup } from "./stock-holds.server";
import { availableStock } from "./variant-stock.server";

/** How long a checkout holds its stock while the buyer pays (as ticket holds). */
export const ORDER_HOLD_MINUTES = 15;

/** How one vendor's part reaches the buyer, as the checkout form gives it. */
export type DeliveryInput =
  | { method: "delivery"; state: string; city: string; street: string; landmark: string | null }
  | { method: "pickup"; pickupPointId: string };

export type CheckoutBuyer = {
  userId: string | null;
  name: string;
  email: string;
  phone: string | null;
};

type CartLine = {
  cartItemId: string;
  quantity: number;
  seenPrice: number;
  variantId: string;
  price: number;
  /** Stock less the live holds of every checkout (the database's clock). */
  available: number;
  variantActive: boolean;
  optionValues: string[];
  productId: string;
  slug: string;
  title: string;
  optionNames: string[];
  productStatus: string;
  moderationStatus: string;
  isDigital: boolean;
  perOrderLimit: number | null;
  vendorId: string;
};

export type QuotedItem = {
  cartItemId: string;
  variantId: string;
  productId: string;
  slug: string;
  title: string;
  optionLabel: string;
  unitPrice: number;
  quantity: number;
  isDigital: boolean;
};

export type QuotedGroup = {
  vendor: { id: string; userId: string; storeName: string } & StoreDelivery;
  items: QuotedItem[];
  /** Every item is digital: nothing to deliver. */
  digitalOnly: boolean;
  pickupPoints: Array<{ id: string; name: string; address: string; city: string; state: string }>;
  subtotal: number;
  /** Null until the buyer has said where (or said an address the store does not deliver to). */
  delivery: DeliveryQuote | null;
  total: number | null;
};

export type CheckoutQuote = {
  groups: QuotedGroup[];
  /** What must change in the cart before paying (price changed, out of stock, withdrawn). */
  problems: Message[];
  /** Every group priced: the sum to pay. */
  total: number | null;
};

async function cartLines(q: Db | Tx, cartId: string): Promise<CartLine[]> {
  return q
    .select({
      cartItemId: cartItems.id,
      quantity: cartItems.quantity,
      seenPrice: cartItems.unitPrice,
      variantId: productVariants.id,
      price: productVariants.price,
      available: availableStock(),
      variantActive: productVariants.active,
      optionValues: productVariants.optionValues,
      productId: products.id,
      slug: products.slug,
      title: products.title,
      optionNames: products.optionNames,
      productStatus: products.status,
      moderationStatus: products.moderationStatus,
      isDigital: products.isDigital,
      perOrderLimit: products.perOrderLimit,
      vendorId: products.vendorId,
    })
    .from(cartItems)
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

/**
 * Prices a cart for the checkout: each vendor's items at today's price, its delivery
 * fee for the buyer's choice, and what stops paying (a changed price, stock gone, a
 * withdrawn product). All figures are the server's; the page shows them, placeOrder
 * re-does them under the variants' locks.
 */
export async function quoteCheckout(o: {
  cartId: string;
  delivery: Record<string, DeliveryInput | undefined>;
  /** The caller's transaction (placeOrder, under the variants' locks); else the database. */
  db?: Db | Tx;
}): Promise<CheckoutQuote> {
  const q = o.db ?? (await getDb());
  const lines = await cartLines(q, o.cartId);
  const problems: Message[] = [];
  const wanted = new Map<string, number>();
  for (const l of lines) wanted.set(l.variantId, (wanted.get(l.variantId) ?? 0) + l.quantity);
  for (const l of lines) {
    const problem = lineProblem(l, wanted.get(l.variantId)!);
    if (problem && !problems.some((p) => p.message === problem.message)) problems.push(problem);
  }
  const vendorIds = [...new Set(lines.map((l) => l.vendorId))];
  const vendors = vendorIds.length
    ? await q.select().from(vendorProfiles).where(inArray(vendorProfiles.id, vendorIds))
    : [];
  const points = vendorIds.length
    ? await q
        .select()
        .from(pickupPoints)
        .where(and(inArray(pickupPoints.vendorId, vendorIds), eq(pickupPoints.active, true)))
        .orderBy(asc(pickupPoints.name))
    : [];
  const groups: QuotedGroup[] = vendorIds.map((vendorId) => {
    const v = vendors.find((x) => x.id === vendorId)!;
    const mine = lines.filter((l) => l.vendorId === vendorId);
    const items = mine.map((l) => ({
      cartItemId: l.cartItemId,
      variantId: l.variantId,
      productId: l.productId,
      slug: l.slug,
      title: l.title,
      optionLabel: optionLabel(l.optionNames, l.optionValues),
      unitPrice: l.price,
      quantity: l.quantity,
      isDigital: l.isDigital,
    }));
    const subtotal = items.reduce((s, i) => s + i.unitPrice * i.quantity, 0);
    const digitalOnly = items.every((i) => i.isDigital);
    const store = {
      shipFromState: v.shipFromState,
      shipFromCity: v.shipFromCity,
      feeSameCity: v.feeSameCity,
      feeSameState: v.feeSameState,
      feeElsewhere: v.feeElsewhere,
      freeDeliveryOver: v.freeDeliveryOver,
    };
    const choice = o.delivery[vendorId];
    const delivery = digitalOnly
      ? quoteDelivery({ store, choice: { method: "digital" }, subtotal })
      : choice?.method === "pickup"
        ? points.some((p) => p.id === choice.pickupPointId && p.vendorId === vendorId)
          ? quoteDelivery({ store, choice: { method: "pickup" }, subtotal })
          : null
        : choice?.method === "delivery" && choice.state && choice.city
          ? quoteDelivery({ store, choice, subtotal })
          : null;
    return {
      vendor: { id: v.id, userId: v.userId, storeName: v.storeName, ...store },
      items,
      digitalOnly,
      pickupPoints: points
        .filter((p) => p.vendorId === vendorId)
        .map((p) => ({ id: p.id, name: p.name, address: p.address, city: p.city, state: p.state })),
      subtotal,
      delivery,
      total: delivery?.ok ? subtotal + delivery.fee : null,
    };
  });
  const priced = groups.every((g) => g.total !== null);
  return {
    groups,
    problems,
    total: priced && groups.length ? groups.reduce((s, g) => s + g.total!, 0) : null,
  };
}

/** What stops one cart line from being bought now; `wanted` counts every line of its variant. */
function lineProblem(l: CartLine, wanted: number): Message | null {
  if (l.productStatus !== "active" || l.moderationStatus !== "approved" || !l.variantActive) {
    return E.sellerUnavailable(l.title);
  }
  // Never charged silently at a new price: the buyer accepts it in the cart first.
  if (l.seenPrice !== l.price) return E.priceChanged(l.title, l.seenPrice, l.price);
  if (l.perOrderLimit != null && wanted > l.perOrderLimit)
    return E.perOrder(l.title, l.perOrderLimit);
  const available = Math.max(0, Number(l.available));
  if (wanted > available) return E.outOfStock(l.title, available);
  return null;
}

export type PlaceOrderInput = {
  cartId: string;
  buyer: CheckoutBuyer;
  /** Per vendor id: its delivery address or pickup point (digital-only vendors need none). */
  delivery: Record<string, DeliveryInput | undefined>;
  /** The hold session and client address the route decided (null: scripts, tests). */
  holder?: { session: string | null; clientIp: string | null };
  provider: CreatePaymentInput["provider"];
  origin: string;
  now?: Date;
};

export type PlacedOrder = {
  groupId: string;
  accessToken: string;
  reference: string;
  total: number;
  redirectUrl: string;
};

const refuse = (message: Message, field?: string) =>
  new AppError("validation", {
    message,
    fieldErrors: field ? { [field]: [message.message] } : undefined,
  });

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const code = (length: number) =>
  Array.from(crypto.randomBytes(length), (b) => ALPHABET[b % ALPHABET.length]).join("");
const ymd = (d: Date) => d.toISOString().slice(2, 10).replaceAll("-", "");
/** A vendor order's number, as the seed writes them: ORD-<yymmdd>-<6>. */
export const newOrderNumber = (d = new Date()) => `ORD-${ymd(d)}-${code(6)}`;

/**
 * Places a cart's orders and starts their one payment (issue 31). In ONE transaction:
 * the client address's hold allowance, the same session's earlier unpaid checkout
 * released, the cart's variants locked FOR UPDATE in id order, every line re-priced
 * and checked on the server (product active and approved, the price the buyer saw,
 * the per-order limit with their other live holds, stock − live holds), each vendor's
 * delivery fee; then the order group (its access token the guest's credential), one
 * order per vendor, their items, and the holds that keep the stock for 15 minutes.
 * Outside the transaction: createPayment with one line per vendor order. Orders exist
 * before the buyer is sent to pay, so an abandoned payment is visible.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<PlacedOrder> {
  const now = input.now ?? new Date();
  const session = input.holder?.session ?? null;
  const clientIp = input.holder?.clientIp ?? null;
  const email = input.buyer.email.trim().toLowerCase();
  await takeHoldAllowance(clientIp);
  const db = await getDb();
  const placed = await db.transaction(async (tx) => {
    if (session) await releaseSessionCheckouts(tx, session);
    const ids = await tx
      .select({ variantId: cartItems.variantId })
      .from(cartItems)
      .where(eq(cartItems.cartId, input.cartId));
    if (!ids.length) throw refuse(E.emptyCart);
    await lockVariants(
      tx,
      ids.map((i) => i.variantId),
    );
    const quote = await quoteCheckout({ cartId: input.cartId, delivery: input.delivery, db: tx });
    if (quote.problems.length) throw refuse(quote.problems[0]!);
    const holder = { session, email, clientIp };
    const lines = quote.groups.flatMap((g) => g.items);
    const mine = await heldByHolder(tx, {
      kind: "product_variant",
      subjectIds: lines.map((l) => l.variantId),
      holder,
    });
    const limits = await tx
      .select({ id: productVariants.id, limit: products.perOrderLimit })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        inArray(
          productVariants.id,
          lines.map((l) => l.variantId),
        ),
      );
    for (const l of lines) {
      const limit = limits.find((x) => x.id === l.variantId)?.limit;
      const already = mine.get(l.variantId) ?? 0;
      if (limit != null && already + l.quantity > limit)
        throw refuse(E.holdCap(l.title, limit, already));
    }
    for (const g of quote.groups) {
      const field = `v.${g.vendor.id}`;
      if (g.delivery?.ok === false) {
        const choice = input.delivery[g.vendor.id];
        throw refuse(
          E.noDelivery(g.vendor.storeName, choice?.method === "delivery" ? choice.state : ""),
          `${field}.state`,
        );
      }
      if (!g.delivery) {
        const choice = input.delivery[g.vendor.id];
        if (choice?.method === "pickup") throw refuse(E.pickupUnknown, `${field}.pickup`);
        throw refuse(E.addressIncomplete, `${field}.state`);
      }
      const choice = input.delivery[g.vendor.id];
      if (choice?.method === "delivery" && !choice.street.trim()) {
        throw refuse(E.addressIncomplete, `${field}.street`);
      }
      if (!g.total) throw refuse(E.notPayable);
    }

    const expiresAt = new Date(now.getTime() + ORDER_HOLD_MINUTES * 60_000);
    const [group] = await tx
      .insert(orderGroups)
      .values({
        reference: `CHK-${ymd(now)}-${code(8)}`,
        accessToken: crypto.randomBytes(16).toString("base64url"),
        buyerId: input.buyer.userId,
        buyerEmail: email,
        buyerName: input.buyer.name.trim(),
        buyerPhone: input.buyer.phone,
        expiresAt,
        createdAt: now,
      })
      .returning();
    const written: Array<{ order: typeof orders.$inferSelect; group: QuotedGroup }> = [];
    for (const g of quote.groups) {
      const choice = input.delivery[g.vendor.id];
      const delivery = g.delivery as Extract<DeliveryQuote, { ok: true }>;
      const pickup = choice?.method === "pickup" && !g.digitalOnly;
      const address = choice?.method === "delivery" && !g.digitalOnly ? choice : null;
      const [order] = await tx
        .insert(orders)
        .values({
          groupId: group!.id,
          orderNumber: newOrderNumber(now),
          buyerId: input.buyer.userId,
          vendorId: g.vendor.id,
          status: "placed",
          paymentStatus: "pending",
          subtotal: g.subtotal,
          deliveryFee: delivery.fee,
          total: g.total!,
          buyerEmail: email,
          buyerName: input.buyer.name.trim(),
          deliveryMethod: delivery.method,
          deliveryZone: delivery.zone,
          pickupPointId: pickup ? choice.pickupPointId : null,
          collectionCode: pickup ? String(crypto.randomInt(100_000, 1_000_000)) : null,
          shippingName: input.buyer.name.trim(),
          shippingPhone: input.buyer.phone,
          shippingAddress: address?.street.trim() ?? null,
          shippingLandmark: address?.landmark?.trim() || null,
          shippingCity: address?.city.trim() ?? null,
          shippingState: address?.state ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx.insert(orderItems).values(
        g.items.map((i) => ({
          orderId: order!.id,
          productId: i.productId,
          variantId: i.variantId,
          title: i.title,
          optionLabel: i.optionLabel,
          unitPrice: i.unitPrice,
          quantity: i.quantity,
          isDigital: i.isDigital,
        })),
      );
      written.push({ order: order!, group: g });
    }
    await recordHolds(tx, {
      purchase: { type: "order", id: group!.id },
      holder,
      lines: lines.map((l) => ({
        subject: { kind: "product_variant", id: l.variantId },
        quantity: l.quantity,
      })),
      expiresAt,
    });
    // The held units are gone from what those products' pages offer.
    await invalidateVariantPages(
      tx,
      lines.map((l) => l.variantId),
    );
    return { group: group!, written, total: quote.total! };
  });

  const { group, written } = placed;
  let started;
  try {
    started = await createPayment({
      transactionType: "order",
      orderId: group.id,
      userId: input.buyer.userId,
      email,
      lines: written.map(({ order, group: g }) => ({
        payeeUserId: g.vendor.userId,
        amount: order.total,
        feeCategory: "products",
        description: `Order ${order.orderNumber}: ${g.items
          .map((i) => `${i.quantity} × ${i.title}`)
          .join(", ")} (${g.vendor.storeName})`,
        purchaseId: order.id,
      })),
      provider: input.provider,
      purpose: `Marketplace order ${group.reference}`,
      returnPath: `/orders/${group.accessToken}`,
      metadata: { orderGroupId: group.id, cartId: input.cartId },
      origin: input.origin,
    });
  } catch (error) {
    // No payment page: the orders end at once and their stock is free again.
    await db.transaction((tx) =>
      releaseOrderGroup(tx, { groupId: group.id, paymentStatus: "failed" }),
    );
    throw error;
  }
  const txn = await findPayment(started.reference);
  await db.transaction(async (tx) => {
    await tx
      .update(orderGroups)
      .set({ paymentTransactionId: txn!.id })
      .where(eq(orderGroups.id, group.id));
    await tx
      .update(orders)
      .set({ paymentTransactionId: txn!.id })
      .where(eq(orders.groupId, group.id));
  });
  return {
    groupId: group.id,
    accessToken: group.accessToken,
    reference: started.reference,
    total: placed.total,
    redirectUrl: started.redirectUrl,
  };
}

/**
 * A new checkout by the same buyer replaces their unpaid one (a second tab, a changed
 * cart): the session's live order holds end and their placed orders are cancelled. A
 * payment for the old one that still lands is the contract's late success (filled when
 * the stock is still there, refunded otherwise).
 */
async function releaseSessionCheckouts(tx: Tx, session: string) {
  const ids = await purchasesHeldBySession(tx, { type: "order", session });
  for (const groupId of ids) {
    await releaseOrderGroup(tx, { groupId, paymentStatus: "failed", reason: "replaced" });
  }
}
