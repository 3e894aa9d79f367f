import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { payoutAccounts, payouts } from "~/db/schema";
import { getDb, type Db } from "~/lib/db/client.server";
import { defineJob } from "~/lib/jobs/queue.server";
import { getLogger } from "~/lib/logger.server";
import { applyTransferOutcome, applyVerified } from "./payout-outcome.server";
import { payoutSendProblems } from "./payout-transfer-messages";
import { paystackConfig, type PaystackConfig } from "./paystack-banks.server";
import {
  bulkTransfer,
  createTransferRecipient,
  initiateTransfer,
  verifyTransfer,
  type TransferAnswer,
  type TransferRequest,
} from "./paystack-transfers.server";

/** Paystack takes at most 100 transfers in one bulk request. */
export const SEND_BATCH = 100;
/** The narration the seller's bank shows. */
const TRANSFER_REASON = "Naija Creators payout";

type Claimed = { id: string; userId: string; amount: number; reference: string };

/**
 * Claims queued payouts not yet sent, at most `limit`: sent_at is set in one guarded
 * statement (status queued, sent_at null, rows locked with SKIP LOCKED), so however many
 * runs overlap, in one process or several, each payout is claimed once and its transfer
 * requested once. A crash after the claim leaves sent_at set: the verify job asks
 * Paystack what became of it instead of sending again. Held sellers and accounts whose
 * name waits for an admin are left queued.
 */
export async function claimQueuedPayouts(db: Db, limit: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const result = await tx.execute<{ id: string }>(sql`
      select p.id from ${payouts} p
      where p.status = 'queued' and p.sent_at is null
        and not exists (select 1 from payout_holds h
                        where h.user_id = p.user_id and h.released_at is null)
        and exists (select 1 from payout_accounts a
                    where a.user_id = p.user_id and a.is_default
                      and a.name_check in ('matched', 'approved'))
      order by p.created_at
      limit ${limit}
      for update of p skip locked`);
    const ids = (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    if (ids.length === 0) return [] as Claimed[];
    return tx
      .update(payouts)
      .set({ sentAt: now, updatedAt: now })
      .where(and(inArray(payouts.id, ids), eq(payouts.status, "queued"), isNull(payouts.sentAt)))
      .returning({
        id: payouts.id,
        userId: payouts.userId,
        amount: payouts.amount,
        reference: payouts.reference,
      });
  });
}

/** Records why a claimed payout was not sent: it stays queued for the admin to send again. */
async function recordProblem(
  db: Db,
  payoutId: string,
  lastError: string,
  providerStatus: "refused" | "unknown" | "not_found",
) {
  await db
    .update(payouts)
    .set({ lastError, providerStatus, updatedAt: new Date() })
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, "queued")));
  getLogger().warn({ payoutId, providerStatus, lastError }, "payout not sent");
}

/** What one transfer's answer does to its payout (shared with the admin's OTP action). */
export async function settleAnswer(
  db: Db,
  config: PaystackConfig,
  payout: { id: string; reference: string },
  answer: TransferAnswer,
  source: "send" | "finalize",
) {
  if (answer.kind === "accepted") {
    await applyTransferOutcome(db, {
      reference: payout.reference,
      status: answer.status,
      transferCode: answer.transferCode,
      failure: answer.failure,
      source,
    });
    return;
  }
  if (answer.kind === "unknown") {
    await recordProblem(db, payout.id, payoutSendProblems.unknown, "unknown");
    return;
  }
  if (answer.problem === "duplicate_reference") {
    // Paystack already has this reference (an earlier send's answer was lost): ask what
    // became of it rather than make another.
    const found = await verifyTransfer(config, payout.reference);
    if (found.kind === "found") {
      await applyVerified(db, payout.reference, found);
    } else {
      await recordProblem(db, payout.id, payoutSendProblems.unknown, "unknown");
    }
    return;
  }
  const known = payoutSendProblems[answer.problem as keyof typeof payoutSendProblems];
  const text = typeof known === "string" ? known : payoutSendProblems.other(answer.message);
  await recordProblem(db, payout.id, text, "refused");
}

/**
 * The seller's current payout account with its Paystack recipient, made now if the
 * account was saved before Paystack was set up (Paystack returns the existing recipient
 * for an account it knows, so this is safe to repeat).
 */
async function recipientFor(db: Db, config: PaystackConfig, userId: string) {
  const [account] = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, userId), eq(payoutAccounts.isDefault, true)))
    .limit(1);
  if (!account) return null;
  if (account.recipientCode) return account;
  try {
    const recipientCode = await createTransferRecipient(config, {
      name: account.accountName,
      accountNumber: account.accountNumber,
      bankCode: account.bankCode,
      userId,
    });
    await db.update(payoutAccounts).set({ recipientCode }).where(eq(payoutAccounts.id, account.id));
    return { ...account, recipientCode };
  } catch (error) {
    getLogger().warn({ err: error, userId }, "transfer recipient not made");
    return null;
  }
}

/**
 * Sends claimed payouts: one POST /transfer for a single payout, one /transfer/bulk for
 * several. A refused bulk request (OTP on, a duplicate reference, the balance short of
 * the total) made no transfer at all, so each payout is then tried on its own; a bulk
 * request without an answer is left to the verify job like any lost answer.
 */
async function sendClaimed(db: Db, config: PaystackConfig, claimed: Claimed[]) {
  const ready: (Claimed & { request: TransferRequest })[] = [];
  for (const payout of claimed) {
    const account = await recipientFor(db, config, payout.userId);
    if (!account?.recipientCode) {
      await recordProblem(db, payout.id, payoutSendProblems.no_recipient, "refused");
      continue;
    }
    // The payout goes to the account the seller has when it is sent; the row records it.
    await db
      .update(payouts)
      .set({ payoutAccountId: account.id, recipientCode: account.recipientCode })
      .where(eq(payouts.id, payout.id));
    ready.push({
      ...payout,
      request: {
        amount: payout.amount,
        recipientCode: account.recipientCode,
        reference: payout.reference,
        reason: TRANSFER_REASON,
      },
    });
  }
  if (ready.length > 1) {
    const bulk = await bulkTransfer(
      config,
      ready.map((p) => p.request),
    );
    if (bulk.kind === "accepted") {
      for (const payout of ready) {
        const answer = bulk.items.get(payout.reference) ?? {
          kind: "unknown" as const,
          detail: "missing from the bulk answer",
        };
        await settleAnswer(db, config, payout, answer, "send");
      }
      return;
    }
    if (bulk.kind === "unknown") {
      for (const payout of ready) await settleAnswer(db, config, payout, bulk, "send");
      return;
    }
    getLogger().info({ problem: bulk.problem }, "bulk transfer refused: sending one by one");
  }
  for (const payout of ready) {
    const answer = await initiateTransfer(config, payout.request);
    await settleAnswer(db, config, payout, answer, "send");
  }
}

/**
 * Sends every queued payout not yet sent (issue 33). Without Paystack nothing is sent:
 * payouts wait queued for an admin to mark them paid by hand.
 */
export async function sendQueuedPayouts(options: { db?: Db; now?: Date } = {}) {
  const config = paystackConfig();
  if (!config) return { claimed: 0 };
  const db = options.db ?? (await getDb());
  let claimedTotal = 0;
  // A bounded number of batches per run: the next minute's run takes the rest.
  for (let round = 0; round < 10; round++) {
    const claimed = await claimQueuedPayouts(db, SEND_BATCH, options.now);
    if (claimed.length === 0) break;
    claimedTotal += claimed.length;
    await sendClaimed(db, config, claimed);
    if (claimed.length < SEND_BATCH) break;
  }
  return { claimed: claimedTotal };
}

/**
 * Every minute (pg-boss: one run per slot however many processes): sends what the
 * payout runs and sellers' requests queued.
 */
export const sendPayoutsJob = defineJob<object>({
  name: "payments.send-payouts",
  cron: "* * * * *",
  retryLimit: 0,
  expireInSeconds: 300,
  async run() {
    await sendQueuedPayouts();
  },
});
