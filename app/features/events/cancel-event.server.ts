import { and, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import { events, ticketOrders, tickets, ticketTypes, waitlistEntries } from "~/db/schema";
import { systemRefundJob } from "~/features/payments/system-refund-job.server";
import { invalidatePublicCache } from "~/lib/cache.server";
import { getDb } from "~/lib/db/client.server";
import { enqueue } from "~/lib/jobs/queue.server";
import { validation } from "~/lib/messages/validation";
import { lockManagedEvent } from "./event-access.server";
import { CANCEL_REASON_MAX } from "./event-form-limits";
import { eventCancelledMail } from "./event-holder-mails";
import { mailTicketHolders } from "./ticket-holders.server";

/** The confirm step's form: an optional reason, shown to ticket holders. */
export const cancelEventSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(CANCEL_REASON_MAX, { error: validation.maxLength(CANCEL_REASON_MAX) })
    .optional()
    .transform((v) => v || null),
});

/**
 * Cancels an event for its organizer or an admin (checked inside, on the locked
 * event), in one transaction (ADR 028: status `cancelled`, `cancelled_at`):
 * - every ticket holder is e-mailed once per address;
 * - every paid order is refunded in full by the system (`payments.system-refund`,
 *   cause `event_cancelled`), queued here so it exists if and only if the cancellation
 *   commits; the refund's purchase hook voids those tickets;
 * - free tickets are voided here (there is no payment to refund) and their seats given
 *   back; unpaid holds and waitlist places end, so nobody pays for a cancelled event.
 * Idempotent: cancelling a cancelled event changes nothing and sends nothing.
 */
export async function cancelEvent({
  eventId,
  actorId,
  reason,
  now = new Date(),
}: {
  eventId: string;
  actorId: string;
  reason: string | null;
  now?: Date;
}) {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const event = await lockManagedEvent(tx, { eventId, actorId });
    if (event.status === "cancelled")
      return { event, alreadyCancelled: true, mailed: 0, refunds: 0, voided: 0 };

    const [saved] = await tx
      .update(events)
      .set({ status: "cancelled", cancelledAt: now, cancellationReason: reason, updatedAt: now })
      .where(eq(events.id, event.id))
      .returning();
    // Before voiding: free-ticket holders are told too.
    const mailed = await mailTicketHolders(tx, event.id, eventCancelledMail, {
      title: event.title,
      slug: event.slug,
      reason,
    });

    const paid = await tx
      .select({ paymentId: ticketOrders.paymentTransactionId })
      .from(ticketOrders)
      .where(
        and(
          eq(ticketOrders.eventId, event.id),
          eq(ticketOrders.status, "paid"),
          gt(ticketOrders.total, 0),
          isNotNull(ticketOrders.paymentTransactionId),
        ),
      );
    for (const { paymentId } of paid) {
      await enqueue(tx, systemRefundJob, {
        paymentId: paymentId!,
        cause: "event_cancelled",
        ...(reason ? { reason } : {}),
      });
    }

    const free = await tx
      .select({ id: ticketOrders.id })
      .from(ticketOrders)
      .where(
        and(
          eq(ticketOrders.eventId, event.id),
          eq(ticketOrders.status, "paid"),
          sql`(${ticketOrders.total} = 0 or ${ticketOrders.paymentTransactionId} is null)`,
        ),
      );
    const freeIds = free.map((o) => o.id);
    let voided = 0;
    if (freeIds.length) {
      const gone = await tx
        .update(tickets)
        .set({ paymentStatus: "refunded" })
        .where(and(inArray(tickets.orderId, freeIds), eq(tickets.paymentStatus, "completed")))
        .returning({ ticketTypeId: tickets.ticketTypeId });
      voided = gone.length;
      const perType = new Map<string, number>();
      for (const t of gone) perType.set(t.ticketTypeId, (perType.get(t.ticketTypeId) ?? 0) + 1);
      for (const [typeId, n] of perType)
        await tx
          .update(ticketTypes)
          .set({ sold: sql`greatest(${ticketTypes.sold} - ${n}, 0)` })
          .where(eq(ticketTypes.id, typeId));
      await tx
        .update(ticketOrders)
        .set({ status: "cancelled", updatedAt: now })
        .where(inArray(ticketOrders.id, freeIds));
    }
    // Unpaid holds end now: a payment landing later finds its order cancelled and is
    // refunded by the purchase contract (unfulfillable).
    await tx
      .update(ticketOrders)
      .set({ status: "cancelled", updatedAt: now })
      .where(and(eq(ticketOrders.eventId, event.id), eq(ticketOrders.status, "pending")));
    await tx
      .update(waitlistEntries)
      .set({ status: "cancelled" })
      .where(
        and(
          eq(waitlistEntries.eventId, event.id),
          inArray(waitlistEntries.status, ["waiting", "offered"]),
        ),
      );
    return { event: saved!, alreadyCancelled: false, mailed, refunds: paid.length, voided };
  });
  if (!result.alreadyCancelled) invalidatePublicCache();
  return result;
}
