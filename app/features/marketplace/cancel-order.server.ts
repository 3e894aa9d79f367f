import { and, eq, ne } from "drizzle-orm";
import { orderGroups, orderItems, orders, paymentLines } from "~/db/schema";
import { abandonPendingPayment, lockPaymentById } from "~/features/payments/checkout.server";
import { systemRefundJob } from "~/features/payments/system-refund-job.server";
import { AppError } from "~/lib/app-error.server";
import { getDb, type Tx } from "~/lib/db/client.server";
import { enqueue } from "~/lib/jobs/queue.server";
import { assertMove, lockOrderFor, type OrderActor } from "./order-access.server";
import { orderRefusals, orderFieldTexts } from "./order-messages";
import { ORDER_CANCEL_REASON_MIN } from "./order-limits";
import { announceOrderChange } from "./order-notify.server";
import { releaseHolds, restockOrder } from "./stock-holds.server";
import { isUuid } from "~/lib/uuid";

/**
 * Cancels a vendor order before it ships, in one transaction under the order's lock:
 * - its buyer (signed in, or holding the group's link) may, reason optional; its seller
 *   or an admin may, with a reason the buyer is told;
 * - a paid order (paid → cancelled): its units go back to the variants' stock here,
 *   and the system refund of that vendor's payment line alone (delivery fee included)
 *   is queued here, so it exists if and only if the cancellation commits; the money
 *   goes back through refundPayment, whose `refunded` hook leaves the stock alone;
 * - an unpaid order (placed → cancelled): nothing to refund; its stock holds end at
 *   once, and once no order of its group is left to pay, our side of the pending
 *   payment ends too (cancelled, in this transaction). Paystack cannot cancel an
 *   initialised transaction, so a success that still lands finds the order cancelled
 *   on purpose: the fulfilment answers it unfulfillable and the money is refunded
 *   automatically (the contract's path), the order staying cancelled;
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
    // The payment before the order, in confirmPayment's order: a cancel racing the
    // provider's success never deadlocks; whichever comes second sees the other's result.
    const paymentId = await paymentOf(tx, orderId);
    if (paymentId) await lockPaymentById(tx, paymentId);
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

    if (!wasPaid && order.groupId) await endUnpaidCheckout(tx, order, now);
    await announceOrderChange(tx, { order: cancelled!, group, storeName, change: "cancelled" });
    return { order: cancelled!, refundQueued: wasPaid, lineId };
  });
}

/** The payment an order is (being) paid through, read before any lock is taken. */
async function paymentOf(tx: Tx, orderId: string) {
  if (!isUuid(orderId)) return null;
  const [row] = await tx
    .select({ own: orders.paymentTransactionId, group: orderGroups.paymentTransactionId })
    .from(orders)
    .leftJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .where(eq(orders.id, orderId));
  return row?.own ?? row?.group ?? null;
}

/**
 * An unpaid order given up: its units are free again at once; once none of its group's
 * orders is left to pay, the group's payment ends on our side (its release frees what
 * is left). While another vendor's order of the group still waits, the payment stays
 * open for it; if it lands, this order's line alone is refunded.
 */
async function endUnpaidCheckout(tx: Tx, order: typeof orders.$inferSelect, now: Date) {
  const groupId = order.groupId!;
  const items = await tx
    .select({ variantId: orderItems.variantId })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  await releaseHolds(tx, groupId, now, {
    variantIds: items.flatMap((i) => (i.variantId ? [i.variantId] : [])),
  });
  const [open] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.groupId, groupId), ne(orders.status, "cancelled")))
    .limit(1);
  if (open) return;
  await releaseHolds(tx, groupId, now);
  const [group] = await tx
    .select({ paymentId: orderGroups.paymentTransactionId })
    .from(orderGroups)
    .where(eq(orderGroups.id, groupId));
  const paymentId = group?.paymentId ?? order.paymentTransactionId;
  if (!paymentId) return;
  const { outcome } = await abandonPendingPayment(tx, { paymentId, reason: "order_cancelled" });
  // Each order keeps its own payment status: the payment it waited for is over.
  if (outcome === "closed")
    await tx
      .update(orders)
      .set({ paymentStatus: "failed", updatedAt: now })
      .where(and(eq(orders.groupId, groupId), eq(orders.paymentStatus, "pending")));
}
