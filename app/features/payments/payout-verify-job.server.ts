import { and, asc, eq, inArray, isNotNull, isNull, lt, notInArray, or } from "drizzle-orm";
import { payouts } from "~/db/schema";
import { getDb, type Db } from "~/lib/db/client.server";
import { defineJob } from "~/lib/jobs/queue.server";
import { getLogger } from "~/lib/logger.server";
import { applyVerified } from "./payout-outcome.server";
import { payoutSendProblems } from "./payout-transfer-messages";
import { paystackConfig } from "./paystack-banks.server";
import { verifyTransfer } from "./paystack-transfers.server";

/** A transfer unheard of this long is asked about (issue 33: pending over 30 minutes). */
export const VERIFY_AFTER_MS = 30 * 60 * 1000;
const VERIFY_BATCH = 200;

/**
 * Payouts sent over 30 minutes ago that are still queued or processing, asked about with
 * GET /transfer/verify/:reference, whose answer moves them exactly as the webhook would
 * (applyTransferOutcome). Left alone: those waiting for an admin's OTP, and those Paystack
 * refused or never heard of (they wait for an admin to send them again). A crash between
 * claiming and sending ends here as "not found", never as a second transfer.
 */
export async function verifyStalePayouts(options: { db?: Db; now?: Date } = {}) {
  const config = paystackConfig();
  if (!config) return { checked: 0 };
  const db = options.db ?? (await getDb());
  const now = options.now ?? new Date();
  const stale = await db
    .select({
      id: payouts.id,
      reference: payouts.reference,
      providerStatus: payouts.providerStatus,
    })
    .from(payouts)
    .where(
      and(
        inArray(payouts.status, ["queued", "processing"]),
        isNotNull(payouts.sentAt),
        lt(payouts.sentAt, new Date(now.getTime() - VERIFY_AFTER_MS)),
        or(
          isNull(payouts.providerStatus),
          notInArray(payouts.providerStatus, ["otp", "refused", "not_found"]),
        ),
      ),
    )
    .orderBy(asc(payouts.sentAt))
    .limit(VERIFY_BATCH);
  let checked = 0;
  for (const payout of stale) {
    const answer = await verifyTransfer(config, payout.reference);
    if (answer.kind === "unknown") {
      // Paystack is not answering now: the next run (10 minutes) asks again.
      getLogger().warn({ reference: payout.reference, detail: answer.detail }, "verify failed");
      continue;
    }
    checked++;
    if (answer.kind === "not_found") {
      await db
        .update(payouts)
        .set({
          providerStatus: "not_found",
          lastError: payoutSendProblems.not_found,
          updatedAt: new Date(),
        })
        .where(and(eq(payouts.id, payout.id), eq(payouts.status, "queued")));
      continue;
    }
    await applyVerified(db, payout.reference, answer);
  }
  return { checked };
}

/** Every 10 minutes: transfers we have not heard about are checked with Paystack. */
export const verifyPayoutsJob = defineJob<object>({
  name: "payments.verify-payouts",
  cron: "*/10 * * * *",
  retryLimit: 0,
  expireInSeconds: 600,
  async run() {
    await verifyStalePayouts();
  },
});
