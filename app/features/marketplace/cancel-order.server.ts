import { and, eq, ne } from "drizzle-orm";
import { orders, paymentLines } from "~/db/schema";
import { systemRefundJob } from "~/features/payments/system-refund-job.server";
import { AppError } from "~/lib/app-error.server";
import { getDb, type Tx } from "~/lib/db/client.server";
import { enqueue } from "~/lib/jobs/queue.server";
import { assertMove, lockOrderFor, type OrderActor } from "./order-access.server";
import { orderRefusals, orderFieldTexts } from "./order-messages";
import { ORDER_CANCEL_REASON_MIN } from "./order-limits";
import { announceOrderChange } from "./order-notify.server";
import { releaseHolds, restockOrder } from "./stock-holds.server";

/**
 * Cancels a vendor order before it ships, in one transaction under the order's lock:
 * - its buyer (signed in, or holding the group's link) may, reason optional; its seller
 *   or an admin may, with a reason the buyer is told;
 * - a paid order (paid → cancelled): its units go back to the variants' stock here,
 *   and the system refund of that vendor's payment line alone (delivery fee included)
 *   is queued here, so it exists if and only if the cancellation commits; the money
 *   goes back through refundPayment, whose `refunded` hook leaves the stock alone;
 * - an unpaid order (placed → cancelled): nothing to refund; once every order of its
 *   group is cancelled, the group's stock holds are released;
 * - the buyer is e-mailed and, when signed in, notified.
 */
export async function cancelOrder({
  orderId,
  actor,
  reason = null,
  now = new Date(),
}: {
  orderId: string;
  actor: OrderActor;
  reason?: string | null;
  now?: Date;
}) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { order, group, storeName, relation } = await lockOrderFor(tx, { orderId, actor });
    const staff = relation.seller || relation.admin;
    const why = reason?.trim() || null;
    if (!staff && !relation.buyer) throw new AppError("forbidden");
    assertMove(order.status, "cancelled", orderRefusals.cannotCancel);
    // Someone else's decision must be explained to the buyer.
    if (!relation.buyer && (!why || why.length < ORDER_CANCEL_REASON_MIN))
      throw new AppError("validation", {
        fieldErrors: { reason: [orderFieldTexts.reasonRequired] },
      });
    const cancelledBy = relation.buyer ? "buyer" : relation.seller ? "vendor" : "admin";
    const wasPaid = order.status === "paid";

    let lineId: string | null = null;
    if (wasPaid) {
      const paymentId = order.paymentTransactionId ?? group?.paymentTransactionId ?? null;
      const [line] = paymentId
        ? await tx
            .select({ id: paymentLines.id })
            .from(paymentLines)
            .where(
              and(eq(paymentLines.transactionId, paymentId), eq(paymentLines.purchaseId, order.id)),
            )
        : [];
      if (!paymentId || !line)
        throw new AppError("validation", { message: orderRefusals.noPaymentLine });
      lineId = line.id;
      await restockOrder(tx, order.id);
      await enqueue(tx, systemRefundJob, {
        paymentId,
        cause: "order_cancelled",
        lineId,
        ...(why ? { reason: why } : {}),
      });
    }

    const [cancelled] = await tx
      .update(orders)
      .set({
        status: "cancelled",
        cancelReason: why,
        cancelledBy,
        cancelledAt: now,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id))
      .returning();

    if (!wasPaid && order.groupId) await releaseGroupHoldsWhenAllCancelled(tx, order.groupId, now);
    await announceOrderChange(tx, { order: cancelled!, group, storeName, change: "cancelled" });
    return { order: cancelled!, refundQueued: wasPaid, lineId };
  });
}

/** An abandoned checkout: its holds end once none of its orders is still waiting to be paid. */
async function releaseGroupHoldsWhenAllCancelled(tx: Tx, groupId: string, now: Date) {
  const [open] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.groupId, groupId), ne(orders.status, "cancelled")))
    .limit(1);
  if (open) return;
  await releaseHolds(tx, groupId, now);
}
