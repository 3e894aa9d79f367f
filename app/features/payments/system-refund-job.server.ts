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
  /**
   * Give back only this many naira (a stay's refund by its cancellation policy), at most
   * what is left of the line. Once per cause and line: a run that finds a refund of
   * this cause already on the line has nothing left to do (a retry after the refund
   * was applied never refunds twice).
   */
  amount?: number;
}>({
  name: "payments.system-refund",
  retryLimit: 10,
  retryDelaySeconds: 60,
  // Our own refusals (nothing refundable, a PayPal payment without its capture) will
  // not change with time; only an unreachable provider ("network") is worth retrying.
  isPermanent: (error) => error instanceof AppError && error.kind !== "network",
  async run({ paymentId, cause, reason, lineId, amount }) {
    const db = await getDb();
    const [row] = await db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, paymentId));
    // Already given back (by an admin, or a provider's own refund report): done.
    if (!row || !isRefundable(row)) return;
    let give: number | undefined;
    if (lineId) {
      const [line] = await db.select().from(paymentLines).where(eq(paymentLines.id, lineId));
      if (!line || line.transactionId !== paymentId || line.refundedAmount >= line.amount) return;
      if (amount !== undefined) {
        if (alreadyRefundedFor(row, cause, lineId)) return;
        give = Math.min(amount, line.amount - line.refundedAmount);
      }
    } else if (amount !== undefined) {
      if (alreadyRefundedFor(row, cause, null)) return;
      give = Math.min(amount, row.totalAmount - row.refundedAmount);
    }
    if (give !== undefined && give < 1) return;
    await refundPayment({
      paymentId,
      lineId,
      amount: give,
      reason: reason ? `${cause}: ${reason}` : cause,
      actor: { kind: "system", cause },
    });
  },
});

/** Whether a refund for this cause (on this line) was already recorded on the payment. */
function alreadyRefundedFor(
  row: typeof paymentTransactions.$inferSelect,
  cause: SystemRefundCause,
  lineId: string | null,
) {
  const done =
    (row.metadata.refunds as { by?: string; lines?: { lineId: string }[] }[] | undefined) ?? [];
  return done.some(
    (r) => r.by === `system:${cause}` && (!lineId || !!r.lines?.some((l) => l.lineId === lineId)),
  );
}
