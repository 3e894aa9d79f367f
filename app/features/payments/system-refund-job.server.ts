import { eq } from "drizzle-orm";
import { paymentLines, paymentTransactions } from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { defineJob } from "~/lib/jobs/queue.server";
import { isRefundable, refundPayment, type SystemRefundCause } from "./refunds.server";

/**
 * Gives back the rest of a payment for a system cause (undeliverable purchase,
 * cancelled event, declined booking). Queued in the transaction that decided it; a
 * provider that is down makes the job retry with back-off, and what stays unpaid
 * after the last retry shows in the admin's refund list and failed jobs.
 */
export const systemRefundJob = defineJob<{
  paymentId: string;
  cause: SystemRefundCause;
  reason?: string;
  /** Give back only this line (one vendor's order of a cart); otherwise the whole rest. */
  lineId?: string;
}>({
  name: "payments.system-refund",
  retryLimit: 10,
  retryDelaySeconds: 60,
  // Our own refusals (nothing refundable, a PayPal payment without its capture) will
  // not change with time; only an unreachable provider ("network") is worth retrying.
  isPermanent: (error) => error instanceof AppError && error.kind !== "network",
  async run({ paymentId, cause, reason, lineId }) {
    const db = await getDb();
    const [row] = await db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, paymentId));
    // Already given back (by an admin, or a provider's own refund report): done.
    if (!row || !isRefundable(row)) return;
    if (lineId) {
      const [line] = await db.select().from(paymentLines).where(eq(paymentLines.id, lineId));
      if (!line || line.transactionId !== paymentId || line.refundedAmount >= line.amount) return;
    }
    await refundPayment({
      paymentId,
      lineId,
      reason: reason ? `${cause}: ${reason}` : cause,
      actor: { kind: "system", cause },
    });
  },
});
