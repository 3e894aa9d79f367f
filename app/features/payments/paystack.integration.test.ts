import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ledgerEntries,
  notifications,
  outgoingMail,
  paymentTransactions,
  payoutAccounts,
} from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { checkoutToasts, paymentErrors } from "~/features/payments/messages";
import { setEnv, startWebhookServer } from "../../../tests/support/payment-webhooks";
import { startFakePaystack, type FakePaystack } from "../../../tests/fakes/paystack";
import { createUser } from "../../../scripts/seed/factories/users";
import {
  createPayment,
  findPayment,
  reconcileExpiredPayments,
  verifyPendingPayment,
  type PaymentTransaction,
} from "./checkout.server";
import {
  registerWithStandIns,
  restoreFulfilments,
  standInFulfilment,
  standInType,
} from "../../../tests/support/fulfilments";
import { earningsAnalytics } from "./history.server";
import { failureMessage } from "./payment-status";
import { sellerBalances } from "./balances.server";
import { refundPaystack } from "./providers/paystack.server";
import { refundPayment } from "./refunds.server";

const SECRET = "sk_test_fake_naija_0123456789";

let fake: FakePaystack;
let ours: Awaited<ReturnType<typeof startWebhookServer>>;
let restoreEnv: () => void;
const calls = { fulfil: [] as string[], release: [] as string[] };

beforeAll(async () => {
  ours = await startWebhookServer();
  fake = await startFakePaystack({
    secretKey: SECRET,
    webhookUrl: `${ours.origin}/api/payments/webhooks/paystack`,
  });
  restoreEnv = setEnv({
    PAYSTACK_SECRET_KEY: SECRET,
    PAYSTACK_BASE_URL: fake.url,
    PAYMENT_PROVIDER_TIMEOUT_MS: "400",
  });
  // A stand-in purchase: records each fulfil and release it is asked for.
  const standIn = standInFulfilment();
  registerWithStandIns({
    order: {
      ...standIn.fulfilment,
      fulfil: async ({ txn }) => {
        calls.fulfil.push(txn.paymentReference);
        return { kind: "fulfilled" };
      },
      release: async ({ txn }) => void calls.release.push(txn.paymentReference),
    },
  });
});

afterAll(async () => {
  restoreFulfilments();
  restoreEnv?.();
  await fake?.stop();
  await ours?.stop();
});

beforeEach(() => {
  fake.mode = "up";
  calls.fulfil.length = 0;
  calls.release.length = 0;
});

async function buyer() {
  const db = await getDb();
  return createUser(db, { role: "viewer" });
}

async function startOrder(
  amount = 12_500,
  sellerUserId: string | null = null,
  feeCategory: "products" | "events" = "products",
) {
  return startOrderFor(await buyer(), amount, sellerUserId, feeCategory);
}

async function startOrderFor(
  user: Awaited<ReturnType<typeof buyer>>,
  amount = 12_500,
  sellerUserId: string | null = null,
  feeCategory: "products" | "events" = "products",
) {
  const started = await createPayment({
    transactionType: standInType("order"),
    orderId: crypto.randomUUID(),
    userId: user.id,
    email: user.email,
    amount,
    feeCategory,
    provider: "paystack",
    purpose: "Product order",
    origin: "http://localhost:3000",
    sellerUserId,
  });
  return { user, ...started };
}

const count = (list: string[], ref: string) => list.filter((r) => r === ref).length;

async function ledgerFor(txn: PaymentTransaction) {
  const db = await getDb();
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, txn.id));
}

describe("Paystack checkout against the fake", () => {
  it("initialize → pay on the hosted page → signed webhook → one fulfilment and the ledger", async () => {
    const db = await getDb();
    const seller = await createUser(db, { role: "vendor" });
    const { reference, redirectUrl, provider } = await startOrder(12_500, seller.id);
    expect(provider).toBe("paystack");
    expect(redirectUrl.startsWith(`${fake.url}/checkout/`)).toBe(true);

    const sent = fake.transactions.get(reference)!;
    expect(sent.amount).toBe(1_250_000); // kobo
    expect(sent._channels).toEqual(["card", "bank", "ussd", "bank_transfer"]);
    expect(sent._callback_url).toBe(`http://localhost:3000/payments/result?reference=${reference}`);

    const page = await fetch(redirectUrl);
    expect(page.status).toBe(200);
    const paid = await fetch(redirectUrl, {
      method: "POST",
      body: new URLSearchParams({ outcome: "success" }),
      redirect: "manual",
    });
    expect(paid.status).toBe(302);
    expect(paid.headers.get("location")).toContain(`reference=${reference}`);

    const txn = (await findPayment(reference))!;
    expect(txn.paymentStatus).toBe("completed");
    expect(txn.platformFee).toBe(1_875); // products 15 %
    expect(txn.netAmount).toBe(10_625);
    expect(txn.paymentMethod).toBe("card");
    expect(txn.providerPayload).toMatchObject({ reference, status: "success", amount: 1_250_000 });
    expect(count(calls.fulfil, reference)).toBe(1);
    const ledger = await ledgerFor(txn);
    expect(ledger.map((l) => [l.entryType, l.userId, l.amount]).sort()).toEqual(
      [
        ["platform_fee", null, 1_875],
        ["sale", seller.id, 10_625],
      ].sort(),
    );

    // The return page's verify and a replayed webhook change nothing.
    await verifyPendingPayment(reference);
    const replay = await fake.sendWebhook("charge.success", fake.publicTransaction(reference));
    expect(replay.status).toBe(200);
    expect(count(calls.fulfil, reference)).toBe(1);
    expect(await ledgerFor(txn)).toHaveLength(2);
  });

  it("a decline is learnt by verifying: failed, released once, the spec's message", async () => {
    const { reference } = await startOrder();
    await fake.pay(reference, "declined");
    expect((await findPayment(reference))!.paymentStatus).toBe("pending");
    const txn = (await verifyPendingPayment(reference))!;
    expect(txn.paymentStatus).toBe("failed");
    expect(failureMessage(txn.failureReason)).toEqual(paymentErrors.declined);
    await verifyPendingPayment(reference);
    expect(count(calls.release, reference)).toBe(1);
    expect(count(calls.fulfil, reference)).toBe(0);

    const { reference: poor } = await startOrder();
    await fake.pay(poor, "insufficient_funds");
    const broke = (await verifyPendingPayment(poor))!;
    expect(failureMessage(broke.failureReason).title).toBe("Insufficient funds");
  });

  it.each(["down", "hang"] as const)(
    "provider %s: 'Payment initialization failed', nothing left to pay",
    async (mode) => {
      fake.mode = mode;
      const before = fake.transactions.size;
      const user = await buyer();
      const error = await startOrderFor(user).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).userMessage).toEqual(checkoutToasts.initializationFailed);
      expect(fake.transactions.size).toBe(before);
      // The row this attempt created (this buyer's only payment): failed, released once.
      const db = await getDb();
      const rows = await db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.userId, user.id));
      expect(rows).toHaveLength(1);
      const row = rows[0]!;
      expect(row.paymentStatus).toBe("failed");
      expect(row.failureReason).toBe("initialization_failed");
      expect(row.releasedAt).not.toBeNull();
      expect(count(calls.release, row.paymentReference)).toBe(1);
      expect(calls.release).toEqual([row.paymentReference]);
      expect(calls.fulfil).toEqual([]);
    },
  );

  it("refuses bad signatures, unknown references and wrong amounts without changing anything", async () => {
    const { reference } = await startOrder();
    await fake.pay(reference, "success").catch(() => undefined);
    // The fake already delivered the good webhook; take a fresh pending one for the checks.
    const { reference: ref2 } = await startOrder(5_000);
    const data = { ...fake.publicTransaction(ref2), status: "success" };

    const body = fake.webhookBody("charge.success", data);
    const forged = await fake.sendWebhook("charge.success", data, {
      signature: "0".repeat(128),
    });
    expect(forged.status).toBe(401);
    const tampered = await fake.sendWebhook("charge.success", data, {
      body: body.replace('"amount":500000', '"amount":500'),
      signature: fake.sign(body),
    });
    expect(tampered.status).toBe(401);

    const unknown = await fake.sendWebhook("charge.success", {
      ...data,
      reference: "NC-000000-NOPE",
    });
    expect(unknown.status).toBe(404);

    const cheap = await fake.sendWebhook("charge.success", { ...data, amount: 100 });
    expect(cheap.status).toBe(422);
    const dollars = await fake.sendWebhook("charge.success", { ...data, currency: "USD" });
    expect(dollars.status).toBe(422);

    const other = await fake.sendWebhook("subscription.create", { id: 1 });
    expect(other.status).toBe(200);
    const garbage = await fake.sendWebhook(
      "x",
      {},
      { body: "not json", signature: fake.sign("not json") },
    );
    expect(garbage.status).toBe(400);

    expect((await findPayment(ref2))!.paymentStatus).toBe("pending");
    expect(count(calls.fulfil, ref2)).toBe(0);
  });

  it("20 concurrent deliveries of one webhook (and return-page verifies): one success, one fulfilment", async () => {
    const { reference } = await startOrder(20_000);
    const hook = fake.webhookUrl;
    fake.webhookUrl = undefined; // pay without the automatic delivery
    await fake.pay(reference, "success");
    fake.webhookUrl = hook;
    const data = fake.publicTransaction(reference);
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => fake.sendWebhook("charge.success", data)),
      ...Array.from({ length: 3 }, () => verifyPendingPayment(reference).then(() => null)),
    ]);
    const statuses = answers.filter((a) => a !== null).map((a) => a!.status);
    expect(statuses).toEqual(Array(20).fill(200));
    const outcomes = answers
      .filter((a) => a !== null)
      .map((a) => (JSON.parse(a!.body) as { outcome: string }).outcome);
    expect(outcomes.filter((o) => o === "confirmed").length).toBeLessThanOrEqual(1);
    expect(count(calls.fulfil, reference)).toBe(1);
    const txn = (await findPayment(reference))!;
    expect(txn.paymentStatus).toBe("completed");
    expect(await ledgerFor(txn)).toHaveLength(2);
  });

  it("refunds through the refund endpoint; refund.processed recorded once", async () => {
    const { reference } = await startOrder(10_000);
    await fake.pay(reference, "success");
    const refund = (await refundPaystack(reference, 4_000)) as { id: number; amount: number };
    expect(refund.amount).toBe(400_000);
    const first = await fake.processRefund(refund.id);
    expect(first.status).toBe(200);
    const again = await fake.sendWebhook("refund.processed", {
      transaction_reference: reference,
      id: String(refund.id),
      amount: 400_000,
      currency: "NGN",
      status: "processed",
    });
    expect(JSON.parse(again.body)).toMatchObject({ outcome: "already_applied" });
    const txn = (await findPayment(reference))!;
    expect(txn.paymentStatus).toBe("partially_refunded");
    expect(txn.refundedAmount).toBe(4_000);
    const db = await getDb();
    const refunds = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.transactionId, txn.id), eq(ledgerEntries.entryType, "refund")));
    expect(refunds.reduce((s, r) => s + r.amount, 0)).toBe(-4_000);
  });
});

describe("reconciliation of pending payments", () => {
  it("expires unpaid ones (release once), confirms paid ones, keeps them when the provider is down", async () => {
    const db = await getDb();
    const unpaid = await startOrder(3_000);
    const paidQuietly = await startOrder(4_000);
    const unreachable = await startOrder(6_000);
    const hook = fake.webhookUrl;
    fake.webhookUrl = undefined;
    await fake.pay(paidQuietly.reference, "success");
    fake.webhookUrl = hook;
    const past = new Date(Date.now() - 60_000);
    for (const r of [unpaid, paidQuietly, unreachable]) {
      await db
        .update(paymentTransactions)
        .set({ expiresAt: past })
        .where(eq(paymentTransactions.paymentReference, r.reference));
    }

    fake.mode = "down";
    // Only the third is due "now" while the provider is down.
    await db
      .update(paymentTransactions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(paymentTransactions.paymentReference, unpaid.reference));
    await db
      .update(paymentTransactions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(paymentTransactions.paymentReference, paidQuietly.reference));
    const down = await reconcileExpiredPayments();
    expect(down.unreachable).toBeGreaterThanOrEqual(1);
    expect((await findPayment(unreachable.reference))!.paymentStatus).toBe("pending");

    fake.mode = "up";
    const summary = await reconcileExpiredPayments(new Date(Date.now() + 120_000));
    expect(summary.confirmed).toBeGreaterThanOrEqual(1);
    expect((await findPayment(unpaid.reference))!.paymentStatus).toBe("expired");
    expect((await findPayment(unreachable.reference))!.paymentStatus).toBe("expired");
    expect((await findPayment(paidQuietly.reference))!.paymentStatus).toBe("completed");
    expect(count(calls.release, unpaid.reference)).toBe(1);
    expect(count(calls.fulfil, paidQuietly.reference)).toBe(1);

    await reconcileExpiredPayments(new Date(Date.now() + 120_000));
    expect(count(calls.release, unpaid.reference)).toBe(1);
  });
});

describe("split payments to a seller's subaccount", () => {
  it("records the sale (gross, fee, net still show) but nothing is payable by the admin", async () => {
    const db = await getDb();
    const seller = await createUser(db, { role: "vendor" });
    await db.insert(payoutAccounts).values({
      userId: seller.id,
      bankName: "Test Bank",
      bankCode: "058",
      accountNumber: "0123456789",
      accountName: "Split Seller",
      subaccountCode: "ACCT_splitseller01",
      // Split settlement only for a seller an admin trusts (issue 33).
      splitTrustedAt: new Date(),
      isDefault: true,
      verifiedAt: new Date(),
    });
    const { reference } = await startOrder(10_000, seller.id, "events");
    const sent = fake.transactions.get(reference)!;
    expect(sent._subaccount).toBe("ACCT_splitseller01");
    await fake.pay(reference, "success");

    const txn = (await findPayment(reference))!;
    expect(txn.paymentStatus).toBe("completed");
    expect(txn.metadata.splitSubaccount).toBe("ACCT_splitseller01");
    const ledger = await ledgerFor(txn);
    expect(ledger.map((l) => [l.entryType, l.userId, l.amount]).sort()).toEqual(
      [
        ["platform_fee", null, 1_200],
        ["sale", seller.id, 8_800],
        ["payout", seller.id, -8_800],
      ].sort(),
    );
    expect(ledger.find((l) => l.entryType === "payout")!.description).toMatch(
      /^Settled by Paystack split/,
    );

    // Not owed by the platform: nothing pending or available, the net already paid out.
    expect(await sellerBalances(db, seller.id)).toMatchObject({
      pending: 0,
      available: 0,
      paidOut: 8_800,
    });

    // The seller's earnings still show the sale, with its net already paid out.
    const earnings = await earningsAnalytics(db, seller.id);
    expect(earnings.balance).toBe(0);
    const month = earnings.months.at(-1)!;
    expect(month).toMatchObject({ gross: 10_000, platformFee: 1_200, net: 8_800, paidOut: 8_800 });

    // A replayed webhook writes nothing more.
    await fake.sendWebhook("charge.success", fake.publicTransaction(reference));
    expect(await ledgerFor(txn)).toHaveLength(3);
  });

  it("a sale without a subaccount stays payable", async () => {
    const db = await getDb();
    const seller = await createUser(db, { role: "vendor" });
    const { reference } = await startOrder(10_000, seller.id);
    expect(fake.transactions.get(reference)!._subaccount).toBeNull();
    await fake.pay(reference, "success");
    expect((await sellerBalances(db, seller.id)).available).toBe(8_500);
  });
});

describe("admin refunds through Paystack", () => {
  it("partial then the rest through /refund; the refund.processed webhooks change nothing more", async () => {
    const db = await getDb();
    const admin = await createUser(db, { role: "admin" });
    const seller = await createUser(db, { role: "vendor" });
    const { reference, user } = await startOrder(10_000, seller.id);
    await fake.pay(reference, "success");
    const txn = (await findPayment(reference))!;

    const first = await refundPayment({
      paymentId: txn.id,
      amount: 4_000,
      reason: "Item out of stock",
      actor: { id: admin.id },
    });
    expect(first).toMatchObject({ amount: 4_000, outcome: "applied" });
    const queued = fake.refunds.get(Number(first.refundId))!;
    expect(queued).toMatchObject({ amount: 400_000, transaction_reference: reference });
    let now = (await findPayment(reference))!;
    expect(now.paymentStatus).toBe("partially_refunded");
    expect(now.refundedAmount).toBe(4_000);

    // Paystack's report of the same refund: recorded already.
    const report = await fake.processRefund(Number(first.refundId));
    expect(report.status).toBe(200);
    expect(JSON.parse(report.body)).toMatchObject({ outcome: "already_applied" });

    // Over the remainder: refused before Paystack is asked.
    const refundsBefore = fake.refunds.size;
    await expect(
      refundPayment({ paymentId: txn.id, amount: 6_001, reason: "Too much", actor: admin }),
    ).rejects.toMatchObject({ kind: "validation", userMessage: { title: "Refund not done" } });
    expect(fake.refunds.size).toBe(refundsBefore);

    const rest = await refundPayment({
      paymentId: txn.id,
      reason: "Order cancelled",
      actor: admin,
    });
    expect(rest.amount).toBe(6_000);
    expect(fake.refunds.get(Number(rest.refundId))!.amount).toBe(600_000);
    await fake.processRefund(Number(rest.refundId));
    now = (await findPayment(reference))!;
    expect(now.paymentStatus).toBe("refunded");
    expect(now.refundedAmount).toBe(10_000);

    const refunds = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.transactionId, txn.id), eq(ledgerEntries.entryType, "refund")));
    expect(refunds.reduce((s, r) => s + r.amount, 0)).toBe(-10_000);
    expect(refunds.filter((r) => r.userId === seller.id).reduce((s, r) => s + r.amount, 0)).toBe(
      -8_500,
    );

    // Nothing left: a further refund is refused.
    await expect(
      refundPayment({ paymentId: txn.id, reason: "Again", actor: admin }),
    ).rejects.toMatchObject({ kind: "validation" });

    // The payer was told twice (notification and e-mail).
    const told = await db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(told.filter((n) => n.type === "payments.refunded")).toHaveLength(2);
    const mails = await db.select().from(outgoingMail).where(eq(outgoingMail.to, user.email));
    expect(mails.filter((m) => m.template === "payment_refunded")).toHaveLength(2);
  });

  it("Paystack down: the refund is refused with a message and nothing is recorded or held", async () => {
    const db = await getDb();
    const admin = await createUser(db, { role: "admin" });
    const { reference } = await startOrder(5_000);
    await fake.pay(reference, "success");
    const txn = (await findPayment(reference))!;
    fake.mode = "down";
    await expect(
      refundPayment({ paymentId: txn.id, reason: "Customer asked", actor: admin }),
    ).rejects.toMatchObject({ kind: "network", userMessage: { title: "Refund not done" } });
    fake.mode = "up";
    const after = (await findPayment(reference))!;
    expect(after.paymentStatus).toBe("completed");
    expect(after.refundedAmount).toBe(0);
    expect(after.metadata.refundRequests).toEqual([]);
    // The full amount is still refundable once Paystack is back.
    const done = await refundPayment({ paymentId: txn.id, reason: "Customer asked", actor: admin });
    expect(done.amount).toBe(5_000);
  });
});
