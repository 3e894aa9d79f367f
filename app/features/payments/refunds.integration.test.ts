import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries, notifications, outgoingMail } from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { paymentToasts } from "~/features/payments/messages";
import { createUser } from "../../../scripts/seed/factories/users";
import { setEnv } from "../../../tests/support/payment-webhooks";
import { confirmPayment, createPayment, findPayment } from "./checkout.server";
import {
  registerWithStandIns,
  restoreFulfilments,
  standInFulfilment,
  standInType,
} from "../../../tests/support/fulfilments";
import { sellerBalances } from "./balances.server";
import { signTestOutcome, testResultFromCallback } from "./providers/test.server";
import {
  applyRefund,
  findPaymentForAdmin,
  listPaidAfterClose,
  refundPayment,
} from "./refunds.server";

let restoreEnv: () => void;
beforeAll(() => {
  // No provider keys: the built-in test provider takes (and refunds) payments.
  restoreEnv = setEnv({
    PAYSTACK_SECRET_KEY: undefined,
    PAYPAL_CLIENT_ID: undefined,
    PAYMENTS_TEST_MODE: undefined,
  });
  registerWithStandIns({ order: standInFulfilment().fulfilment });
});
afterAll(() => {
  restoreFulfilments();
  restoreEnv?.();
});

function result(reference: string, outcome: "pay" | "decline" | "cancel", amount: number) {
  return testResultFromCallback({
    reference,
    outcome,
    amount,
    currency: "NGN",
    signature: signTestOutcome(reference, outcome, amount, "NGN"),
  })!;
}

async function paidOrder(amount: number, sellerUserId: string | null) {
  const db = await getDb();
  const buyer = await createUser(db, { role: "viewer" });
  const { reference } = await createPayment({
    transactionType: standInType("order"),
    orderId: crypto.randomUUID(),
    userId: buyer.id,
    email: buyer.email,
    amount,
    feeCategory: "products",
    provider: "paystack", // no keys: the test provider
    purpose: "Product order",
    origin: "http://localhost:3000",
    sellerUserId,
  });
  expect((await confirmPayment(reference, result(reference, "pay", amount * 100))).outcome).toBe(
    "confirmed",
  );
  return { buyer, txn: (await findPayment(reference))! };
}

describe("admin refunds with the test provider", () => {
  it("partial then full: statuses, ledger reversal, seller balance, payer told", async () => {
    const db = await getDb();
    const admin = await createUser(db, { role: "admin" });
    const seller = await createUser(db, { role: "vendor" });
    const { buyer, txn } = await paidOrder(20_000, seller.id);
    expect(txn.provider).toBe("test");
    expect((await sellerBalances(db, seller.id)).available).toBe(17_000);

    const part = await refundPayment({
      paymentId: txn.id,
      amount: 5_000,
      reason: "Damaged item",
      actor: { id: admin.id },
    });
    expect(part).toMatchObject({ amount: 5_000, outcome: "applied" });
    expect(part.refundId).toMatch(/^TEST-RF-/);
    let now = (await findPayment(txn.paymentReference))!;
    expect(now).toMatchObject({ paymentStatus: "partially_refunded", refundedAmount: 5_000 });
    expect(now.metadata.refunds).toEqual([
      expect.objectContaining({ amount: 5_000, reason: "Damaged item", by: `admin:${admin.id}` }),
    ]);

    // The same refund reported again (e.g. by a webhook) is not applied twice.
    const replay = await applyRefund(txn.paymentReference, {
      refundId: part.refundId,
      amount: 500_000,
      currency: "NGN",
      raw: {},
    });
    expect(replay.outcome).toBe("already_applied");

    const rest = await refundPayment({ paymentId: txn.id, reason: "Cancelled", actor: admin });
    expect(rest.amount).toBe(15_000);
    now = (await findPayment(txn.paymentReference))!;
    expect(now).toMatchObject({ paymentStatus: "refunded", refundedAmount: 20_000 });

    const entries = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.transactionId, txn.id), eq(ledgerEntries.entryType, "refund")));
    expect(entries.reduce((s, e) => s + e.amount, 0)).toBe(-20_000);
    // The seller's whole net is taken back: nothing left to pay them.
    expect(await sellerBalances(db, seller.id)).toMatchObject({ pending: 0, available: 0 });

    const told = await db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(told.filter((n) => n.type === "payments.refunded")).toHaveLength(2);
    const mails = await db.select().from(outgoingMail).where(eq(outgoingMail.to, buyer.email));
    expect(mails.filter((m) => m.template === "payment_refunded")).toHaveLength(2);
    expect(mails.find((m) => m.text.includes("Damaged item"))).toBeTruthy();

    const view = await findPaymentForAdmin(db, txn.paymentReference);
    expect(view).toMatchObject({ canRefund: false, refundable: 0, refunded: 20_000 });
  });

  it("refuses non-admins, over-refunds, unpaid payments; nothing changes", async () => {
    const db = await getDb();
    const admin = await createUser(db, { role: "admin" });
    const { txn } = await paidOrder(3_000, null);
    for (const role of ["viewer", "moderator", "vendor"] as const) {
      const someone = await createUser(db, { role });
      const error = await refundPayment({
        paymentId: txn.id,
        reason: "Mine now",
        actor: { id: someone.id },
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).kind).toBe("forbidden");
    }
    const over = await refundPayment({
      paymentId: txn.id,
      amount: 3_001,
      reason: "Too much",
      actor: admin,
    }).catch((e: unknown) => e);
    expect((over as AppError).userMessage).toEqual(paymentToasts.refundTooLarge);

    const pendingBuyer = await createUser(db, { role: "viewer" });
    const pending = await createPayment({
      transactionType: standInType("order"),
      userId: pendingBuyer.id,
      email: pendingBuyer.email,
      amount: 1_000,
      feeCategory: "products",
      provider: "paystack",
      purpose: "Product order",
      origin: "http://localhost:3000",
    });
    const unpaid = (await findPayment(pending.reference))!;
    const notPaid = await refundPayment({
      paymentId: unpaid.id,
      reason: "Never paid",
      actor: admin,
    }).catch((e: unknown) => e);
    expect((notPaid as AppError).userMessage).toEqual(paymentToasts.refundNotAllowed);

    const after = (await findPayment(txn.paymentReference))!;
    expect(after).toMatchObject({ paymentStatus: "completed", refundedAmount: 0 });
    expect(after.metadata.refundRequests ?? []).toEqual([]);
  });

  it("two refunds racing for the same money: the second is refused", async () => {
    const db = await getDb();
    const admin = await createUser(db, { role: "admin" });
    const { txn } = await paidOrder(4_000, null);
    const answers = await Promise.allSettled([
      refundPayment({ paymentId: txn.id, amount: 3_000, reason: "First", actor: admin }),
      refundPayment({ paymentId: txn.id, amount: 3_000, reason: "Second", actor: admin }),
    ]);
    expect(answers.filter((a) => a.status === "fulfilled")).toHaveLength(1);
    expect((await findPayment(txn.paymentReference))!.refundedAmount).toBe(3_000);
  });

  it("delivers a payment that succeeds after it was cancelled, when the area still can", async () => {
    const db = await getDb();
    const buyer = await createUser(db, { role: "viewer" });
    const { reference } = await createPayment({
      transactionType: standInType("order"),
      userId: buyer.id,
      email: buyer.email,
      amount: 2_000,
      feeCategory: "products",
      provider: "paystack",
      purpose: "Product order",
      origin: "http://localhost:3000",
    });
    await confirmPayment(reference, result(reference, "cancel", 200_000));
    expect((await confirmPayment(reference, result(reference, "pay", 200_000))).outcome).toBe(
      "late_success",
    );
    const txn = (await findPayment(reference))!;
    expect(txn).toMatchObject({ paymentStatus: "completed", failureReason: null });
    const entries = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, txn.id));
    expect(entries.map((e) => e.entryType).sort()).toEqual(["platform_fee", "sale"]);
    expect((await listPaidAfterClose(db)).find((p) => p.reference === reference)).toBeUndefined();
  });
});
