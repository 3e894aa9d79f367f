import { and, asc, eq, sql } from "drizzle-orm";
import {
  holds,
  ledgerEntries,
  orderGroups,
  orderItems,
  orders,
  paymentLines,
  paymentTransactions,
  pickupPoints,
  productVariants,
  vendorProfiles,
} from "~/db/schema";
import { ledgerRowsFor, refundLedgerRows } from "~/features/payments/ledger";
import type { Db, Tx } from "~/lib/db/client.server";
import { buildAccessToken } from "./events";
import {
  createProduct,
  createVendorProfile,
  type ProductRow,
  type VendorProfileRow,
} from "./marketplace";
import {
  buildPaymentTransaction,
  defaultFee,
  type NewLedgerEntry,
  type NewPaymentLine,
  type NewPaymentTransaction,
} from "./payments";
import { testRng, type Rng } from "./random";

export type OrderRow = typeof orders.$inferSelect;
export type OrderGroupRow = typeof orderGroups.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;
export type PickupPointRow = typeof pickupPoints.$inferSelect;

/** What the factory's orders can be made in (refunded is an admin's act on a paid one). */
export type FactoryOrderStatus = "placed" | "paid" | "shipped" | "delivered" | "cancelled";

export type OrderItemSpec = {
  /** Default: a new simple product of the order's vendor. */
  product?: ProductRow;
  /** Default: the product's first variant. */
  variant?: VariantRow;
  quantity: number;
  /** Default: the variant's price. */
  unitPrice?: number;
};

export type CreateOrderGroupOptions = {
  /** A signed-in buyer (users row with `name`, `email`), or null/absent for a guest. */
  buyer?: { id: string; email: string; name?: string | null } | null;
  /** Default: the buyer's e-mail, or a new guest address. */
  buyerEmail?: string;
  buyerName?: string;
  buyerPhone?: string;
  /** The guest link's token (default: a fresh random one). */
  accessToken?: string;
  /** The vendor of items given without a product (default: a new store). */
  vendor?: VendorProfileRow;
  /** One order per vendor of these items (by their product's vendor). Default: one item. */
  items?: OrderItemSpec[];
  status?: FactoryOrderStatus;
  deliveryMethod?: "delivery" | "pickup" | "digital";
  /** Per vendor order (default ₦2,500 for delivery, 0 for pickup and digital). */
  deliveryFee?: number;
  /** For pickup: the point (default: a new one of the vendor's). */
  pickupPoint?: PickupPointRow;
  collectionCode?: string;
  carrier?: string;
  trackingNumber?: string | null;
  provider?: NewPaymentTransaction["provider"];
  createdAt?: Date;
  /** Take the paid units from the variants' stock, as fulfilment does (default true). */
  takeStock?: boolean;
};

export type CreatedOrderGroup = {
  group: OrderGroupRow;
  orders: OrderRow[];
  items: OrderItemRow[];
  payment: typeof paymentTransactions.$inferSelect;
  lines: (typeof paymentLines.$inferSelect)[];
  accessToken: string;
  /** The first (often only) vendor order and its payment line, for short tests. */
  order: OrderRow;
  line: typeof paymentLines.$inferSelect;
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CARRIERS = ["GIG Logistics", "DHL Nigeria", "Kwik Delivery", "Sendbox"];

/** An order group's reference like checkout's: `ORD-<yymmdd>-<code>`. */
export function buildOrderReference(rng: Rng, date = new Date()): string {
  return `ORD-${date.toISOString().slice(2, 10).replaceAll("-", "")}-${rng.code(8)}`;
}

async function firstVariant(db: Db | Tx, productId: string): Promise<VariantRow> {
  const [variant] = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.createdAt))
    .limit(1);
  if (!variant) throw new Error(`product ${productId} has no variant`);
  return variant;
}

async function createPickupPoint(db: Db | Tx, vendorId: string, rng: Rng) {
  const [row] = await db
    .insert(pickupPoints)
    .values({
      vendorId,
      name: "Shop front",
      address: `${rng.int(1, 120)} Allen Avenue`,
      city: "Ikeja",
      state: "Lagos",
      instructions: "Ask for the shop owner; bring your collection code.",
    })
    .returning();
  return row!;
}

/**
 * A realistic order group (one checkout) for tests and demo data: one order per vendor
 * of the items with their items, the one payment with one line per vendor order
 * (purchaseId = the order's id, payee = the vendor's user, fee from the vendor's share
 * under the products fee rule), and, once paid, the ledger entries a confirmed payment
 * books and `fulfilled_at`, so `refundPayment` works on it (the test provider by
 * default, whose refunds happen at once). By status:
 * - placed: a pending payment, the stock held (holds rows for purchase order/group id);
 * - paid / shipped / delivered: paid, units taken from stock, times set;
 * - cancelled: paid, cancelled by the buyer before shipment, its line refunded (refund
 *   ledger rows), units back in stock (so nothing is taken).
 * A pickup order gets a collection code; a shipped one a carrier and tracking number.
 */
export async function createOrderGroup(
  db: Db | Tx,
  options: CreateOrderGroupOptions = {},
  rng: Rng = testRng(),
): Promise<CreatedOrderGroup> {
  const status = options.status ?? "paid";
  const method = options.deliveryMethod ?? "delivery";
  const createdAt = options.createdAt ?? new Date();
  const paid = status !== "placed";
  const buyerEmail =
    options.buyerEmail ?? options.buyer?.email ?? `guest-${rng.suffix(6)}@example.com`;
  const buyerName = options.buyerName ?? options.buyer?.name ?? "Chioma Eze";
  const buyerPhone = options.buyerPhone ?? "+2348031234567";

  // Resolve the items: product, variant, price, vendor.
  const specs = options.items ?? [{ quantity: 1 }];
  let defaultVendor = options.vendor;
  const resolved: Array<{
    product: ProductRow;
    variant: VariantRow;
    quantity: number;
    unitPrice: number;
  }> = [];
  for (const spec of specs) {
    let product = spec.product;
    if (!product) {
      defaultVendor ??= await createVendorProfile(db, {}, rng);
      product = await createProduct(
        db,
        {
          vendorId: defaultVendor.id,
          stock: spec.quantity + 10,
          isDigital: method === "digital",
        },
        rng,
      );
    }
    const variant = spec.variant ?? (await firstVariant(db, product.id));
    resolved.push({
      product,
      variant,
      quantity: spec.quantity,
      unitPrice: spec.unitPrice ?? variant.price,
    });
  }
  const vendorIds = [...new Set(resolved.map((r) => r.product.vendorId))];
  const vendors = new Map<string, VendorProfileRow>();
  for (const id of vendorIds) {
    if (defaultVendor?.id === id) vendors.set(id, defaultVendor);
    else {
      const [row] = await db.select().from(vendorProfiles).where(eq(vendorProfiles.id, id));
      vendors.set(id, row!);
    }
  }

  const groupId = rng.uuid();
  const reference = buildOrderReference(rng, createdAt);
  const accessToken = options.accessToken ?? buildAccessToken(rng);
  const paymentId = rng.uuid();

  // One order per vendor, priced as checkout prices it.
  const planned = [];
  for (const [position, vendorId] of vendorIds.entries()) {
    const vendor = vendors.get(vendorId)!;
    const items = resolved.filter((r) => r.product.vendorId === vendorId);
    const subtotal = items.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0);
    const digital = items.every((i) => i.product.isDigital);
    const orderMethod: "delivery" | "pickup" | "digital" = digital
      ? "digital"
      : method === "digital"
        ? "delivery"
        : method;
    const deliveryFee = orderMethod === "delivery" ? (options.deliveryFee ?? 2_500) : 0;
    const total = subtotal + deliveryFee;
    const platformFee = Math.min(total, defaultFee("products", total));
    const pickup =
      orderMethod === "pickup"
        ? (options.pickupPoint ?? (await createPickupPoint(db, vendor.id, rng)))
        : null;
    planned.push({
      vendor,
      items,
      position,
      orderId: rng.uuid(),
      lineId: rng.uuid(),
      subtotal,
      deliveryFee,
      total,
      platformFee,
      method: orderMethod,
      pickup,
    });
  }

  const totalAmount = planned.reduce((sum, p) => sum + p.total, 0);
  const platformFee = planned.reduce((sum, p) => sum + p.platformFee, 0);
  const titles = resolved.map((r) => r.product.title).join(", ");
  const refundedAll = status === "cancelled";
  const payment = buildPaymentTransaction(rng, {
    id: paymentId,
    userId: options.buyer?.id ?? null,
    transactionType: "order",
    provider: options.provider ?? "test",
    paymentMethod: "card",
    paymentStatus: paid ? (refundedAll ? "refunded" : "completed") : "pending",
    purpose: `Order ${reference}: ${titles}`.slice(0, 200),
    email: buyerEmail,
    totalAmount,
    platformFee,
    netAmount: totalAmount - platformFee,
    orderId: groupId,
    metadata: { groupId },
    refundedAmount: refundedAll ? totalAmount : 0,
    paidAt: paid ? createdAt : null,
    fulfilledAt: paid ? createdAt : null,
    expiresAt: new Date(createdAt.getTime() + 15 * 60_000),
    createdAt,
  });
  const lines: Array<NewPaymentLine & { id: string }> = planned.map((p) => ({
    id: p.lineId,
    transactionId: paymentId,
    position: p.position,
    payeeUserId: p.vendor.userId,
    purchaseId: p.orderId,
    description: `Order ${reference}-${p.position + 1} from ${p.vendor.storeName}`,
    feeCategory: "products",
    amount: p.total,
    platformFee: p.platformFee,
    netAmount: p.total - p.platformFee,
    refundedAmount: refundedAll ? p.total : 0,
    createdAt,
  }));
  const ledger: NewLedgerEntry[] = paid
    ? ledgerRowsFor(
        payment,
        lines.map((l) => ({ ...l, payeeUserId: l.payeeUserId ?? null, splitSubaccount: null })),
        "sale",
      ).map((row) => ({ ...row, createdAt }))
    : [];
  if (refundedAll) {
    for (const line of lines) {
      ledger.push(
        ...refundLedgerRows(
          payment,
          { ...line, payeeUserId: line.payeeUserId ?? null },
          line.amount,
        ).map((row) => ({ ...row, createdAt: new Date(createdAt.getTime() + 2 * HOUR) })),
      );
    }
  }

  const [payRow] = await db.insert(paymentTransactions).values(payment).returning();
  const [group] = await db
    .insert(orderGroups)
    .values({
      id: groupId,
      reference,
      accessToken,
      buyerId: options.buyer?.id ?? null,
      buyerEmail,
      buyerName,
      buyerPhone,
      paymentTransactionId: paymentId,
      expiresAt: new Date(createdAt.getTime() + 15 * 60_000),
      createdAt,
    })
    .returning();
  const lineRows = await db.insert(paymentLines).values(lines).returning();
  if (ledger.length) await db.insert(ledgerEntries).values(ledger);

  const orderRows: OrderRow[] = [];
  const itemRows: OrderItemRow[] = [];
  const shipped = status === "shipped" || status === "delivered";
  for (const p of planned) {
    const [order] = await db
      .insert(orders)
      .values({
        id: p.orderId,
        groupId,
        orderNumber: `${reference}-${p.position + 1}`,
        buyerId: options.buyer?.id ?? null,
        vendorId: p.vendor.id,
        status,
        paymentStatus: !paid ? "pending" : refundedAll ? "refunded" : "paid",
        subtotal: p.subtotal,
        deliveryFee: p.deliveryFee,
        platformFee: p.platformFee,
        total: p.total,
        buyerEmail,
        buyerName,
        deliveryMethod: p.method,
        deliveryZone: p.method === "delivery" ? "same_state" : null,
        pickupPointId: p.pickup?.id ?? null,
        shippingName: p.method === "delivery" ? buyerName : null,
        shippingPhone: p.method === "digital" ? null : buyerPhone,
        shippingAddress: p.method === "delivery" ? "12 Adeola Odeku Street, Victoria Island" : null,
        shippingLandmark: p.method === "delivery" ? "Opposite the filling station" : null,
        shippingCity: p.method === "delivery" ? "Lagos" : null,
        shippingState: p.method === "delivery" ? "Lagos" : null,
        collectionCode:
          p.method === "pickup" ? (options.collectionCode ?? rng.code(6, "23456789")) : null,
        carrier:
          shipped && p.method === "delivery" ? (options.carrier ?? rng.pick(CARRIERS)) : null,
        trackingNumber:
          shipped && p.method === "delivery"
            ? options.trackingNumber === undefined
              ? `TRK${rng.int(10_000_000, 99_999_999)}`
              : options.trackingNumber
            : null,
        cancelReason: refundedAll ? "Ordered the wrong size" : null,
        cancelledBy: refundedAll ? "buyer" : null,
        paymentTransactionId: paymentId,
        paidAt: paid ? createdAt : null,
        shippedAt: shipped && p.method === "delivery" ? new Date(createdAt.getTime() + DAY) : null,
        deliveredAt: status === "delivered" ? new Date(createdAt.getTime() + 3 * DAY) : null,
        cancelledAt: refundedAll ? new Date(createdAt.getTime() + 2 * HOUR) : null,
        refundedAt: refundedAll ? new Date(createdAt.getTime() + 2 * HOUR) : null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    orderRows.push(order!);
    const inserted = await db
      .insert(orderItems)
      .values(
        p.items.map((i) => ({
          orderId: p.orderId,
          productId: i.product.id,
          variantId: i.variant.id,
          title: i.product.title,
          optionLabel: i.product.optionNames
            .map((name, k) => `${name}: ${i.variant.optionValues[k] ?? ""}`)
            .join(", "),
          unitPrice: i.unitPrice,
          quantity: i.quantity,
          isDigital: i.product.isDigital,
          downloadCount: status === "delivered" && i.product.isDigital ? 1 : 0,
        })),
      )
      .returning();
    itemRows.push(...inserted);
  }

  // Stock: a paid order took its units; an unpaid one holds them while the buyer pays.
  const takeStock = options.takeStock ?? true;
  if (paid && !refundedAll && takeStock) {
    for (const r of resolved) {
      await db
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} - ${r.quantity}` })
        .where(eq(productVariants.id, r.variant.id));
    }
  }
  if (!paid) {
    await db.insert(holds).values(
      resolved.map((r) => ({
        subjectKind: "product_variant",
        subjectId: r.variant.id,
        quantity: r.quantity,
        purchaseType: "order",
        purchaseId: groupId,
        holderSession: options.buyer ? `user:${options.buyer.id}` : null,
        holderEmail: buyerEmail.toLowerCase(),
        expiresAt: new Date(createdAt.getTime() + 15 * 60_000),
      })),
    );
  }

  const byOrder = new Map(lineRows.map((l) => [l.purchaseId, l]));
  return {
    group: group!,
    orders: orderRows,
    items: itemRows,
    payment: payRow!,
    lines: lineRows,
    accessToken,
    order: orderRows[0]!,
    line: byOrder.get(orderRows[0]!.id)!,
  };
}

/** The active holds of an order group (released_at null), for tests. */
export async function activeHoldsOf(db: Db | Tx, groupId: string) {
  return db
    .select()
    .from(holds)
    .where(
      and(
        eq(holds.purchaseType, "order"),
        eq(holds.purchaseId, groupId),
        sql`${holds.releasedAt} is null`,
      ),
    );
}
