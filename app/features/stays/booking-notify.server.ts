import { inArray } from "drizzle-orm";
import { users } from "~/db/schema";
import { notifyUsers, type NotificationInput } from "~/features/notifications/notifications.server";
import { formatCalendarDate } from "~/lib/dates";
import type { Tx } from "~/lib/db/client.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import { formatNaira } from "~/lib/money";
import { publicBaseUrl } from "~/lib/public-url.server";
import {
  bookingCancelledHostMail,
  bookingCancelledMail,
  bookingCheckedInMail,
  bookingCheckedOutMail,
  bookingExpiredHostMail,
  bookingExpiredMail,
  bookingLapsedMail,
} from "./booking-change-mails";
import { bookingNotices, cancelPageCopy } from "./booking-change-messages";
import { bookingWords } from "./booking-messages";
import type { BookingRow, PropertyRow } from "./booking-lock.server";
import { reservationPath, stayReviewPath, tripPath } from "./booking-paths";

export type BookingChange =
  | { kind: "cancelled"; byHost: boolean; refund: number; paid: boolean }
  | { kind: "expired" }
  | { kind: "lapsed" }
  | { kind: "checked_in" }
  | { kind: "checked_out" };

/**
 * Tells the guest (and, for a cancellation or an expired request, the host) about a
 * booking's change, in the transaction that made it: e-mails recorded now and delivered
 * by the jobs queue after the commit, and notifications for whoever is signed up.
 */
export async function announceBookingChange(
  tx: Tx,
  o: {
    booking: BookingRow;
    property: Pick<PropertyRow, "id" | "title" | "ownerId">;
    change: BookingChange;
  },
) {
  const { booking, property, change } = o;
  const ids = [property.ownerId, ...(booking.guestId ? [booking.guestId] : [])];
  const people = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  const host = people.find((p) => p.id === property.ownerId);
  const guestUser = booking.guestId ? people.find((p) => p.id === booking.guestId) : undefined;
  const guestEmail = booking.guestEmail || guestUser?.email || "";
  const base = {
    origin: publicBaseUrl(),
    reference: booking.reference,
    stayTitle: property.title,
    dates: cancelPageCopy.datesValue(
      formatCalendarDate(booking.checkIn),
      formatCalendarDate(booking.checkOut),
    ),
  };
  const forGuest = {
    ...base,
    name: booking.guestName || guestUser?.name || bookingWords.noName,
    bookingPath: tripPath(booking),
  };
  const forHost = host
    ? { ...base, name: host.name || bookingWords.noName, bookingPath: reservationPath(booking.id) }
    : null;

  const guestMail =
    change.kind === "cancelled"
      ? bookingCancelledMail.render({
          ...forGuest,
          byHost: change.byHost,
          reason: booking.cancelReason,
          refund: change.refund > 0 ? formatNaira(change.refund) : null,
          paid: change.paid,
        })
      : change.kind === "expired"
        ? bookingExpiredMail.render(forGuest)
        : change.kind === "lapsed"
          ? bookingLapsedMail.render(forGuest)
          : change.kind === "checked_in"
            ? bookingCheckedInMail.render(forGuest)
            : bookingCheckedOutMail.render({
                ...forGuest,
                // Signed in: their account is the credential; signed out: the link's token.
                reviewPath: stayReviewPath(
                  booking.id,
                  booking.guestId ? undefined : booking.accessToken,
                ),
              });
  if (guestEmail) await sendMail({ to: guestEmail, ...guestMail }, tx);

  const hostMail =
    forHost && change.kind === "cancelled"
      ? bookingCancelledHostMail.render({
          ...forHost,
          byHost: change.byHost,
          reason: booking.cancelReason,
        })
      : forHost && change.kind === "expired"
        ? bookingExpiredHostMail.render(forHost)
        : null;
  if (host && hostMail) await sendMail({ to: host.email, ...hostMail }, tx);

  const notice =
    change.kind === "cancelled"
      ? bookingNotices.cancelled(booking.reference)
      : change.kind === "expired"
        ? bookingNotices.expired(booking.reference)
        : change.kind === "lapsed"
          ? bookingNotices.lapsed(booking.reference)
          : change.kind === "checked_in"
            ? bookingNotices.checkedIn(booking.reference)
            : bookingNotices.checkedOut(booking.reference);
  const type = `stays.booking_${change.kind}`;
  const notes: NotificationInput[] = [];
  if (booking.guestId)
    notes.push({ userId: booking.guestId, type, ...notice, data: { href: tripPath(booking) } });
  // The host hears of what frees their nights; check-in and check-out are their own acts.
  if (change.kind === "cancelled" || change.kind === "expired" || change.kind === "lapsed")
    notes.push({
      userId: property.ownerId,
      type,
      ...notice,
      data: { href: reservationPath(booking.id) },
    });
  await notifyUsers(tx, notes);
}
