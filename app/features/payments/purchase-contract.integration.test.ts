import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ledgerEntries, outgoingMail, paymentLines, paymentTransactions } from "~/db/schema";
import { JOBS } from "~/jobs.server";
import { getDb } from "~/lib/db/client.server";
import { enqueue, runDueJobs } from "~/lib/jobs/queue.server";
import { createUser } from "../../../scripts/seed/factories/users";
import {
  registerWithStandIns,
  restoreFulfilments,
  standInFulfilment,
  standInType,
} from "../../../tests/support/fulfilments";
import { setEnv } from "../../../tests/support/payment-webhooks";
import { confirmPayment, createPayment, findPayment } from "./checkout.server";
import type { FulfilOutcome } from "./fulfilment";
import { listPaidAfterClose, refundPayment } from "./refunds.server";
import { systemRefundJob } from "./system-refund-job.server";
import { signTestOutcome, testResultFromCallback } from "./providers/test.server";

// The purchase contract (docs/decisions/014) with a stand-in selling area.
let answer: FulfilOutcome = { kind: "fulfilled" };
let standIn = standInFulfilment(() => answer);
let restoreEnv: () => void;

beforeAll(() => {
  restoreEnv = setEnv({
    PAYSTACK_SECRET_KEY: undefined,
    PAYPAL_CLIENT_ID: undefined,
    PAYMENTS_TEST_MODE: undefined,
  });
});
beforeEach(() => {
  answer = { kind: "fulfilled" };
  standIn = standInFulfilment(() => answer);
  registerWithStandIns({ order: standIn.fulfilment });
});
afterAll(() => {
  restoreFulfilments();
  restoreEnv?.();
});

function paid(reference: string, naira: number) {
  return testResultFromCallback({
    reference,
    outcome: "pay",
    amount: naira * 100,
    currency: "NGN",
    signature: signTestOutcome(reference, "pay", naira * 100, "NGN"),
  })!;
}

async function people() {
  const db = await getDb();
  return {
    db,
    buyer: await createUser(db, { role: "viewer" }),
    admin: await createUser(db, { role: "admin" }),
    vendors: [
      await createUser(db, { role: "vendor" }),
      await createUser(db, { role: "vendor" }),
      await createUser(db, { role: "vendor" }),
    ],
  };
}

describe("the purchase contract", () => {
  it("unfulfillable: paid but not delivered, no sale booked, refunded by the system, buyer told", async () => {
    const { db, buyer, vendors } = await people();
    const { reference } = await createPayment({
      transactionType: standInType("order"),
      userId: buyer.id,
      email: buyer.email,
      amount: 8_000,
      feeCategory: "products",
      sellerUserId: vendors[0]!.id,
      provider: "paystack",
      purpose: "Adire fabric, 2 yards",
      origin: "http://localhost:3000",
    });
    answer = { kind: "unfulfillable", reason: "out_of_stock" };

    const first = await confirmPayment(reference, paid(reference, 8_000));
    expect(first.outcome).toBe("unfulfillable");
    let txn = (await findPayment(reference))!;
    expect(txn).toMatchObject({
      paymentStatus: "paid",
      failureReason: "unfulfillable:out_of_stock",
      fulfilledAt: null,
    });
    expect(txn.paidAt).not.toBeNull();
    // The hold was given back, and nothing was booked for the vendor.
    expect(standIn.calls.release).toHaveLength(1);
    expect(
      await db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, txn.id)),
    ).toEqual([]);
    // The provider's retry (a second webhook) changes nothing: answered, not retried forever.
    expect((await confirmPayment(reference, paid(reference, 8_000))).outcome).toBe(
      "already_confirmed",
    );
    const why = await db
      .select()
      .from(outgoingMail)
      .where(
        and(eq(outgoingMail.to, buyer.email), eq(outgoingMail.template, "purchase_unfulfillable")),
      );
    expect(why).toHaveLength(1);
    expect(why[0]!.text).toContain("Stand-in: out_of_stock");
    expect((await listPaidAfterClose(db)).map((p) => p.reference)).toContain(reference);

    // The system refund was queued with the decision; the queue carries it out.
    expect(await runDueJobs(JOBS)).toBeGreaterThanOrEqual(1);
    txn = (await findPayment(reference))!;
    expect(txn).toMatchObject({ paymentStatus: "refunded", refundedAmount: 8_000 });
    expect(txn.metadata.refunds).toEqual([
      expect.objectContaining({ amount: 8_000, by: "system:unfulfillable" }),
    ]);
    // Nothing was delivered, so there is nothing to void and no ledger to reverse.
    expect(standIn.calls.refunded).toHaveLength(0);
    expect(
      await db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, txn.id)),
    ).toEqual([]);
    const refundMails = await db
      .select()
      .from(outgoingMail)
      .where(and(eq(outgoingMail.to, buyer.email), eq(outgoingMail.template, "payment_refunded")));
    expect(refundMails).toHaveLength(1);
    expect((await listPaidAfterClose(db)).map((p) => p.reference)).not.toContain(reference);
  });

  it("an explicit fee (paid by the buyer on top) is the platform's cut: net = amount − fee, no second cut", async () => {
    const { db, buyer, vendors } = await people();
    const { reference } = await createPayment({
      transactionType: standInType("order"),
      userId: buyer.id,
      email: buyer.email,
      lines: [
        { payeeUserId: vendors[0]!.id, amount: 33_600, fee: 3_600, feeCategory: "properties" },
      ],
      provider: "paystack",
      purpose: "A stay with its service fee on top",
      origin: "http://localhost:3000",
    });
    let txn = (await findPayment(reference))!;
    expect(txn).toMatchObject({ totalAmount: 33_600, platformFee: 3_600, netAmount: 30_000 });
    const [line] = await db
      .select()
      .from(paymentLines)
      .where(eq(paymentLines.transactionId, txn.id));
    expect(line).toMatchObject({ amount: 33_600, platformFee: 3_600, netAmount: 30_000 });
    expect((await confirmPayment(reference, paid(reference, 33_600))).outcome).toBe("confirmed");
    txn = (await findPayment(reference))!;
    const ledger = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, txn.id));
    expect(ledger.map((e) => [e.entryType, e.amount]).sort()).toEqual([
      ["platform_fee", 3_600],
      ["sale", 30_000],
    ]);
    // A fee outside 0..amount is refused before anything is written.
    await expect(
      createPayment({
        transactionType: standInType("order"),
        userId: buyer.id,
        email: buyer.email,
        lines: [
          { payeeUserId: vendors[0]!.id, amount: 1_000, fee: 1_001, feeCategory: "properties" },
        ],
        provider: "paystack",
        purpose: "Too big a fee",
        origin: "http://localhost:3000",
      }),
    ).rejects.toThrow();
  });

  it("whatever fulfil wrote before answering unfulfillable is rolled back", async () => {
    const { db, buyer } = await people();
    const { reference } = await createPayment({
      transactionType: standInType("order"),
      userId: buyer.id,
      email: buyer.email,
      amount: 1_500,
      feeCategory: "products",
      provider: "paystack",
      purpose: "Zobo, 6 bottles",
      origin: "http://localhost:3000",
    });
    registerWithStandIns({
      order: {
        ...standIn.fulfilment,
        async fulfil({ tx, txn }) {
          await tx
            .update(paymentLines)
            .set({ description: "written by fulfil" })
            .where(eq(paymentLines.transactionId, txn.id));
          return { kind: "unfulfillable", reason: "sold_out" };
        },
      },
    });
    expect((await confirmPayment(reference, paid(reference, 1_500))).outcome).toBe("unfulfillable");
    const txn = (await findPayment(reference))!;
    const lines = await db
      .select()
      .from(paymentLines)
      .where(eq(paymentLines.transactionId, txn.id));
    expect(lines.map((l) => l.description)).toEqual(["Zobo, 6 bottles"]);
  });

  it("one payment to three payees: each payee's sale, fee and net; a partial refund names its line", async () => {
    const { db, buyer, admin, vendors } = await people();
    const checkoutId = crypto.randomUUID();
    const { reference } = await createPayment({
      transactionType: standInType("order"),
      orderId: checkoutId,
      userId: buyer.id,
      email: buyer.email,
      lines: [
        {
          payeeUserId: vendors[0]!.id,
          amount: 10_000,
          feeCategory: "products",
          description: "Ankara dress",
        },
        {
          payeeUserId: vendors[1]!.id,
          amount: 4_000,
          feeCategory: "products",
          description: "Beaded bag",
        },
        {
          payeeUserId: vendors[2]!.id,
          amount: 20_000,
          feeCategory: "events",
          description: "Gala table",
        },
      ],
      provider: "paystack",
      purpose: "Cart checkout",
      origin: "http://localhost:3000",
    });
    let txn = (await findPayment(reference))!;
    // Default fees: products 15 %, events 12 % (minimum ₦50).
    expect(txn).toMatchObject({
      totalAmount: 34_000,
      platformFee: 1_500 + 600 + 2_400,
      sellerUserId: null,
    });
    expect((await confirmPayment(reference, paid(reference, 34_000))).outcome).toBe("confirmed");

    const lines = await db
      .select()
      .from(paymentLines)
      .where(eq(paymentLines.transactionId, txn.id))
      .orderBy(paymentLines.position);
    const entries = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, txn.id));
    const byPayee = (userId: string | null, type: string) =>
      entries.filter((e) => e.userId === userId && e.entryType === type).map((e) => e.amount);
    expect(byPayee(vendors[0]!.id, "sale")).toEqual([8_500]);
    expect(byPayee(vendors[1]!.id, "sale")).toEqual([3_400]);
    expect(byPayee(vendors[2]!.id, "sale")).toEqual([17_600]);
    expect(byPayee(null, "platform_fee").sort((a, b) => a - b)).toEqual([600, 1_500, 2_400]);
    expect(entries.reduce((s, e) => s + e.amount, 0)).toBe(34_000);
    expect(new Set(entries.map((e) => e.paymentLineId))).toEqual(new Set(lines.map((l) => l.id)));

    // Part of the second vendor's line comes back: only their share and its fee move.
    await refundPayment({
      paymentId: txn.id,
      lineId: lines[1]!.id,
      amount: 2_000,
      reason: "One bag missing beads",
      actor: { id: admin.id },
    });
    const refunds = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.transactionId, txn.id), eq(ledgerEntries.entryType, "refund")));
    expect(refunds.map((e) => [e.userId, e.amount]).sort()).toEqual(
      [
        [vendors[1]!.id, -1_700],
        [null, -300],
      ].sort(),
    );
    expect(refunds.every((e) => e.paymentLineId === lines[1]!.id)).toBe(true);
    // The area's hook ran with the line and amount it must void.
    expect(standIn.calls.refunded).toHaveLength(1);
    expect(standIn.calls.refunded[0]!.refunded).toEqual([
      expect.objectContaining({
        amount: 2_000,
        full: false,
        line: expect.objectContaining({ id: lines[1]!.id }),
      }),
    ]);
    expect(standIn.calls.refunded[0]!.full).toBe(false);

    // More than that line has left is refused, whatever the payment has left.
    await expect(
      refundPayment({
        paymentId: txn.id,
        lineId: lines[1]!.id,
        amount: 2_500,
        reason: "x",
        actor: { id: admin.id },
      }),
    ).rejects.toMatchObject({ kind: "validation" });

    // The rest of everything: each line's remainder, and the payment is refunded.
    await refundPayment({ paymentId: txn.id, reason: "Order cancelled", actor: { id: admin.id } });
    txn = (await findPayment(reference))!;
    expect(txn).toMatchObject({ paymentStatus: "refunded", refundedAmount: 34_000 });
    const all = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, txn.id));
    for (const vendor of vendors) {
      expect(all.filter((e) => e.userId === vendor.id).reduce((s, e) => s + e.amount, 0)).toBe(0);
    }
    expect(all.reduce((s, e) => s + e.amount, 0)).toBe(0);
    expect(standIn.calls.refunded.at(-1)!.full).toBe(true);
  });

  it("the refund hook runs inside the refund's transaction: if it fails, nothing is recorded", async () => {
    const { buyer, admin, vendors } = await people();
    const { reference } = await createPayment({
      transactionType: standInType("order"),
      userId: buyer.id,
      email: buyer.email,
      amount: 5_000,
      feeCategory: "products",
      sellerUserId: vendors[0]!.id,
      provider: "paystack",
      purpose: "Shea butter",
      origin: "http://localhost:3000",
    });
    await confirmPayment(reference, paid(reference, 5_000));
    registerWithStandIns({
      order: {
        ...standIn.fulfilment,
        async refunded() {
          throw new Error("restock failed");
        },
      },
    });
    const txn = (await findPayment(reference))!;
    await expect(
      refundPayment({ paymentId: txn.id, reason: "Changed mind", actor: { id: admin.id } }),
    ).rejects.toThrow("restock failed");
    expect((await findPayment(reference))!).toMatchObject({
      paymentStatus: "completed",
      refundedAmount: 0,
    });
  });

  it("a system refund needs no admin, and is refused nothing an admin would be", async () => {
    const { buyer, vendors } = await people();
    const { reference } = await createPayment({
      transactionType: standInType("order"),
      userId: buyer.id,
      email: buyer.email,
      amount: 3_000,
      feeCategory: "products",
      sellerUserId: vendors[0]!.id,
      provider: "paystack",
      purpose: "Event merch",
      origin: "http://localhost:3000",
    });
    await confirmPayment(reference, paid(reference, 3_000));
    const txn = (await findPayment(reference))!;
    const done = await refundPayment({
      paymentId: txn.id,
      reason: "Event cancelled by its organizer",
      actor: { kind: "system", cause: "event_cancelled" },
    });
    expect(done.outcome).toBe("applied");
    const after = (await findPayment(reference))!;
    expect(after.metadata.refunds).toEqual([
      expect.objectContaining({ amount: 3_000, by: "system:event_cancelled" }),
    ]);
    expect(standIn.calls.refunded).toHaveLength(1);
    await expect(
      refundPayment({
        paymentId: txn.id,
        reason: "again",
        actor: { kind: "system", cause: "event_cancelled" },
      }),
    ).rejects.toMatchObject({ kind: "validation" });
  });
});

describe("system refund job", () => {
  it("fails at once, without retries, when the refund can never be made", async () => {
    const { db, buyer, vendors } = await people();
    const { reference } = await createPayment({
      transactionType: standInType("order"),
      userId: buyer.id,
      email: buyer.email,
      amount: 2_000,
      feeCategory: "products",
      sellerUserId: vendors[0]!.id,
      provider: "test",
      purpose: "Event merch",
      origin: "http://localhost:3000",
    });
    await confirmPayment(reference, paid(reference, 2_000));
    const txn = (await findPayment(reference))!;
    // A PayPal payment whose capture id never reached us: PayPal cannot be asked.
    await db
      .update(paymentTransactions)
      .set({ provider: "paypal", providerPayload: {} })
      .where(eq(paymentTransactions.id, txn.id));
    await db.transaction((tx) =>
      enqueue(tx, systemRefundJob, { paymentId: txn.id, cause: "event_cancelled" }),
    );
    await runDueJobs(JOBS);
    const { rows } = (await db.execute(
      sql`select state, retry_count from pgboss.job where name = 'payments.system-refund' and data->>'paymentId' = ${txn.id}`,
    )) as unknown as { rows: { state: string; retry_count: number }[] };
    expect(rows).toEqual([{ state: "failed", retry_count: 0 }]);
    expect((await findPayment(reference))!.refundedAmount).toBe(0);
  });
});
