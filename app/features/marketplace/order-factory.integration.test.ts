import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ledgerEntries, paymentLines, productVariants } from "~/db/schema";
import { refundPayment } from "~/features/payments/refunds.server";
import { getDb } from "~/lib/db/client.server";
import { createProduct, createVendorProfile } from "../../../scripts/seed/factories/marketplace";
import { activeHoldsOf, createOrderGroup } from "../../../scripts/seed/factories/orders";
import { createUser } from "../../../scripts/seed/factories/users";

// The orders factory writes what a paid checkout would: tests of what happens after
// purchase build on it, so it must be refundable like a real payment.

describe("createOrderGroup", () => {
  it("writes one order per vendor, one payment line each, a balanced ledger and takes the stock", async () => {
    const db = await getDb();
    const buyer = await createUser(db, { role: "viewer" });
    const [a, b] = [await createVendorProfile(db), await createVendorProfile(db)];
    const pa = await createProduct(db, { vendorId: a.id, price: 10_000, stock: 5 });
    const pb = await createProduct(db, { vendorId: b.id, price: 4_000, stock: 9 });
    const made = await createOrderGroup(db, {
      buyer,
      items: [
        { product: pa, quantity: 2 },
        { product: pb, quantity: 1 },
      ],
    });
    expect(made.orders).toHaveLength(2);
    expect(made.lines.map((l) => l.purchaseId).sort()).toEqual(made.orders.map((o) => o.id).sort());
    expect(made.payment.totalAmount).toBe(made.orders.reduce((s, o) => s + o.total, 0));
    expect(made.orders.find((o) => o.vendorId === a.id)).toMatchObject({
      subtotal: 20_000,
      deliveryFee: 2_500,
      total: 22_500,
      status: "paid",
      paymentStatus: "paid",
    });
    const [{ sum }] = (await db
      .select({ sum: sql<number>`sum(${ledgerEntries.amount})::int` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, made.payment.id))) as [{ sum: number }];
    expect(sum).toBe(made.payment.totalAmount);
    const [va] = await db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, pa.id));
    expect(va!.stock).toBe(3);
  });

  it("is refundable one vendor line at a time through refundPayment", async () => {
    const db = await getDb();
    const made = await createOrderGroup(db, { items: [{ quantity: 1 }] });
    const done = await refundPayment({
      paymentId: made.payment.id,
      lineId: made.line.id,
      reason: "test",
      actor: { kind: "system", cause: "order_cancelled" },
    });
    expect(done.outcome).toBe("applied");
    const [line] = await db.select().from(paymentLines).where(eq(paymentLines.id, made.line.id));
    expect(line!.refundedAmount).toBe(line!.amount);
  });

  it("holds the stock of a placed (unpaid) group", async () => {
    const db = await getDb();
    const made = await createOrderGroup(db, { status: "placed", items: [{ quantity: 2 }] });
    expect(made.payment.paymentStatus).toBe("pending");
    expect(made.order.paymentStatus).toBe("pending");
    expect(await activeHoldsOf(db, made.group.id)).toMatchObject([{ quantity: 2 }]);
  });
});
