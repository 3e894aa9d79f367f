import { eq } from "drizzle-orm";
import { bookings } from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import { setPurchaseRelease } from "~/features/payments/release-dates.server";
import { getDb } from "~/lib/db/client.server";
import { BOOKING_STATUS_WORDS, bookingChangeRefusals } from "./booking-change-messages";
import { lockBookingFor, mayActAs, type BookingActor } from "./booking-lock.server";
import { announceBookingChange } from "./booking-notify.server";
import { invalidateStayPages, releaseBookingHolds } from "./booking-release.server";
import { BookingTransitionError, assertBookingTransition } from "./booking-status";
import { bookingErrors } from "./messages";
import { lagosToday } from "./stay-dates";

type StayMove = { bookingId: string; actor: BookingActor; now?: Date };

/**
 * The host (the property's owner) or an admin moves a stay along, under the booking's
 * lock: the transition table decides from which status (refused with the booking's
 * status otherwise), `ready` may refuse it for its own reason, the guest is told.
 */
async function markStay(
  { bookingId, actor, now = new Date() }: StayMove,
  to: "checked_in" | "checked_out",
  ready: (booking: { checkIn: string }, now: Date) => void,
) {
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const { booking, property, relation } = await lockBookingFor(tx, {
      key: { bookingId },
      actor,
    });
    if (!mayActAs(relation, "host")) throw new AppError("notFound");
    try {
      assertBookingTransition(booking.status, to);
    } catch (error) {
      if (!(error instanceof BookingTransitionError)) throw error;
      const refuse =
        to === "checked_in"
          ? bookingChangeRefusals.cannotCheckIn
          : bookingChangeRefusals.cannotCheckOut;
      throw new AppError("validation", { message: refuse(BOOKING_STATUS_WORDS[booking.status]) });
    }
    ready(booking, now);
    const stamp = to === "checked_in" ? { checkedInAt: now } : { checkedOutAt: now };
    const [moved] = await tx
      .update(bookings)
      .set({ status: to, updatedAt: now, ...stamp })
      .where(eq(bookings.id, booking.id))
      .returning();
    // The host's takings are due some hours after the guest really arrived, not after
    // the planned check-in (ADR 071).
    if (to === "checked_in")
      await setPurchaseRelease({
        tx,
        purchaseIds: [booking.id],
        event: { kind: "checks_in", at: now },
        now,
      });
    // Checked out: the nights after today are free again.
    if (to === "checked_out") await releaseBookingHolds(tx, [booking.id], now);
    await announceBookingChange(tx, { booking: moved!, property, change: { kind: to } });
    return moved!;
  });
  if (to === "checked_out") await invalidateStayPages(db, [done.propertyId]);
  return done;
}

/**
 * Marks a confirmed guest checked in, on or after the check-in date in Africa/Lagos;
 * before it, the spec's checkInFailed text and nothing changes.
 */
export const checkInBooking = (o: StayMove) =>
  markStay(o, "checked_in", (booking, now) => {
    if (lagosToday(now) < booking.checkIn)
      throw new AppError("validation", { message: bookingErrors.checkInFailed });
  });

/** Marks a checked-in guest checked out (the deadline job does it when the check-out time passes). */
export const checkOutBooking = (o: StayMove) => markStay(o, "checked_out", () => {});
