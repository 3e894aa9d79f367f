import { and, eq, gt } from "drizzle-orm";
import { bookings } from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import { getDb, type Tx } from "~/lib/db/client.server";
import { extendPurchaseHolds, releasePurchaseHolds } from "~/lib/hold-caps.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import { validation } from "~/lib/messages/validation";
import { publicBaseUrl } from "~/lib/public-url.server";
import {
  bookingFor,
  tripPath,
  type BookingActor,
  type BookingRow,
  type PropertyRow,
} from "./booking-access.server";
import { bookingAcceptedMail, bookingDeclinedMail, stayMailData } from "./booking-mails";
import { bookingRefusalErrors as E } from "./booking-messages";
import { invalidateStayPages } from "./booking-pages-cache.server";
import { assertBookingTransition } from "./booking-status";
import { bookingRefusal } from "./quote-stay.server";
import { PAY_HOURS } from "./stay-dates";

export type AnswerBookingInput = {
  bookingId: string;
  actor: BookingActor;
  now?: Date;
} & ({ answer: "accept" } | { answer: "decline"; reason: string });

/** How long a decline reason may be (the form's limit too). */
export const DECLINE_REASON_MAX = 500;

/**
 * The host answers a request (docs/decisions/066-stays-booking.md): only the property's
 * owner or an admin, only while it is requested and its answer deadline is ahead.
 * - accept: requested → awaiting_payment, pay_by = now + PAY_HOURS; the nights stay
 *   held (the row is the hold); the guest is mailed the pay link.
 * - decline (reason required): requested → declined; the nights free up; the guest is
 *   mailed the reason. Nothing was charged for a request, so nothing is refunded.
 * The UPDATE is guarded by the status, under the row lock: of two concurrent accepts (or
 * an accept racing a decline) one moves the booking, the other is told it was answered.
 */
export async function answerBooking(input: AnswerBookingInput): Promise<BookingRow> {
  const now = input.now ?? new Date();
  const reason = input.answer === "decline" ? input.reason.trim() : "";
  if (input.answer === "decline" && !reason) {
    throw new AppError("validation", {
      message: E.reasonRequired,
      fieldErrors: { reason: [E.reasonRequired.message] },
    });
  }
  if (reason.length > DECLINE_REASON_MAX) {
    throw new AppError("validation", {
      fieldErrors: { reason: [validation.maxLength(DECLINE_REASON_MAX)] },
    });
  }
  const db = await getDb();
  const { booking, property } = await db.transaction(async (tx) => {
    const found = await bookingFor(tx, {
      bookingId: input.bookingId,
      actor: input.actor,
      lock: true,
    });
    if (!found.relation.host) {
      // The guest of the booking may see it, but never answers it.
      throw new AppError("forbidden");
    }
    const to = input.answer === "accept" ? "awaiting_payment" : "declined";
    if (
      found.booking.status !== "requested" ||
      !found.booking.answerBy ||
      found.booking.answerBy <= now
    ) {
      throw bookingRefusal(E.notRequested);
    }
    assertBookingTransition(found.booking.status, to);
    const payBy = new Date(now.getTime() + PAY_HOURS * 3_600_000);
    const [moved] = await tx
      .update(bookings)
      .set(
        to === "awaiting_payment"
          ? { status: to, payBy, answeredAt: now, updatedAt: now }
          : { status: to, declineReason: reason, answeredAt: now, updatedAt: now },
      )
      .where(
        and(
          eq(bookings.id, found.booking.id),
          eq(bookings.status, "requested"),
          gt(bookings.answerBy, now),
        ),
      )
      .returning();
    if (!moved) throw bookingRefusal(E.notRequested);
    const purchase = { type: "booking", id: moved.id } as const;
    if (to === "awaiting_payment") await extendPurchaseHolds(tx, purchase, payBy);
    else await releasePurchaseHolds(tx, purchase, now);
    await tellGuest(tx, moved, found.property, reason);
    return { booking: moved, property: found.property };
  });
  if (booking.status === "declined") invalidateStayPages(property.slug);
  return booking;
}

async function tellGuest(tx: Tx, booking: BookingRow, property: PropertyRow, reason: string) {
  const stay = {
    ...stayMailData(publicBaseUrl(), booking, property.title),
    name: booking.guestName,
  };
  const mail =
    booking.status === "awaiting_payment"
      ? bookingAcceptedMail.render({ ...stay, payBy: booking.payBy!, tripPath: tripPath(booking) })
      : bookingDeclinedMail.render({ ...stay, reason, searchPath: "/bookings" });
  await sendMail({ to: booking.guestEmail, ...mail }, tx);
}
