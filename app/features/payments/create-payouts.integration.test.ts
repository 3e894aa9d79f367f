import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ledgerEntries,
  outgoingMail,
  payoutAccounts,
  payoutHolds,
  payouts,
  users,
} from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import { getDb, type Db } from "~/lib/db/client.server";
import { createUser } from "../../../scripts/seed/factories/users";
import { sellerBalances } from "./balances.server";
import {
  markQueuedPayoutPaid,
  requestPayout,
  retryPayout,
  runScheduledPayouts,
} from "./create-payouts.server";
import { paySellerNow } from "./pay-seller-now.server";
import { payoutCommandCopy } from "./payout-messages";
import { savePayoutSettings } from "./payout-settings.server";
import { DEFAULT_PAYOUT_SETTINGS, PAYOUT_REFERENCE } from "./release-rules";

const R = payoutCommandCopy.refused;
// A Monday 11:00 in Lagos: the default weekly run (Monday 10:00) is due.
const NOW = new Date("2026-11-30T10:00:00Z");
const HOUR = 60 * 60 * 1000;
let db: Db;
let adminId: string;

async function seller(opts: { available?: number; pending?: number; account?: boolean } = {}) {
  const user = await createUser(db, { role: "vendor" });
  const rows = [];
  if (opts.available)
    rows.push({
      userId: user.id,
      entryType: "sale" as const,
      amount: opts.available,
      description: "Released sale",
      availableAt: new Date(NOW.getTime() - 2 * HOUR),
    });
  if (opts.pending)
    rows.push({
      userId: user.id,
      entryType: "sale" as const,
      amount: opts.pending,
      description: "Pending sale",
      availableAt: new Date(NOW.getTime() + 48 * HOUR),
    });
  if (rows.length) await db.insert(ledgerEntries).values(rows);
  if (opts.account !== false) {
    await db.insert(payoutAccounts).values({
      userId: user.id,
      bankName: "Test Bank",
      bankCode: "058",
      accountNumber: "0123456789",
      accountName: "Test Seller",
      isDefault: true,
    });
  }
  return user.id;
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).userMessage;
}

beforeAll(async () => {
  db = await getDb();
  adminId = (await createUser(db, { role: "admin" })).id;
});

describe("a seller's balances and payout requests", () => {
  it("pays only what is released; the payout is one row, one ledger entry, a derived reference", async () => {
    const id = await seller({ available: 5_000, pending: 7_000 });
    expect(await sellerBalances(db, id, NOW)).toEqual({
      pending: 7_000,
      available: 5_000,
      onItsWay: 0,
      paidOut: 0,
    });
    expect(await refusal(requestPayout({ db, userId: id, amount: 6_000, now: NOW }))).toEqual(
      R.moreThanAvailable("₦5,000"),
    );
    expect(await refusal(requestPayout({ db, userId: id, amount: 0, now: NOW }))).toEqual(R.amount);
    expect(await refusal(requestPayout({ db, userId: id, amount: -5, now: NOW }))).toEqual(
      R.amount,
    );
    const payout = await requestPayout({ db, userId: id, amount: 3_000, now: NOW });
    expect(payout).toMatchObject({ status: "queued", amount: 3_000, trigger: "seller" });
    expect(payout.reference).toMatch(PAYOUT_REFERENCE);
    const entries = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.payoutId, payout.id));
    expect(entries.map((e) => e.amount)).toEqual([-3_000]);
    expect(await sellerBalances(db, id, NOW)).toEqual({
      pending: 7_000,
      available: 2_000,
      onItsWay: 3_000,
      paidOut: 0,
    });
    // Once a Lagos day.
    expect(await refusal(requestPayout({ db, userId: id, amount: 1_000, now: NOW }))).toEqual(
      R.onceADay,
    );
    // Offline, an admin records it paid by hand; a second time is refused.
    await markQueuedPayoutPaid({ db, actorId: adminId, payoutId: payout.id, now: NOW });
    // The seller heard both steps by e-mail: on its way, then sent.
    const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, id));
    const mails = await db
      .select({ subject: outgoingMail.subject })
      .from(outgoingMail)
      .where(eq(outgoingMail.to, me!.email));
    expect(mails.map((m) => m.subject).sort()).toEqual([
      "Payout of ₦3,000 on its way",
      "Payout of ₦3,000 sent",
    ]);
    expect(await sellerBalances(db, id, NOW)).toMatchObject({ available: 2_000, paidOut: 3_000 });
    expect(
      await refusal(markQueuedPayoutPaid({ db, actorId: adminId, payoutId: payout.id })),
    ).toEqual(R.wrongStatus);
    // Nobody but an admin marks payouts paid.
    await expect(
      markQueuedPayoutPaid({ db, actorId: id, payoutId: payout.id }),
    ).rejects.toMatchObject({ kind: "forbidden" });
  });

  it("refuses a held seller, a seller without an account, an unapproved name, nothing available", async () => {
    const held = await seller({ available: 5_000 });
    await db.insert(payoutHolds).values({ userId: held, reason: "Chargebacks", heldBy: adminId });
    expect(await refusal(requestPayout({ db, userId: held, amount: 100, now: NOW }))).toEqual(
      R.held,
    );
    const noAccount = await seller({ available: 5_000, account: false });
    expect(await refusal(requestPayout({ db, userId: noAccount, amount: 100, now: NOW }))).toEqual(
      R.noAccount,
    );
    const unapproved = await seller({ available: 5_000 });
    await db
      .update(payoutAccounts)
      .set({ nameCheck: "needs_approval" })
      .where(eq(payoutAccounts.userId, unapproved));
    expect(await refusal(requestPayout({ db, userId: unapproved, amount: 100, now: NOW }))).toEqual(
      R.accountUnapproved,
    );
    const pendingOnly = await seller({ pending: 5_000 });
    expect(
      await refusal(requestPayout({ db, userId: pendingOnly, amount: 100, now: NOW })),
    ).toEqual(R.nothingAvailable);
  });

  it("recovers a negative balance from later earnings before paying anything", async () => {
    const id = await seller({ available: 2_000 });
    // A refund after release: available goes below zero.
    await db.insert(ledgerEntries).values({
      userId: id,
      entryType: "refund",
      amount: -3_000,
      description: "Refund after release",
      availableAt: NOW,
    });
    expect((await sellerBalances(db, id, NOW)).available).toBe(-1_000);
    expect(await refusal(requestPayout({ db, userId: id, amount: 500, now: NOW }))).toEqual(
      R.nothingAvailable,
    );
    await db.insert(ledgerEntries).values({
      userId: id,
      entryType: "sale",
      amount: 4_000,
      description: "Later sale",
      availableAt: NOW,
    });
    expect(await refusal(requestPayout({ db, userId: id, amount: 3_500, now: NOW }))).toEqual(
      R.moreThanAvailable("₦3,000"),
    );
  });
});

describe("the scheduled payout run", () => {
  it("pays each seller at most once per run, even run three times at once", async () => {
    await savePayoutSettings({ db, actorId: adminId, input: DEFAULT_PAYOUT_SETTINGS });
    const big = await seller({ available: 25_000 });
    const small = await seller({ available: 900 });
    const runs = await Promise.all([1, 2, 3].map(() => runScheduledPayouts({ db, now: NOW })));
    expect(new Set(runs.map((r) => r.runKey))).toEqual(new Set(["weekly:2026-11-30"]));
    const made = await db.select().from(payouts).where(eq(payouts.userId, big));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount: 25_000, trigger: "schedule", status: "queued" });
    const entries = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.payoutId, made[0]!.id));
    expect(entries).toHaveLength(1);
    // Below the ₦1,000 minimum: not paid by the run.
    expect(await db.select().from(payouts).where(eq(payouts.userId, small))).toHaveLength(0);
    // Later the same week, the same run: nothing new for that seller.
    await db.insert(ledgerEntries).values({
      userId: big,
      entryType: "sale",
      amount: 5_000,
      description: "Tuesday's release",
      availableAt: NOW,
    });
    await runScheduledPayouts({ db, now: new Date(NOW.getTime() + 24 * HOUR) });
    expect(await db.select().from(payouts).where(eq(payouts.userId, big))).toHaveLength(1);
    // Next Monday's run pays it.
    await runScheduledPayouts({ db, now: new Date(NOW.getTime() + 7 * 24 * HOUR) });
    expect(await db.select().from(payouts).where(eq(payouts.userId, big))).toHaveLength(2);
  });

  it("never re-sends a failed payout: blocked until an admin retries", async () => {
    const id = await seller({ available: 10_000 });
    const { payout } = await paySellerNow({ db, actorId: adminId, userId: id, now: NOW });
    // The transfer failed: the amount comes back with one return entry.
    await db
      .update(payouts)
      .set({ status: "failed", failureReason: "Account closed" })
      .where(eq(payouts.id, payout.id));
    await db.insert(ledgerEntries).values({
      payoutId: payout.id,
      userId: id,
      entryType: "payout_return",
      amount: payout.amount,
      description: "Returned",
      availableAt: NOW,
    });
    expect((await sellerBalances(db, id, NOW)).available).toBe(10_000);
    const later = new Date(NOW.getTime() + 7 * 24 * HOUR);
    await runScheduledPayouts({ db, now: later });
    expect(await db.select().from(payouts).where(eq(payouts.userId, id))).toHaveLength(1);
    expect(await refusal(requestPayout({ db, userId: id, amount: 1_000, now: later }))).toEqual(
      R.failedUnresolved,
    );
    const retried = await retryPayout({ db, actorId: adminId, payoutId: payout.id, now: later });
    expect(retried).toMatchObject({ amount: 10_000, retryOf: payout.id, status: "queued" });
    expect(await refusal(retryPayout({ db, actorId: adminId, payoutId: payout.id }))).toEqual(
      R.wrongStatus,
    );
    await expect(retryPayout({ db, actorId: id, payoutId: payout.id })).rejects.toMatchObject({
      kind: "forbidden",
    });
  });
});
