import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries, outgoingMail, paymentTransactions } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { publicBaseUrl } from "~/lib/public-url.server";
import { createUser } from "../../../scripts/seed/factories/users";
import { setEnv } from "../../../tests/support/payment-webhooks";
import {
  completeTestCheckout,
  confirmPayment,
  findPayment,
} from "~/features/payments/checkout.server";
import { signTestOutcome, testResultFromCallback } from "~/features/payments/providers/test.server";
import { donationSchema } from "./donation-schema";
import { startDonation } from "./start-donation.server";

let restoreEnv: () => void;
beforeAll(() => {
  // A fresh machine: no provider keys, so the test provider takes payments.
  restoreEnv = setEnv({
    PAYSTACK_SECRET_KEY: undefined,
    PAYPAL_CLIENT_ID: undefined,
    PAYMENTS_TEST_MODE: undefined,
  });
});
afterAll(() => restoreEnv?.());

async function donor() {
  return createUser(await getDb(), { role: "viewer" });
}

function callback(reference: string, outcome: "pay" | "decline" | "cancel", amount: number) {
  return {
    reference,
    outcome,
    amount,
    currency: "NGN",
    signature: signTestOutcome(reference, outcome, amount, "NGN"),
  };
}

describe("donations with the built-in test provider", () => {
  it("validates the spec's minimum", () => {
    expect(donationSchema.safeParse({ amount: "99" }).success).toBe(false);
    expect(donationSchema.safeParse({ customAmount: "abc", amount: "1000" }).success).toBe(false);
    expect(donationSchema.parse({ amount: "2500" })).toEqual({ amount: 2_500, method: "paystack" });
    expect(donationSchema.parse({ amount: "1000", customAmount: "150", method: "paypal" })).toEqual(
      { amount: 150, method: "paypal" },
    );
  });

  it("pays through the signed callback: completed once, ledger, receipt e-mail", async () => {
    const user = await donor();
    const started = await startDonation({
      amount: 5_000,
      method: "paystack",
      user: { id: user.id, email: user.email },
      origin: "http://localhost:3000",
    });
    expect(started.provider).toBe("test");
    expect(started.redirectUrl).toBe(`/payments/test-checkout/${started.reference}`);

    const result = testResultFromCallback(callback(started.reference, "pay", 500_000))!;
    const [a, b] = await Promise.all([
      confirmPayment(started.reference, result),
      confirmPayment(started.reference, result),
    ]);
    expect([a.outcome, b.outcome].sort()).toEqual(["already_confirmed", "confirmed"]);

    const txn = (await findPayment(started.reference))!;
    expect(txn).toMatchObject({ paymentStatus: "completed", platformFee: 250, netAmount: 4_750 });
    const db = await getDb();
    const ledger = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, txn.id));
    expect(ledger.map((l) => [l.entryType, l.userId, l.amount]).sort()).toEqual([
      ["donation", null, 4_750],
      ["platform_fee", null, 250],
    ]);
    const mails = await db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.to, user.email))
      .orderBy(desc(outgoingMail.createdAt));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("₦5,000");
    expect(mails[0]!.text).toContain(started.reference);
    // The provider by name and a link that works from a mail client (issue 12).
    expect(mails[0]!.text).toMatch(/Method:\s+Test provider\n/);
    expect(mails[0]!.text).toContain(
      `${publicBaseUrl()}/payments/receipts/${encodeURIComponent(started.reference)}`,
    );
  });

  it("refuses forged or altered callbacks", async () => {
    const user = await donor();
    const { reference } = await startDonation({
      amount: 1_000,
      method: "paystack",
      user: { id: user.id, email: user.email },
      origin: "http://localhost:3000",
    });
    const good = callback(reference, "pay", 100_000);
    expect(testResultFromCallback({ ...good, amount: 100 })).toBeNull();
    expect(testResultFromCallback({ ...good, outcome: "decline" })).toBeNull();
    expect(testResultFromCallback({ ...good, signature: "f".repeat(64) })).toBeNull();
    // Signed for a smaller amount: authentic, but not what we asked for.
    const cheap = testResultFromCallback(callback(reference, "pay", 100))!;
    expect((await confirmPayment(reference, cheap)).outcome).toBe("mismatch");
    expect((await findPayment(reference))!.paymentStatus).toBe("pending");
  });

  it("decline and cancel close the payment without a receipt", async () => {
    const user = await donor();
    for (const outcome of ["decline", "cancel"] as const) {
      const { reference } = await startDonation({
        amount: 2_500,
        method: "paypal",
        user: { id: user.id, email: user.email },
        origin: "http://localhost:3000",
      });
      await confirmPayment(
        reference,
        testResultFromCallback(callback(reference, outcome, 250_000))!,
      );
      expect((await findPayment(reference))!.paymentStatus).toBe(
        outcome === "decline" ? "failed" : "cancelled",
      );
    }
    const db = await getDb();
    expect(
      await db.select().from(outgoingMail).where(eq(outgoingMail.to, user.email)),
    ).toHaveLength(0);
  });

  it("the test checkout refuses to pay an expired payment: it is expired instead", async () => {
    const user = await donor();
    const { reference } = await startDonation({
      amount: 3_000,
      method: "paystack",
      user: { id: user.id, email: user.email },
      origin: "http://localhost:3000",
    });
    const db = await getDb();
    await db
      .update(paymentTransactions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(paymentTransactions.paymentReference, reference));
    // A checkout page left open past expiry, its signed Pay form posted now.
    const pay = testResultFromCallback(callback(reference, "pay", 300_000))!;
    const answer = await completeTestCheckout(reference, pay);
    expect(answer.outcome).toBe("expired");
    const txn = (await findPayment(reference))!;
    expect(txn).toMatchObject({ paymentStatus: "expired", failureReason: "expired" });
    expect(txn.paidAt).toBeNull();
    expect(
      await db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, txn.id)),
    ).toHaveLength(0);
    // Posted again: still not paid, and not flagged as a late payment to refund.
    expect((await completeTestCheckout(reference, pay)).outcome).toBe("already_closed");
    expect(await findPayment(reference)).toMatchObject({
      paymentStatus: "expired",
      failureReason: "expired",
    });
    expect(
      await db.select().from(outgoingMail).where(eq(outgoingMail.to, user.email)),
    ).toHaveLength(0);

    // Before expiry the same path pays as usual.
    const fresh = await startDonation({
      amount: 1_000,
      method: "paystack",
      user: { id: user.id, email: user.email },
      origin: "http://localhost:3000",
    });
    const ok = await completeTestCheckout(
      fresh.reference,
      testResultFromCallback(callback(fresh.reference, "pay", 100_000))!,
    );
    expect(ok.outcome).toBe("confirmed");
  });
});
