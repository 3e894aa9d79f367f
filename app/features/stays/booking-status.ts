import type { bookings } from "~/db/schema";

export type BookingStatus = (typeof bookings.$inferSelect)["status"];

/**
 * Which status a booking may move to from each (docs/decisions/066-stays-booking.md):
 * - requested: the host accepts (awaiting_payment) or declines; it expires unanswered
 *   after 24 hours; the guest may withdraw it (cancelled_by_guest) or the host cancel;
 * - awaiting_payment: the guest pays through the one checkout (confirmed) within the
 *   deadline, or it lapses; either side may cancel. An instant booking starts here;
 * - confirmed: checked in on or after the check-in date; cancelled by either side
 *   (refunded by the policy stored on the booking, in full when the host cancels);
 * - checked_in: checked out (by the host, or the check-out date passing);
 * - lapsed: final, except that a payment landing late confirms it when its nights are
 *   still free (booking-fulfilment.server.ts); otherwise that payment is refunded;
 * - declined, expired, cancelled_*, checked_out: final.
 * requested, awaiting_payment, confirmed and checked_in hold the nights: the database's
 * exclusion constraint `bookings_no_overlap` names exactly HOLDING_STATUSES.
 */
export const BOOKING_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  requested: ["awaiting_payment", "declined", "expired", "cancelled_by_guest", "cancelled_by_host"],
  awaiting_payment: ["confirmed", "lapsed", "cancelled_by_guest", "cancelled_by_host"],
  confirmed: ["checked_in", "cancelled_by_guest", "cancelled_by_host"],
  checked_in: ["checked_out"],
  checked_out: [],
  declined: [],
  expired: [],
  // A payment that lands after the booking lapsed is real money: the booking is
  // confirmed when its nights are still free (under the property lock), else refunded.
  lapsed: ["confirmed"],
  cancelled_by_guest: [],
  cancelled_by_host: [],
};

/** The statuses whose nights nobody else may book (the exclusion constraint's list). */
export const HOLDING_STATUSES = [
  "requested",
  "awaiting_payment",
  "confirmed",
  "checked_in",
] as const satisfies readonly BookingStatus[];

/** Open requests: what counts against a guest's MAX_OPEN_REQUESTS. */
export const OPEN_REQUEST_STATUSES = [
  "requested",
  "awaiting_payment",
] as const satisfies readonly BookingStatus[];

export class BookingTransitionError extends Error {
  constructor(
    readonly from: BookingStatus,
    readonly to: BookingStatus,
  ) {
    super(`A booking cannot go from ${from} to ${to}`);
    this.name = "BookingTransitionError";
  }
}

/** Throws unless the table allows `from` → `to`. */
export function assertBookingTransition(from: BookingStatus, to: BookingStatus) {
  if (!BOOKING_TRANSITIONS[from].includes(to)) throw new BookingTransitionError(from, to);
}

export const canBookingMove = (from: BookingStatus, to: BookingStatus) =>
  BOOKING_TRANSITIONS[from].includes(to);

/** The statuses a booking may be in to move to `to` (for a guarded bulk UPDATE). */
export function bookingStatusesBefore(to: BookingStatus): BookingStatus[] {
  return (Object.keys(BOOKING_TRANSITIONS) as BookingStatus[]).filter((from) =>
    BOOKING_TRANSITIONS[from].includes(to),
  );
}
