import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { carts, cartItems, ledgerEntries, orders, productVariants } from "~/db/schema";
import { findPayment, verifyPendingPayment } from "~/features/payments/checkout.server";
import { getDb } from "~/lib/db/client.server";
import { createProduct, createVendorProfile } from "../../../scripts/seed/factories/marketplace";
import { startFakePaystack, type FakePaystack } from "../../../tests/fakes/paystack";
import { setEnv, startWebhookServer } from "../../../tests/support/payment-webhooks";
import { placeOrder } from "./place-order.server";

// One completion path keyed by the payment reference (issue 31): the verify call (the
// result page) and replays of the provider's signed webhook, all at once.
const SECRET = "sk_test_fake_naija_0123456789";
let fake: FakePaystack;
let ours: Awaited<ReturnType<typeof startWebhookServer>>;
let restoreEnv: () => void;

beforeAll(async () => {
  ours = await startWebhookServer();
  fake = await startFakePaystack({
    secretKey: SECRET,
    webhookUrl: `${ours.origin}/api/payments/webhooks/paystack`,
  });
  restoreEnv = setEnv({
    PAYSTACK_SECRET_KEY: SECRET,
    PAYSTACK_BASE_URL: fake.url,
    PAYMENT_PROVIDER_TIMEOUT_MS: "2000",
  });
});
afterAll(async () => {
  restoreEnv?.();
  await fake?.stop();
  await ours?.stop();
});

it("5 completions and 3 replays of a signed webhook at once: one paid group, one set of ledger entries, one stock decrement", async () => {
  const db = await getDb();
  const stores = [
    await createVendorProfile(db, { feeElsewhere: 2_000 }),
    await createVendorProfile(db, { feeElsewhere: 3_000 }),
  ];
  const variants = [];
  for (const s of stores) {
    const p = await createProduct(db, { vendorId: s.id, price: 4_000, stock: 5, isDigital: false });
    const [v] = await db.select().from(productVariants).where(eq(productVariants.productId, p.id));
    variants.push(v!);
  }
  const [cart] = await db.insert(carts).values({}).returning();
  await db.insert(cartItems).values(
    variants.map((v) => ({
      cartId: cart!.id,
      productId: v.productId,
      variantId: v.id,
      quantity: 2,
      unitPrice: v.price,
    })),
  );
  const address = {
    method: "delivery",
    state: "Kano",
    city: "Kano",
    street: "1 Zoo Road",
    landmark: null,
  } as const;
  const placed = await placeOrder({
    cartId: cart!.id,
    buyer: { userId: null, name: "Racer", email: "racer@example.com", phone: null },
    delivery: { [stores[0]!.id]: address, [stores[1]!.id]: address },
    provider: "paystack",
    origin: "http://localhost:3000",
  });
  const hook = fake.webhookUrl;
  fake.webhookUrl = undefined; // paid without the automatic delivery
  await fake.pay(placed.reference, "success");
  fake.webhookUrl = hook;
  const data = fake.publicTransaction(placed.reference);
  const answers = await Promise.all([
    ...Array.from({ length: 5 }, () => verifyPendingPayment(placed.reference).then(() => null)),
    ...Array.from({ length: 3 }, () => fake.sendWebhook("charge.success", data)),
  ]);
  expect(answers.filter((a) => a !== null).map((a) => a!.status)).toEqual([200, 200, 200]);

  const txn = (await findPayment(placed.reference))!;
  expect(txn.paymentStatus).toBe("completed");
  const ledger = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, txn.id));
  expect(ledger.filter((e) => e.entryType === "sale")).toHaveLength(2);
  expect(ledger.reduce((s, e) => s + e.amount, 0)).toBe(txn.totalAmount);
  for (const v of variants) {
    const [now] = await db.select().from(productVariants).where(eq(productVariants.id, v.id));
    expect(now!.stock).toBe(3);
  }
  const groupOrders = await db.select().from(orders).where(eq(orders.groupId, placed.groupId));
  expect(groupOrders.map((o) => o.status)).toEqual(["paid", "paid"]);
});
