// Orders from vendor@example.com's shop, paid through the platform (viewer@ and a guest
// in every status a buyer meets), and a vendor's gift.
import { and, asc, eq, gt, sql } from "drizzle-orm";
import * as schema from "~/db/schema";
import type { Db } from "~/lib/db/client.server";
import {
  buildLedgerForPayment,
  buildPaymentLinesFor,
  buildPaymentTransaction,
  defaultFee,
  type NewLedgerEntry,
  type NewPaymentTransaction,
} from "../factories/payments";
import { createOrderGroup } from "../factories/orders";
import { DAY, HOUR, insertAll, type Person, type SeedContext } from "../seed-context";
import { DEMO_GUEST_ORDER_TOKEN } from "../demo-ids";
import type { MarketplacePlan } from "./marketplace";
import type { PeoplePlan } from "./people";

export type OrdersPlan = ReturnType<typeof plan>;

const TOKEN_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

export function plan(ctx: SeedContext, people: PeoplePlan, shopPlan: MarketplacePlan) {
  const { root, now } = ctx;
  const { organizer, host, creator, vendor, customers } = people;
  const { plannedProducts, vendorProfiles } = shopPlan;
  // Product orders from vendor@'s shop, paid through the platform, so the seller's
  // earnings and the buyers' histories (organizer@ and host@ among them) show real rows.
  const rngOrders = root.fork("orders");
  const groupRows: Array<typeof schema.orderGroups.$inferInsert> = [];
  const orderRows: Array<typeof schema.orders.$inferInsert> = [];
  const orderItemRows: Array<typeof schema.orderItems.$inferInsert> = [];
  const orderPayments: Array<NewPaymentTransaction & { id: string }> = [];
  const orderLedger: NewLedgerEntry[] = [];
  const shop = plannedProducts.filter(
    (p) => p.ownerId === vendor.id && !p.pending && p.product.price > 0,
  );
  const shopProfile = vendorProfiles[0]!;
  const buyers = [organizer, host, creator, ...customers.slice(2, 7)];
  type Status = (typeof schema.orders.$inferInsert)["status"];
  const orderPlan: Array<[Person, number, Status]> = [
    [organizer, 3, "paid"],
    [host, 8, "shipped"],
    [creator, 15, "delivered"],
    [organizer, 41, "delivered"],
    ...buyers
      .slice(3)
      .map(
        (b, k) =>
          [b, 5 + k * 13, k % 3 === 0 ? "shipped" : "delivered"] as [Person, number, Status],
      ),
  ];
  for (const [k, [buyer, daysAgo, status]] of orderPlan.entries()) {
    const createdAt = new Date(now - daysAgo * DAY - rngOrders.int(1, 20) * HOUR);
    const picked = rngOrders.pickMany(shop, 1 + (k % 2));
    const items = picked.map((p) => ({
      product: p.product,
      quantity: p.product.isDigital ? 1 : rngOrders.int(1, 2),
    }));
    const subtotal = items.reduce((sum, i) => sum + i.product.price * i.quantity, 0);
    const deliveryFee = items.every((i) => i.product.isDigital) ? 0 : 2_500;
    const total = subtotal + deliveryFee;
    const platformFee = defaultFee("products", total);
    const orderId = rngOrders.uuid();
    const groupId = rngOrders.uuid();
    const paid = status !== "cancelled";
    const digital = items.every((i) => i.product.isDigital);
    const orderNumber = `ORD-${createdAt.toISOString().slice(2, 10).replaceAll("-", "")}-${rngOrders.code(6)}`;
    const payment = buildPaymentTransaction(rngOrders, {
      userId: buyer.id,
      transactionType: "order",
      paymentStatus: paid ? "completed" : "expired",
      failureReason: paid ? null : "expired",
      releasedAt: paid ? null : new Date(createdAt.getTime() + 30 * 60_000),
      purpose: `Order ${orderNumber}: ${items.map((i) => i.product.title).join(", ")}`,
      email: buyer.email,
      totalAmount: total,
      platformFee,
      orderId: groupId,
      metadata: { vendorId: shopProfile.id },
      createdAt,
    });
    orderPayments.push(payment);
    // An unpaid payment books nothing; its line still names the vendor.
    if (paid) orderLedger.push(...buildLedgerForPayment(payment, vendor.id));
    else payment.sellerUserId = vendor.id;
    groupRows.push({
      id: groupId,
      reference: orderNumber,
      accessToken: rngOrders.code(22, TOKEN_ALPHABET),
      buyerId: buyer.id,
      buyerEmail: buyer.email,
      buyerName: buyer.name,
      buyerPhone: buyer.phone,
      paymentTransactionId: payment.id,
      expiresAt: new Date(createdAt.getTime() + 15 * 60_000),
      createdAt,
    });
    orderRows.push({
      id: orderId,
      groupId,
      orderNumber,
      buyerId: buyer.id,
      vendorId: shopProfile.id,
      status,
      paymentStatus: paid ? "paid" : "expired",
      subtotal,
      deliveryFee,
      platformFee,
      total,
      buyerEmail: buyer.email,
      buyerName: buyer.name,
      deliveryMethod: digital ? "digital" : "delivery",
      deliveryZone: digital ? null : "same_state",
      carrier: status === "shipped" || status === "delivered" ? "GIG Logistics" : null,
      trackingNumber:
        status === "shipped" || status === "delivered"
          ? `GIG${rngOrders.code(9, "0123456789")}`
          : null,
      cancelledBy: paid ? null : "system",
      cancelledAt: paid ? null : new Date(createdAt.getTime() + 30 * 60_000),
      shippingName: buyer.name,
      shippingPhone: buyer.phone,
      shippingAddress: "12 Adeola Odeku Street, Victoria Island",
      shippingCity: "Lagos",
      shippingState: "Lagos",
      deliveryOption: deliveryFee ? "standard" : "digital",
      paymentTransactionId: payment.id,
      paidAt: paid ? createdAt : null,
      shippedAt:
        status === "shipped" || status === "delivered" ? new Date(createdAt.getTime() + DAY) : null,
      deliveredAt: status === "delivered" ? new Date(createdAt.getTime() + 3 * DAY) : null,
      createdAt,
      updatedAt: createdAt,
    });
    for (const i of items)
      orderItemRows.push({
        orderId,
        productId: i.product.id,
        title: i.product.title,
        unitPrice: i.product.price,
        quantity: i.quantity,
        isDigital: i.product.isDigital,
      });
  }

  // The vendor supports a creator too, so their own history is not empty either.
  const vendorGift = buildPaymentTransaction(rngOrders, {
    userId: vendor.id,
    transactionType: "donation",
    paymentStatus: "completed",
    purpose: `Donation to ${creator.name}`,
    email: vendor.email,
    totalAmount: 5_000,
    metadata: { recipientId: creator.id },
    createdAt: new Date(now - 10 * DAY),
  });
  orderPayments.push(vendorGift);
  orderLedger.push(...buildLedgerForPayment(vendorGift, creator.id));

  // Checkouts after issue 31 (order groups, one order per vendor, one payment line each):
  // viewer@ bought from vendor@'s shop in every status, and a guest once, so the buyer's
  // orders, the vendor's sales and the guest order page show real rows on a fresh start.
  const groupPlan: Array<{
    status: "placed" | "paid" | "shipped" | "delivered" | "cancelled";
    deliveryMethod: "delivery" | "pickup";
    daysAgo: number;
    guest?: boolean;
  }> = [
    { status: "paid", deliveryMethod: "delivery", daysAgo: 1 },
    { status: "paid", deliveryMethod: "pickup", daysAgo: 2 },
    { status: "shipped", deliveryMethod: "delivery", daysAgo: 4 },
    { status: "delivered", deliveryMethod: "delivery", daysAgo: 9 },
    { status: "cancelled", deliveryMethod: "delivery", daysAgo: 12 },
    { status: "paid", deliveryMethod: "delivery", daysAgo: 3, guest: true },
  ];
  const groups = {
    rng: root.fork("order-groups"),
    plan: groupPlan,
    buyer: people.viewer,
    vendorId: shopProfile.id,
    now,
  };

  return { groupRows, orderRows, orderItemRows, orderPayments, orderLedger, groups };
}

export async function insert(db: Db, plan: OrdersPlan): Promise<string> {
  await db.transaction(async (tx) => {
    await insertAll(tx, schema.paymentTransactions, plan.orderPayments);
    // Each order's payment line names the vendor order it pays (as checkout records it).
    const orderOf = new Map(plan.orderRows.map((o) => [o.paymentTransactionId, o.id]));
    await insertAll(
      tx,
      schema.paymentLines,
      buildPaymentLinesFor(plan.orderPayments, plan.orderLedger).map((line) => ({
        ...line,
        purchaseId: orderOf.get(line.transactionId) ?? null,
      })),
    );
    await insertAll(tx, schema.orderGroups, plan.groupRows);
    await insertAll(tx, schema.orders, plan.orderRows);
    // Every product has its variants by now (a simple product's comes with it): an
    // order item names the one it sold.
    const variants = await tx
      .select({ id: schema.productVariants.id, productId: schema.productVariants.productId })
      .from(schema.productVariants)
      .where(sql`${schema.productVariants.optionValues} = '{}'`);
    const variantOf = new Map(variants.map((v) => [v.productId, v.id]));
    await insertAll(
      tx,
      schema.orderItems,
      plan.orderItemRows.map((item) => ({
        ...item,
        variantId: (item.productId && variantOf.get(item.productId)) ?? null,
      })),
    );
    await insertAll(tx, schema.ledgerEntries, plan.orderLedger);
  });
  const { groups } = plan;
  const [store] = await db
    .select()
    .from(schema.vendorProfiles)
    .where(eq(schema.vendorProfiles.id, groups.vendorId));
  const stocked = await db
    .select()
    .from(schema.products)
    .where(
      and(
        eq(schema.products.vendorId, groups.vendorId),
        eq(schema.products.isDigital, false),
        eq(schema.products.status, "active"),
        gt(schema.products.stock, 5),
      ),
    )
    .orderBy(asc(schema.products.slug))
    .limit(3);
  if (store && stocked.length) {
    await db.transaction(async (tx) => {
      for (const [k, g] of groups.plan.entries()) {
        await createOrderGroup(
          tx,
          {
            buyer: g.guest ? null : groups.buyer,
            buyerEmail: g.guest ? "guest.buyer@example.com" : groups.buyer.email,
            buyerName: g.guest ? "Tolu Adebayo" : groups.buyer.name,
            ...(g.guest ? { accessToken: DEMO_GUEST_ORDER_TOKEN } : {}),
            vendor: store,
            items: [{ product: stocked[k % stocked.length]!, quantity: 1 + (k % 2) }],
            status: g.status,
            deliveryMethod: g.deliveryMethod,
            createdAt: new Date(groups.now - g.daysAgo * DAY - (k + 1) * HOUR),
          },
          groups.rng,
        );
      }
    });
  }
  return `orders: ${plan.orderRows.length} + ${groups.plan.length} checkouts`;
}
