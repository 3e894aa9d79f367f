import { and, desc, eq, inArray, or } from "drizzle-orm";
import { bookings, paymentLines, paymentTransactions } from "~/db/schema";
import { systemRefundJob } from "~/features/payments/system-refund-job.server";
import { AppError } from "~/lib/app-error.server";
import { getDb, type Tx } from "~/lib/db/client.server";
import { enqueue } from "~/lib/jobs/queue.server";
import {
  BookingTransitionError,
  assertBookingTransition,
  canBookingMove,
  type BookingStatus,
} from "./booking-status";
import {
  BOOKING_STATUS_WORDS,
  bookingChangeErrors,
  bookingChangeFields,
  bookingChangeRefusals,
} from "./booking-change-messages";
import {
  lockBookingFor,
  mayActAs,
  type BookingActor,
  type BookingKey,
  type BookingRow,
} from "./booking-lock.server";
import { announceBookingChange } from "./booking-notify.server";
import { invalidateStayPages, releaseBookingHolds } from "./booking-release.server";
import { HOST_CANCEL_REASON_MIN } from "./booking-change-forms";
import { stayRefund, type StayRefund } from "./cancellation-refund";

/**
 * The guest's payment line of a booking: the line of a booking payment whose purchase id
 * is the booking, or else the line of the payment the booking names (payments recorded
 * before lines carried purchase ids, as the demo data's).
 */
async function paidLineOf(tx: Tx, booking: BookingRow) {
  const rows = await tx
    .select({
      paymentId: paymentTransactions.id,
      lineId: paymentLines.id,
      purchaseId: paymentLines.purchaseId,
      lineAmount: paymentLines.amount,
      lineRefunded: paymentLines.refundedAmount,
      total: paymentTransactions.totalAmount,
      refunded: paymentTransactions.refundedAmount,
    })
    .from(paymentLines)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, paymentLines.transactionId))
    .where(
      and(
        booking.paymentTransactionId
          ? or(
              eq(paymentLines.purchaseId, booking.id),
              eq(paymentLines.transactionId, booking.paymentTransactionId),
            )
          : eq(paymentLines.purchaseId, booking.id),
        eq(paymentTransactions.transactionType, "booking"),
        inArray(paymentTransactions.paymentStatus, [
          "completed",
          "paid",
          "partially_refunded",
          "refunded",
        ]),
      ),
    )
    .orderBy(desc(paymentTransactions.createdAt), paymentLines.position);
  return (
    rows.find((r) => r.purchaseId === booking.id && r.paymentId === booking.paymentTransactionId) ??
    rows.find((r) => r.purchaseId === booking.id) ??
    rows.find((r) => r.purchaseId === null) ??
    null
  );
}

export type CancellationPlan = {
  by: "guest" | "host";
  /** Whether a payment was taken (a confirmed booking). */
  paid: boolean;
  /** What the policy gives (null when nothing was paid). */
  policyRefund: StayRefund | null;
  /** What is left of the payment line to give back. */
  left: number;
  /** What will be refunded: the policy's figure, never more than what is left. */
  amount: number;
  paymentId: string | null;
  lineId: string | null;
};

/**
 * The refund of cancelling `booking` now, by the policy stored on it: nothing for an
 * unpaid booking; for a confirmed one stayRefund's figure from the booking's own
 * nights, cleaning and service fee, checked against its payment line (never more than
 * the line has left unrefunded). A confirmed booking without its payment is refused.
 */
async function planCancellation(
  tx: Tx,
  booking: BookingRow,
  by: "guest" | "host",
  now: Date,
): Promise<CancellationPlan> {
  if (booking.status !== "confirmed")
    return {
      by,
      paid: false,
      policyRefund: null,
      left: 0,
      amount: 0,
      paymentId: null,
      lineId: null,
    };
  const line = await paidLineOf(tx, booking);
  if (!line) throw new AppError("validation", { message: bookingChangeErrors.noPayment });
  const policyRefund = stayRefund({
    by,
    policy: booking.cancellationPolicy,
    checkIn: booking.checkIn,
    checkInTime: booking.checkInTime,
    confirmedAt: booking.confirmedAt,
    nightsTotal: booking.nights * booking.pricePerNight,
    cleaningFee: booking.cleaningFee,
    serviceFee: booking.platformFee,
    now,
  });
  const left = Math.max(
    0,
    Math.min(line.lineAmount - line.lineRefunded, line.total - line.refunded),
  );
  return {
    by,
    paid: true,
    policyRefund,
    left,
    amount: Math.min(policyRefund.total, left),
    paymentId: line.paymentId,
    lineId: line.lineId,
  };
}

function targetOf(as: "guest" | "host"): BookingStatus {
  return as === "guest" ? "cancelled_by_guest" : "cancelled_by_host";
}

export type CancellationPreview = {
  booking: BookingRow;
  property: { id: string; title: string; slug: string };
  cancellable: boolean;
  plan: CancellationPlan | null;
};

/**
 * What cancelling would do, computed exactly as cancelBooking does it, without writing:
 * the confirmation page shows it before the guest (or host) confirms.
 */
export async function previewCancellation({
  key,
  actor,
  as,
  now = new Date(),
}: {
  key: BookingKey;
  actor: BookingActor;
  as: "guest" | "host";
  now?: Date;
}): Promise<CancellationPreview> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { booking, property, relation } = await lockBookingFor(tx, { key, actor });
    if (!mayActAs(relation, as)) throw new AppError("notFound");
    const cancellable = canBookingMove(booking.status, targetOf(as));
    return {
      booking,
      property: { id: property.id, title: property.title, slug: property.slug },
      cancellable,
      plan: cancellable ? await planCancellation(tx, booking, as, now) : null,
    };
  });
}

/**
 * Cancels a booking, in one transaction under the booking's lock:
 * - `as: "guest"`: its guest (signed in as guest_id, or holding its link), reason
 *   optional; `as: "host"`: the property's owner or an admin, with a reason the guest
 *   is told (the spec's cancelledByOwner words);
 * - from requested, awaiting_payment or confirmed (the transition table); anything else
 *   is refused with the booking's status and nothing changes;
 * - unpaid: cancelled, nothing refunded; paid (confirmed): the policy's refund (in full
 *   when the host cancels) is queued as a system refund of the booking's payment line
 *   in this transaction, so it exists if and only if the cancellation commits;
 * - the booking's holds are released, guest and host are told; after the commit the
 *   stay's pages are dropped from the cache (its nights are free again).
 */
export async function cancelBooking({
  key,
  actor,
  as,
  reason = null,
  now = new Date(),
}: {
  key: BookingKey;
  actor: BookingActor;
  as: "guest" | "host";
  reason?: string | null;
  now?: Date;
}) {
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const { booking, property, relation } = await lockBookingFor(tx, { key, actor });
    if (!mayActAs(relation, as)) throw new AppError("notFound");
    const to = targetOf(as);
    try {
      assertBookingTransition(booking.status, to);
    } catch (error) {
      if (!(error instanceof BookingTransitionError)) throw error;
      throw new AppError("validation", {
        message: bookingChangeRefusals.cannotCancel(BOOKING_STATUS_WORDS[booking.status]),
      });
    }
    const why = reason?.trim() || null;
    if (as === "host" && (!why || why.length < HOST_CANCEL_REASON_MIN))
      throw new AppError("validation", {
        fieldErrors: { reason: [bookingChangeFields.reasonRequired] },
      });
    const plan = await planCancellation(tx, booking, as, now);
    if (plan.amount > 0)
      await enqueue(tx, systemRefundJob, {
        paymentId: plan.paymentId!,
        cause: "booking_cancelled",
        lineId: plan.lineId!,
        amount: plan.amount,
        reason: why ? `${booking.reference}: ${why}` : booking.reference,
      });
    const [cancelled] = await tx
      .update(bookings)
      .set({
        status: to,
        cancelledAt: now,
        cancelledBy: actor.user?.id ?? null,
        cancelReason: why,
        updatedAt: now,
      })
      .where(eq(bookings.id, booking.id))
      .returning();
    await releaseBookingHolds(tx, [booking.id], now);
    await announceBookingChange(tx, {
      booking: cancelled!,
      property,
      change: { kind: "cancelled", byHost: as === "host", refund: plan.amount, paid: plan.paid },
    });
    return { booking: cancelled!, plan, propertyId: property.id };
  });
  await invalidateStayPages(db, [done.propertyId]);
  return { booking: done.booking, refund: done.plan.amount, paid: done.plan.paid };
}
