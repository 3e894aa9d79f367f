import { and, eq, isNull, or } from "drizzle-orm";
import { bookings } from "~/db/schema";
import type { Fulfilment, PaymentTransaction } from "~/features/payments/fulfilment";
import { lagosInstant } from "./stay-dates";
import type { Tx } from "~/lib/db/client.server";
import { releasePurchaseHolds } from "~/lib/hold-caps.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import { placeLine } from "~/lib/places";
import { publicBaseUrl } from "~/lib/public-url.server";
import { tripPath, type BookingRow, type PropertyRow } from "./booking-access.server";
import { bookingConfirmedMail, stayMailData } from "./booking-mails";
import { bookingUnfulfillable } from "./booking-messages";
import { invalidateStayPages } from "./booking-pages-cache.server";
import { assertBookingTransition } from "./booking-status";
import { lockProperty, rangeIsFree } from "./stay-availability.server";

/**
 * The property, then the booking, locked (the order every write that takes nights
 * uses: a request locks the property before inserting its row).
 */
async function lockBookingOf(tx: Tx, txn: PaymentTransaction) {
  if (!txn.orderId) return null;
  const [found] = await tx
    .select({ propertyId: bookings.propertyId })
    .from(bookings)
    .where(eq(bookings.id, txn.orderId));
  if (!found) return null;
  const property = await lockProperty(tx, found.propertyId);
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.id, txn.orderId))
    .for("update");
  return booking && property ? { booking, property } : null;
}

async function confirmBooking(
  tx: Tx,
  o: { booking: BookingRow; property: PropertyRow; txn: PaymentTransaction; now: Date },
) {
  assertBookingTransition(o.booking.status, "confirmed");
  const [confirmed] = await tx
    .update(bookings)
    .set({
      status: "confirmed",
      confirmedAt: o.now,
      paymentTransactionId: o.txn.id,
      updatedAt: o.now,
    })
    .where(eq(bookings.id, o.booking.id))
    .returning();
  await releasePurchaseHolds(tx, { type: "booking", id: o.booking.id }, o.now);
  const b = confirmed!;
  await sendMail(
    {
      to: b.guestEmail,
      ...bookingConfirmedMail.render({
        ...stayMailData(publicBaseUrl(), b, o.property.title),
        name: b.guestName,
        paymentReference: o.txn.paymentReference,
        checkInTime: b.checkInTime,
        checkOutTime: b.checkOutTime,
        address: placeLine(o.property.address, o.property.city, o.property.state),
        instructions: o.property.checkInInstructions,
        tripPath: tripPath(b),
      }),
    },
    tx,
  );
  return b;
}

/**
 * Stays and the purchase contract (docs/decisions/014-purchase-contract.md, 066):
 * - fulfil: an awaiting-payment booking is confirmed. A payment landing after the
 *   booking lapsed is confirmed when its nights are still free (property lock, then
 *   rangeIsFree leaving itself out), else it is unfulfillable "dates_taken" and payments
 *   refunds it. A booking cancelled, declined or already paid (a second payment) is
 *   never confirmed by it: refunded too.
 * - release: the payment failed, was cancelled or expired. An instant booking lapses
 *   (its nights free up: it was only ever held for the checkout); an accepted request
 *   stays awaiting payment until its pay_by (the guest may pay again).
 * - refunded: a refund changes no booking status here: cancelling (guest or host)
 *   decides the status and the refund together (the cancellation module); payments
 *   records the money on its own rows (lines, ledger), and bookings keep no payment
 *   status of their own. What the public sees of the stay does not change either.
 */
export const bookingFulfilment: Fulfilment = {
  ledgerEntry: "sale",
  // The "Booking confirmed" mail carries what was paid, the payment's reference and the
  // check-in details: it is the guest's one e-mail for the payment.
  receiptMail: "own",

  // The host's takings wait for the guest's arrival: the release rule's hours after the
  // stay's check-in time (Lagos), as Airbnb pays about a day after check-in.
  async releaseEvents({ tx, txn, lines }) {
    if (!txn.orderId) return new Map();
    const [booking] = await tx
      .select({ checkIn: bookings.checkIn, checkInTime: bookings.checkInTime })
      .from(bookings)
      .where(eq(bookings.id, txn.orderId));
    if (!booking) return new Map();
    const at = lagosInstant(booking.checkIn, booking.checkInTime);
    return new Map(lines.map((line) => [line.id, { kind: "checks_in" as const, at }]));
  },

  async fulfil({ tx, txn, now }) {
    const found = await lockBookingOf(tx, txn);
    if (!found) return { kind: "unfulfillable", reason: "hold_expired" };
    const { booking, property } = found;
    if (booking.status === "awaiting_payment") {
      await confirmBooking(tx, { booking, property, txn, now });
      return { kind: "fulfilled" };
    }
    if (booking.status !== "lapsed") return { kind: "unfulfillable", reason: "hold_expired" };
    const free = await rangeIsFree(tx, {
      propertyId: property.id,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      ignoreBookingId: booking.id,
    });
    if (!free) return { kind: "unfulfillable", reason: "dates_taken" };
    await confirmBooking(tx, { booking, property, txn, now });
    invalidateStayPages(property.slug);
    return { kind: "fulfilled" };
  },

  async release({ tx, txn, now }) {
    const found = await lockBookingOf(tx, txn);
    if (!found) return;
    const { booking, property } = found;
    if (!booking.instant || booking.status !== "awaiting_payment") return;
    assertBookingTransition(booking.status, "lapsed");
    const lapsed = await tx
      .update(bookings)
      .set({ status: "lapsed", updatedAt: now })
      .where(
        and(
          eq(bookings.id, booking.id),
          eq(bookings.status, "awaiting_payment"),
          // An older payment of the booking (Pay pressed twice) closing must not end the
          // hold the newer one is paying for.
          or(isNull(bookings.paymentTransactionId), eq(bookings.paymentTransactionId, txn.id)),
        ),
      )
      .returning({ id: bookings.id });
    if (!lapsed.length) return;
    await releasePurchaseHolds(tx, { type: "booking", id: booking.id }, now);
    invalidateStayPages(property.slug);
  },

  async refunded() {
    // Deliberately nothing: see the comment above (the cancellation module moves the
    // booking; payments keeps the refund on its lines and ledger). Idempotent by being so.
  },

  describeUnfulfillable: (reason) =>
    reason === "dates_taken" ? bookingUnfulfillable.dates_taken : bookingUnfulfillable.hold_expired,
};
