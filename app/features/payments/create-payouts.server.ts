import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { ledgerEntries, payoutHolds, payouts, profiles } from "~/db/schema";
import { can, type Permission } from "~/features/accounts/permissions";
import { AppError } from "~/lib/app-error.server";
import type { Db, Tx } from "~/lib/db/client.server";
import { getLogger } from "~/lib/logger.server";
import type { Message } from "~/lib/messages";
import { formatNaira } from "~/lib/money";
import { availableBalance, sellersWithAvailable } from "./balances.server";
import { payoutCommandCopy } from "./payout-messages";
import { loadPayoutSettings } from "./payout-settings.server";
import { assertPayoutTransition, canMovePayout, RETURNED } from "./payout-status";
import { payoutAccountOf } from "./payouts.server";
import { tellPayoutMoved } from "./payout-outcome.server";
import { paystackConfig } from "./paystack-banks.server";
import { payoutReference, scheduledRunKey, sellerRequestKey } from "./release-rules";

export type Payout = typeof payouts.$inferSelect;
export type PayoutTrigger = "schedule" | "seller" | "admin";

/** Why no payout was made for a seller (each has its words in payoutCommandCopy.refused). */
export type PayoutBlock =
  | "sameRun"
  | "held"
  | "suspended"
  | "failedUnresolved"
  | "noAccount"
  | "accountUnapproved"
  | "nothingAvailable"
  | "moreThanAvailable"
  | "belowMinimum";

const R = payoutCommandCopy.refused;

/** The seller-facing words for a block. */
export function payoutBlockMessage(block: PayoutBlock, available: number, minimum = 1): Message {
  switch (block) {
    case "sameRun":
      return R.onceADay;
    case "moreThanAvailable":
      return R.moreThanAvailable(formatNaira(Math.max(0, available)));
    case "belowMinimum":
      return R.belowMinimum(formatNaira(minimum));
    default:
      return R[block];
  }
}

/**
 * The one way a payout is made (issue 33, ADR 071), in the caller's transaction: the
 * seller's profile row is locked, so two processes (or a retried job) paying the same
 * seller run one after the other, and the second finds the first's row for the run
 * (payouts_run_idx). Checks, in order: not already paid in this run, no active hold,
 * not suspended,
 * no failed or reversed payout left unresolved (never silently re-sent), a payout
 * account whose name is not waiting for approval, and an amount within the available
 * sum (default: all of it) and at least the minimum. The queued row and its negative
 * ledger entry commit together; sending it is the transfer engine's (a job picks
 * queued payouts up), so no outside call happens here.
 */
export async function createPayout(opts: {
  tx: Tx;
  userId: string;
  runKey: string;
  trigger: PayoutTrigger;
  amount?: number;
  minimum?: number;
  actorId?: string | null;
  retryOf?: string | null;
  now?: Date;
}): Promise<{ ok: true; payout: Payout } | { ok: false; block: PayoutBlock; available: number }> {
  const { tx, userId, runKey, trigger } = opts;
  const now = opts.now ?? new Date();
  const [seller] = await tx
    .select({ id: profiles.id, suspendedAt: profiles.suspendedAt })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for("update");
  if (!seller) throw new AppError("notFound");
  const refuse = (block: PayoutBlock, available = 0) => ({ ok: false as const, block, available });

  const [sameRun] = await tx
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.userId, userId), eq(payouts.runKey, runKey)));
  if (sameRun) return refuse("sameRun");
  const [hold] = await tx
    .select({ id: payoutHolds.id })
    .from(payoutHolds)
    .where(and(eq(payoutHolds.userId, userId), isNull(payoutHolds.releasedAt)));
  if (hold) return refuse("held");
  // A suspended account's earnings stay where they are until it is reinstated (ADR 072).
  if (seller.suspendedAt) return refuse("suspended");
  const [unresolved] = await tx
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      and(
        eq(payouts.userId, userId),
        inArray(payouts.status, [...RETURNED]),
        isNull(payouts.resolvedAt),
      ),
    );
  if (unresolved) return refuse("failedUnresolved");
  const account = await payoutAccountOf(tx, userId);
  if (!account) return refuse("noAccount");
  if (account.nameCheck === "needs_approval") return refuse("accountUnapproved");

  const available = await availableBalance(tx, userId, now);
  if (available <= 0) return refuse("nothingAvailable", available);
  const amount = opts.amount ?? available;
  if (amount > available) return refuse("moreThanAvailable", available);
  if (amount < Math.max(1, opts.minimum ?? 1)) return refuse("belowMinimum", available);

  const id = randomUUID();
  const [payout] = await tx
    .insert(payouts)
    .values({
      id,
      userId,
      payoutAccountId: account.id,
      amount,
      status: "queued",
      reference: payoutReference(id),
      trigger,
      runKey,
      recipientCode: account.recipientCode,
      retryOf: opts.retryOf ?? null,
      createdBy: opts.actorId ?? null,
    })
    .onConflictDoNothing({ target: [payouts.userId, payouts.runKey] })
    .returning();
  if (!payout) return refuse("sameRun");
  await tx.insert(ledgerEntries).values({
    payoutId: payout.id,
    userId,
    entryType: "payout",
    amount: -amount,
    availableAt: now,
    description: `Payout ${payout.reference}`,
  });
  await tellPayoutMoved(tx, { payout, from: null, to: "queued" });
  getLogger().info(
    { audit: "payout.created", userId, amount, runKey, trigger, actorId: opts.actorId ?? null },
    "payout queued",
  );
  return { ok: true, payout };
}

/**
 * The automatic run (a job every hour): when the admin's schedule has a run due, every
 * seller whose available balance reaches the minimum gets one payout for it. Sellers
 * already paid in this run, held or blocked are passed over; each seller is its own
 * transaction, so one refusal never stops the others.
 */
export async function runScheduledPayouts(opts: { db: Db; now?: Date }) {
  const now = opts.now ?? new Date();
  const settings = await loadPayoutSettings(opts.db);
  const runKey = scheduledRunKey(settings, now);
  if (!runKey) return { runKey, created: [] as Payout[] };
  const candidates = (await sellersWithAvailable(opts.db, now)).filter(
    (s) => s.available >= Math.max(1, settings.minimumPayout),
  );
  const created: Payout[] = [];
  for (const seller of candidates) {
    const outcome = await opts.db.transaction((tx) =>
      createPayout({
        tx,
        userId: seller.userId,
        runKey,
        trigger: "schedule",
        minimum: settings.minimumPayout,
        now,
      }),
    );
    if (outcome.ok) created.push(outcome.payout);
  }
  if (created.length) getLogger().info({ runKey, payouts: created.length }, "payout run");
  return { runKey, created };
}

async function roleOf(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ role: profiles.role, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ?? null;
}

async function authorizeActor(tx: Tx, actorId: string, right: Permission) {
  const actor = await roleOf(tx, actorId);
  if (!can(actor?.role, right)) throw new AppError("forbidden");
  return actor!;
}

/**
 * A seller asks for (part of) their available balance now: at most once per Lagos day
 * (the run key), any amount from ₦1 to what is available.
 */
export async function requestPayout(opts: {
  db: Db;
  userId: string;
  amount: number;
  now?: Date;
}): Promise<Payout> {
  const now = opts.now ?? new Date();
  if (!Number.isSafeInteger(opts.amount) || opts.amount < 1) {
    throw new AppError("validation", {
      message: R.amount,
      fieldErrors: { amount: [R.amount.message] },
    });
  }
  return opts.db.transaction(async (tx) => {
    await authorizeActor(tx, opts.userId, "payments:seller");
    const outcome = await createPayout({
      tx,
      userId: opts.userId,
      runKey: sellerRequestKey(now),
      trigger: "seller",
      amount: opts.amount,
      actorId: opts.userId,
      now,
    });
    if (!outcome.ok) {
      const message = payoutBlockMessage(outcome.block, outcome.available);
      throw new AppError("validation", {
        message,
        fieldErrors:
          outcome.block === "moreThanAvailable" ? { amount: [message.message] } : undefined,
      });
    }
    return outcome.payout;
  });
}

async function lockPayout(tx: Tx, payoutId: string) {
  const [payout] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for("update");
  if (!payout) throw new AppError("notFound", { message: R.notFound });
  return payout;
}

/**
 * Without Paystack (offline, the test provider) nobody sends transfers: an admin who
 * paid a queued payout by other means records it paid, as before issue 33.
 */
export async function markQueuedPayoutPaid(opts: {
  db: Db;
  actorId: string;
  payoutId: string;
  now?: Date;
}): Promise<Payout> {
  if (paystackConfig()) throw new AppError("validation", { message: R.offlineOnly });
  const now = opts.now ?? new Date();
  const outcome = await opts.db.transaction(async (tx) => {
    const actor = await authorizeActor(tx, opts.actorId, "payouts:mark-paid");
    const payout = await lockPayout(tx, opts.payoutId);
    if (!canMovePayout(payout.status, "paid"))
      throw new AppError("validation", { message: R.wrongStatus });
    assertPayoutTransition(payout.status, "paid");
    const [paid] = await tx
      .update(payouts)
      .set({
        status: "paid",
        providerStatus: "manual",
        settledAt: now,
        lastError: null,
        updatedAt: now,
      })
      .where(eq(payouts.id, payout.id))
      .returning();
    await tellPayoutMoved(tx, { payout: paid!, from: payout.status, to: "paid" });
    return { paid: paid!, actor };
  });
  getLogger().info(
    {
      audit: "payout.marked_paid",
      actorId: opts.actorId,
      actorEmail: outcome.actor.email,
      payoutId: opts.payoutId,
      amount: outcome.paid.amount,
    },
    "payout marked paid by hand",
  );
  return outcome.paid;
}

/**
 * An admin retries a failed or reversed payout: that payout is resolved (it stays
 * failed, with its reason, in the history) and a new payout of the seller's available
 * balance, which its return entry restored, is queued with a new reference.
 */
export async function retryPayout(opts: {
  db: Db;
  actorId: string;
  payoutId: string;
  now?: Date;
}): Promise<Payout> {
  const now = opts.now ?? new Date();
  return opts.db.transaction(async (tx) => {
    await authorizeActor(tx, opts.actorId, "payouts:manage");
    const failed = await lockPayout(tx, opts.payoutId);
    if (!RETURNED.includes(failed.status) || failed.resolvedAt)
      throw new AppError("validation", { message: R.wrongStatus });
    await tx
      .update(payouts)
      .set({ resolvedAt: now, resolution: "retried", updatedAt: now })
      .where(eq(payouts.id, failed.id));
    const outcome = await createPayout({
      tx,
      userId: failed.userId,
      runKey: `retry:${failed.id}`,
      trigger: "admin",
      actorId: opts.actorId,
      retryOf: failed.id,
      now,
    });
    if (!outcome.ok) {
      throw new AppError("validation", {
        message: payoutBlockMessage(outcome.block, outcome.available),
      });
    }
    getLogger().info(
      {
        audit: "payout.retried",
        actorId: opts.actorId,
        payoutId: failed.id,
        newPayoutId: outcome.payout.id,
      },
      "payout retried",
    );
    return outcome.payout;
  });
}
