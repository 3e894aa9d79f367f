import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cartItems,
  carts,
  holds,
  ledgerEntries,
  orderGroups,
  orderItems,
  orders,
  outgoingMail,
  paymentLines,
  pickupPoints,
  products,
  productVariants,
} from "~/db/schema";
import { confirmPayment, findPayment } from "~/features/payments/checkout.server";
import { signTestOutcome, testResultFromCallback } from "~/features/payments/providers/test.server";
import { refundPayment } from "~/features/payments/refunds.server";
import { JOBS } from "~/jobs.server";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { runDueJobs } from "~/lib/jobs/queue.server";
import { createProduct, createVendorProfile } from "../../../scripts/seed/factories/marketplace";
import { createUser } from "../../../scripts/seed/factories/users";
import { setEnv } from "../../../tests/support/payment-webhooks";
import { payWithTestProvider } from "../../../tests/support/test-payments";
import { cancelOrder } from "./cancel-order.server";
import { placeOrder, quoteCheckout, type DeliveryInput } from "./place-order.server";

let restoreEnv: () => void;
beforeAll(() => {
  restoreEnv = setEnv({
    PAYSTACK_SECRET_KEY: undefined,
    PAYPAL_CLIENT_ID: undefined,
    PAYMENTS_TEST_MODE: undefined,
    SMTP_URL: undefined,
  });
});
afterAll(() => restoreEnv?.());

const ORIGIN = "http://localhost:3000";
let n = 0;

async function store(fees: Partial<Parameters<typeof createVendorProfile>[1]> = {}) {
  const db = await getDb();
  return createVendorProfile(db, {
    shipFromState: "Lagos",
    shipFromCity: "Ikeja",
    feeSameCity: 1_500,
    feeSameState: 2_500,
    feeElsewhere: 4_000,
    ...fees,
  });
}

/** A simple product of the store and its one variant. */
async function item(vendorId: string, price: number, stock: number, extra = {}) {
  const db = await getDb();
  const product = await createProduct(db, {
    vendorId,
    price,
    stock,
    isDigital: false,
    perOrderLimit: null,
    ...extra,
  });
  const [variant] = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, product.id));
  return { product, variant: variant! };
}

type Stocked = Awaited<ReturnType<typeof item>>;

/** A cart with these lines at the price the buyer saw (today's, unless given). */
async function cartWith(lines: Array<[Stocked, number, number?]>) {
  const db = await getDb();
  const [cart] = await db.insert(carts).values({}).returning();
  for (const [s, quantity, seen] of lines) {
    await db.insert(cartItems).values({
      cartId: cart!.id,
      productId: s.product.id,
      variantId: s.variant.id,
      quantity,
      unitPrice: seen ?? s.variant.price,
    });
  }
  return cart!.id;
}

const lagos: DeliveryInput = {
  method: "delivery",
  state: "Lagos",
  city: "Ikeja",
  street: "12 Allen Avenue",
  landmark: "Near the filling station",
};

function checkout(
  cartId: string,
  delivery: Record<string, DeliveryInput>,
  buyer = { userId: null as string | null, name: `Buyer ${++n}`, email: `shop${n}@example.com` },
) {
  return placeOrder({
    cartId,
    buyer: { ...buyer, phone: "+2348012345678" },
    delivery,
    provider: "paystack",
    origin: ORIGIN,
  });
}

const pay = payWithTestProvider;

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.userMessage;
    throw error;
  }
  throw new Error("expected a refusal");
}

async function stockOf(s: Stocked) {
  const db = await getDb();
  const [v] = await db.select().from(productVariants).where(eq(productVariants.id, s.variant.id));
  return v!.stock;
}

async function ordersOf(groupId: string) {
  const db = await getDb();
  return db.select().from(orders).where(eq(orders.groupId, groupId)).orderBy(orders.total);
}

async function liveHolds(groupId: string) {
  const db = await getDb();
  return db
    .select()
    .from(holds)
    .where(
      and(
        eq(holds.purchaseId, groupId),
        sql`${holds.releasedAt} is null and ${holds.expiresAt} > now()`,
      ),
    );
}

/** Ends a checkout's hold as if its 15 minutes had passed. */
async function expire(groupId: string) {
  const db = await getDb();
  await db
    .update(holds)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(holds.purchaseId, groupId));
}

async function counts() {
  const db = await getDb();
  const [row] = await db
    .execute<{ groups: number; holds: number }>(
      sql`select (select count(*)::int from order_groups) as groups, (select count(*)::int from holds where purchase_type = 'order') as holds`,
    )
    .then((r) => (r as unknown as { rows: Array<{ groups: number; holds: number }> }).rows);
  return row!;
}

describe("checkout", () => {
  it("places one order per vendor with delivery fees, holds the stock, and one payment line each", async () => {
    const a = await store();
    const b = await store({ freeDeliveryOver: 10_000 });
    const tote = await item(a.id, 6_000, 5);
    const scarf = await item(b.id, 12_000, 3);
    const cartId = await cartWith([
      [tote, 2],
      [scarf, 1],
    ]);
    const placed = await checkout(cartId, { [a.id]: lagos, [b.id]: { ...lagos, state: "Oyo" } });
    expect(placed.total).toBe(12_000 + 1_500 + 12_000);
    expect(placed.accessToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const [first, second] = await ordersOf(placed.groupId);
    expect(first).toMatchObject({
      vendorId: b.id,
      status: "placed",
      paymentStatus: "pending",
      deliveryFee: 0,
      deliveryZone: "free",
      total: 12_000,
    });
    expect(second).toMatchObject({
      vendorId: a.id,
      subtotal: 12_000,
      deliveryFee: 1_500,
      deliveryZone: "same_city",
      total: 13_500,
      shippingAddress: "12 Allen Avenue",
      shippingLandmark: "Near the filling station",
    });
    // Held, not sold: the stock stays until the payment lands.
    expect(await stockOf(tote)).toBe(5);
    expect(await liveHolds(placed.groupId)).toHaveLength(2);
    const txn = (await findPayment(placed.reference))!;
    expect(txn).toMatchObject({
      transactionType: "order",
      orderId: placed.groupId,
      totalAmount: 25_500,
    });
    const db = await getDb();
    const lines = await db
      .select()
      .from(paymentLines)
      .where(eq(paymentLines.transactionId, txn.id))
      .orderBy(paymentLines.position);
    expect(lines.map((l) => [l.payeeUserId, l.amount, l.purchaseId])).toEqual(
      expect.arrayContaining([
        [a.userId, 13_500, second!.id],
        [b.userId, 12_000, first!.id],
      ]),
    );
    const [group] = await db.select().from(orderGroups).where(eq(orderGroups.id, placed.groupId));
    expect(group!.paymentTransactionId).toBe(txn.id);
    expect(JSON.stringify(txn.metadata)).toContain(`/orders/${placed.accessToken}`);
  });

  it("payment takes the stock, books each vendor's line, empties the cart and mails one per order", async () => {
    const a = await store();
    const b = await store();
    const tote = await item(a.id, 6_000, 5);
    const scarf = await item(b.id, 4_000, 3);
    const cartId = await cartWith([
      [tote, 2],
      [scarf, 3],
    ]);
    const placed = await checkout(cartId, { [a.id]: lagos, [b.id]: lagos });
    expect((await pay(placed.reference)).outcome).toBe("confirmed");
    expect(await stockOf(tote)).toBe(3);
    expect(await stockOf(scarf)).toBe(0);
    const db = await getDb();
    const [p] = await db.select().from(products).where(eq(products.id, scarf.product.id));
    expect(p!.stock).toBe(0);
    for (const o of await ordersOf(placed.groupId)) {
      expect(o).toMatchObject({ status: "paid", paymentStatus: "paid" });
      expect(o.paidAt).not.toBeNull();
    }
    expect(await liveHolds(placed.groupId)).toHaveLength(0);
    expect(await db.select().from(cartItems).where(eq(cartItems.cartId, cartId))).toHaveLength(0);
    const txn = (await findPayment(placed.reference))!;
    const ledger = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, txn.id));
    const sale = (userId: string) =>
      ledger.filter((e) => e.userId === userId && e.entryType === "sale").map((e) => e.amount);
    expect(ledger.reduce((s, e) => s + e.amount, 0)).toBe(txn.totalAmount);
    expect(sale(a.userId)).toHaveLength(1);
    expect(sale(b.userId)).toHaveLength(1);
    const mails = await db.select().from(outgoingMail).where(eq(outgoingMail.to, txn.email));
    expect(mails.filter((m) => m.template === "order_placed")).toHaveLength(2);
    expect(mails.filter((m) => m.template === "payment_receipt")).toHaveLength(0);
    expect(mails.find((m) => m.template === "order_placed")!.text).toContain(
      `/orders/${placed.accessToken}`,
    );
  });

  it("refuses a changed price, stock gone, a withdrawn product and an address out of the store's zones; nothing is written", async () => {
    const a = await store({ feeElsewhere: null });
    const tote = await item(a.id, 6_000, 10);
    const before = await counts();
    const changed = await cartWith([[tote, 1, 5_000]]);
    expect((await refusal(checkout(changed, { [a.id]: lagos }))).title).toBe("Price changed");
    const huge = await cartWith([[tote, 1e9]]);
    expect((await refusal(checkout(huge, { [a.id]: lagos }))).title).toBe("Out of stock");
    const far = await cartWith([[tote, 1]]);
    expect(
      (await refusal(checkout(far, { [a.id]: { ...lagos, state: "Kano", city: "Kano" } }))).title,
    ).toBe("Shipping address problem");
    expect(
      (
        await refusal(
          checkout(far, { [a.id]: { method: "pickup", pickupPointId: crypto.randomUUID() } }),
        )
      ).title,
    ).toBe("Shipping address problem");
    const db = await getDb();
    await db.update(products).set({ status: "inactive" }).where(eq(products.id, tote.product.id));
    expect((await refusal(checkout(far, { [a.id]: lagos }))).title).toBe("Seller unavailable");
    expect(await counts()).toEqual(before);
    expect(await stockOf(tote)).toBe(10);
  });

  it("a pickup order gets its collection code and no delivery fee", async () => {
    const a = await store();
    const db = await getDb();
    const [point] = await db
      .insert(pickupPoints)
      .values({
        vendorId: a.id,
        name: "Ikeja shop",
        address: "3 Awolowo Way",
        city: "Ikeja",
        state: "Lagos",
      })
      .returning();
    const tote = await item(a.id, 6_000, 2);
    const placed = await checkout(await cartWith([[tote, 1]]), {
      [a.id]: { method: "pickup", pickupPointId: point!.id },
    });
    const [order] = await ordersOf(placed.groupId);
    expect(order).toMatchObject({
      deliveryMethod: "pickup",
      deliveryFee: 0,
      pickupPointId: point!.id,
    });
    expect(order!.collectionCode).toMatch(/^\d{6}$/);
  });

  it("6 + 5 of a stock of 10 are refused as a whole; 11 in one line too", async () => {
    const a = await store();
    const tee = await item(a.id, 3_000, 10);
    await checkout(await cartWith([[tee, 6]]), { [a.id]: lagos });
    const second = await refusal(checkout(await cartWith([[tee, 5]]), { [a.id]: lagos }));
    expect(second.message).toContain("Only 4");
    expect((await refusal(checkout(await cartWith([[tee, 11]]), { [a.id]: lagos }))).title).toBe(
      "Out of stock",
    );
    expect(await stockOf(tee)).toBe(10);
  });

  it("the per-order limit counts the buyer's other live checkouts", async () => {
    const a = await store();
    const tee = await item(a.id, 3_000, 50, { perOrderLimit: 3 });
    const buyer = { userId: null, name: "Capped", email: "capped@example.com" };
    expect(
      (await refusal(checkout(await cartWith([[tee, 4]]), { [a.id]: lagos }, buyer))).title,
    ).toBe("Too many in one order");
    await checkout(await cartWith([[tee, 2]]), { [a.id]: lagos }, buyer);
    const again = await refusal(checkout(await cartWith([[tee, 2]]), { [a.id]: lagos }, buyer));
    expect(again.message).toContain("already paying for 2");
  });

  it("a pickup point of another store is refused; nothing is written", async () => {
    const a = await store();
    const b = await store();
    const db = await getDb();
    const [theirs] = await db
      .insert(pickupPoints)
      .values({ vendorId: b.id, name: "B's shop", address: "1 Road", city: "Yaba", state: "Lagos" })
      .returning();
    const tote = await item(a.id, 6_000, 2);
    const before = await counts();
    const refused = await refusal(
      checkout(await cartWith([[tote, 1]]), {
        [a.id]: { method: "pickup", pickupPointId: theirs!.id },
      }),
    );
    expect(refused.title).toBe("Shipping address problem");
    expect(await counts()).toEqual(before);
  });

  it("a new checkout by the same session replaces its unpaid one: the old orders end, their stock is free", async () => {
    const a = await store();
    const last = await item(a.id, 2_000, 1);
    const holder = { session: "guest:same-browser-session-01", clientIp: null };
    const run = async () =>
      placeOrder({
        cartId: await cartWith([[last, 1]]),
        buyer: { userId: null, name: "Twice", email: "twice@example.com", phone: null },
        delivery: { [a.id]: lagos },
        holder,
        provider: "paystack",
        origin: ORIGIN,
      });
    const first = await run();
    const second = await run();
    expect((await ordersOf(first.groupId))[0]).toMatchObject({
      status: "cancelled",
      cancelledBy: "system",
    });
    expect(await liveHolds(first.groupId)).toHaveLength(0);
    expect(await liveHolds(second.groupId)).toHaveLength(1);
  });

  it("the server's quote shows the problems and each vendor's total without writing", async () => {
    const a = await store();
    const tote = await item(a.id, 6_000, 1);
    const cartId = await cartWith([[tote, 2, 5_500]]);
    const quote = await quoteCheckout({ cartId, delivery: { [a.id]: lagos } });
    expect(quote.problems.map((p) => p.title)).toEqual(["Price changed"]);
    expect(quote.groups[0]).toMatchObject({ subtotal: 12_000, total: 13_500 });
  });
});

describe("holds and late payments", () => {
  it("an expired hold frees its stock for the next buyer at once", async () => {
    const a = await store();
    const last = await item(a.id, 2_000, 1);
    const first = await checkout(await cartWith([[last, 1]]), { [a.id]: lagos });
    expect((await refusal(checkout(await cartWith([[last, 1]]), { [a.id]: lagos }))).title).toBe(
      "Out of stock",
    );
    await expire(first.groupId);
    const second = await checkout(await cartWith([[last, 1]]), { [a.id]: lagos });
    expect((await pay(second.reference)).outcome).toBe("confirmed");
    expect(await stockOf(last)).toBe(0);
  });

  it("a late payment is filled when the stock is still there", async () => {
    const a = await store();
    const tote = await item(a.id, 2_000, 4);
    const placed = await checkout(await cartWith([[tote, 2]]), { [a.id]: lagos });
    await expire(placed.groupId);
    expect((await pay(placed.reference)).outcome).toBe("confirmed");
    expect(await stockOf(tote)).toBe(2);
    expect((await ordersOf(placed.groupId))[0]).toMatchObject({ status: "paid" });
  });

  it("a late payment whose stock is gone is refunded whole and the buyer told", async () => {
    const a = await store();
    const last = await item(a.id, 2_000, 1);
    const late = await checkout(await cartWith([[last, 1]]), { [a.id]: lagos });
    await expire(late.groupId);
    const other = await checkout(await cartWith([[last, 1]]), { [a.id]: lagos });
    expect((await pay(other.reference)).outcome).toBe("confirmed");
    expect((await pay(late.reference)).outcome).toBe("unfulfillable");
    expect(await stockOf(last)).toBe(0);
    expect((await ordersOf(late.groupId))[0]).toMatchObject({ status: "cancelled" });
    await runDueJobs(JOBS);
    expect(await findPayment(late.reference)).toMatchObject({
      paymentStatus: "refunded",
      refundedAmount: 3_500,
    });
    // The order says so too: its own payment status, not derived through joins.
    expect((await ordersOf(late.groupId))[0]).toMatchObject({
      status: "cancelled",
      paymentStatus: "refunded",
    });
  });

  it("one vendor out of stock: that line alone is refunded, the other order stands, the ledger nets to zero for it", async () => {
    const a = await store();
    const b = await store();
    const gone = await item(a.id, 5_000, 1);
    const kept = await item(b.id, 3_000, 5);
    const cartId = await cartWith([
      [gone, 1],
      [kept, 2],
    ]);
    const late = await checkout(cartId, { [a.id]: lagos, [b.id]: lagos });
    await expire(late.groupId);
    const rival = await checkout(await cartWith([[gone, 1]]), { [a.id]: lagos });
    expect((await pay(rival.reference)).outcome).toBe("confirmed");

    expect((await pay(late.reference)).outcome).toBe("confirmed");
    const placedOrders = await ordersOf(late.groupId);
    const orderA = placedOrders.find((o) => o.vendorId === a.id);
    const orderB = placedOrders.find((o) => o.vendorId === b.id);
    expect(orderA).toMatchObject({ vendorId: a.id, status: "cancelled", cancelledBy: "system" });
    expect(orderB).toMatchObject({ vendorId: b.id, status: "paid", paymentStatus: "paid" });
    expect(await stockOf(kept)).toBe(3);
    expect(await stockOf(gone)).toBe(0);
    // Only vendor A's item left in the cart.
    const db = await getDb();
    const left = await db.select().from(cartItems).where(eq(cartItems.cartId, cartId));
    expect(left.map((l) => l.variantId)).toEqual([gone.variant.id]);

    expect(await runDueJobs(JOBS)).toBeGreaterThanOrEqual(1);
    const txn = (await findPayment(late.reference))!;
    expect(txn).toMatchObject({ paymentStatus: "partially_refunded", refundedAmount: 6_500 });
    const [a2, b2] = [
      (await ordersOf(late.groupId)).find((o) => o.vendorId === a.id)!,
      (await ordersOf(late.groupId)).find((o) => o.vendorId === b.id)!,
    ];
    expect(a2).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    expect(b2).toMatchObject({ status: "paid", paymentStatus: "paid" });
    const ledger = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, txn.id));
    const net = (userId: string) =>
      ledger.filter((e) => e.userId === userId).reduce((s, e) => s + e.amount, 0);
    expect(net(a.userId)).toBe(0);
    expect(net(b.userId)).toBeGreaterThan(0);
    expect(ledger.reduce((s, e) => s + e.amount, 0)).toBe(7_500);
    const told = await db
      .select()
      .from(outgoingMail)
      .where(
        and(eq(outgoingMail.to, txn.email), eq(outgoingMail.template, "purchase_unfulfillable")),
      );
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(orderA!.orderNumber);
    expect(told[0]!.text).toContain("₦6,500");
  });

  it("a cancelled unpaid order ends its payment and frees its stock at once; a success landing later is refunded and the order stays cancelled", async () => {
    const a = await store();
    const last = await item(a.id, 2_000, 1);
    const gaveUp = await checkout(await cartWith([[last, 1]]), { [a.id]: lagos });
    const [order] = await ordersOf(gaveUp.groupId);
    // A guest, through the e-mailed link.
    await cancelOrder({
      orderId: order!.id,
      actor: { user: null, accessToken: gaveUp.accessToken },
    });
    expect(await findPayment(gaveUp.reference)).toMatchObject({
      paymentStatus: "cancelled",
      failureReason: "order_cancelled",
    });
    expect(await liveHolds(gaveUp.groupId)).toHaveLength(0);
    expect((await ordersOf(gaveUp.groupId))[0]).toMatchObject({
      status: "cancelled",
      paymentStatus: "failed",
    });
    // The last unit is for sale again, with no wait for the hold's 15 minutes.
    const next = await checkout(await cartWith([[last, 1]]), { [a.id]: lagos });
    expect((await pay(next.reference)).outcome).toBe("confirmed");

    // Paystack cannot cancel the first payment: the buyer still pays on its page.
    expect((await pay(gaveUp.reference)).outcome).toBe("unfulfillable");
    await runDueJobs(JOBS);
    expect(await findPayment(gaveUp.reference)).toMatchObject({
      paymentStatus: "refunded",
      refundedAmount: 3_500,
    });
    expect((await ordersOf(gaveUp.groupId))[0]).toMatchObject({
      status: "cancelled",
      cancelledBy: "buyer",
      paymentStatus: "refunded",
    });
    expect(await stockOf(last)).toBe(0);
    const db = await getDb();
    const told = await db
      .select()
      .from(outgoingMail)
      .where(
        and(
          eq(outgoingMail.to, (await findPayment(gaveUp.reference))!.email),
          eq(outgoingMail.template, "purchase_unfulfillable"),
        ),
      );
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain("cancelled before your payment reached us");
  });

  it("a cancelled unpaid order stays cancelled even when its stock is still there; a signed-in buyer's too", async () => {
    const a = await store();
    const tote = await item(a.id, 2_000, 5);
    const buyer = await createUser(await getDb(), { role: "viewer" });
    const placed = await checkout(
      await cartWith([[tote, 2]]),
      { [a.id]: lagos },
      {
        userId: buyer.id,
        name: buyer.name,
        email: buyer.email,
      },
    );
    const [order] = await ordersOf(placed.groupId);
    await cancelOrder({ orderId: order!.id, actor: { user: { id: buyer.id, role: "viewer" } } });
    expect((await pay(placed.reference)).outcome).toBe("unfulfillable");
    expect(await stockOf(tote)).toBe(5);
    await runDueJobs(JOBS);
    expect(await findPayment(placed.reference)).toMatchObject({ paymentStatus: "refunded" });
    expect((await ordersOf(placed.groupId))[0]).toMatchObject({ status: "cancelled" });
  });

  it("one vendor's unpaid order cancelled: its stock is free at once, the payment stays open for the other, and that line alone is refunded when it lands", async () => {
    const a = await store();
    const b = await store();
    const dropped = await item(a.id, 5_000, 1);
    const kept = await item(b.id, 3_000, 5);
    const both = await checkout(
      await cartWith([
        [dropped, 1],
        [kept, 2],
      ]),
      { [a.id]: lagos, [b.id]: lagos },
    );
    const orderA = (await ordersOf(both.groupId)).find((o) => o.vendorId === a.id)!;
    await cancelOrder({ orderId: orderA.id, actor: { user: null, accessToken: both.accessToken } });
    expect(await findPayment(both.reference)).toMatchObject({ paymentStatus: "pending" });
    expect((await liveHolds(both.groupId)).map((h) => h.subjectId)).toEqual([kept.variant.id]);

    expect((await pay(both.reference)).outcome).toBe("confirmed");
    await runDueJobs(JOBS);
    const after = await ordersOf(both.groupId);
    expect(after.find((o) => o.vendorId === a.id)).toMatchObject({
      status: "cancelled",
      paymentStatus: "refunded",
    });
    expect(after.find((o) => o.vendorId === b.id)).toMatchObject({ status: "paid" });
    expect(await findPayment(both.reference)).toMatchObject({
      paymentStatus: "partially_refunded",
      refundedAmount: orderA.total,
    });
    expect(await stockOf(dropped)).toBe(1);
    expect(await stockOf(kept)).toBe(3);
  });

  it("release (a failed payment) cancels the placed orders and frees the stock; a refund of a paid order restocks it once", async () => {
    const a = await store();
    const tote = await item(a.id, 2_000, 3);
    const failed = await checkout(await cartWith([[tote, 3]]), { [a.id]: lagos });
    const txn = (await findPayment(failed.reference))!;
    const declined = testResultFromCallback({
      reference: failed.reference,
      outcome: "decline",
      amount: txn.totalAmount * 100,
      currency: "NGN",
      signature: signTestOutcome(failed.reference, "decline", txn.totalAmount * 100, "NGN"),
    })!;
    await confirmPayment(failed.reference, declined);
    await confirmPayment(failed.reference, declined);
    expect((await ordersOf(failed.groupId))[0]).toMatchObject({
      status: "cancelled",
      paymentStatus: "failed",
      cancelledBy: "system",
    });
    expect(await liveHolds(failed.groupId)).toHaveLength(0);

    const bought = await checkout(await cartWith([[tote, 3]]), { [a.id]: lagos });
    await pay(bought.reference);
    expect(await stockOf(tote)).toBe(0);
    const paid = (await findPayment(bought.reference))!;
    const admin = await createUser(await getDb(), { role: "admin" });
    await refundPayment({ paymentId: paid.id, reason: "test", actor: { id: admin.id } });
    expect((await ordersOf(bought.groupId))[0]).toMatchObject({
      status: "refunded",
      paymentStatus: "refunded",
    });
    expect(await stockOf(tote)).toBe(3);
    const db = await getDb();
    const items = await db
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          (await ordersOf(bought.groupId)).map((o) => o.id),
        ),
      );
    expect(items[0]).toMatchObject({ title: tote.product.title, quantity: 3, unitPrice: 2_000 });
  });
});
