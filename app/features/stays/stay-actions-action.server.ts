import { messageToast, redirectWithToast } from "~/lib/flash.server";
import { parseForm, runForm } from "~/lib/form-action.server";
import type { BookingActor } from "./booking-lock.server";
import { stayActionSchema } from "./booking-change-forms";
import { checkInBooking, checkOutBooking } from "./check-in-booking.server";
import { bookingSuccess } from "./messages";

/**
 * The host's stay forms on a reservation page (intent=check_in / check_out): one
 * schema, the domain step decides who may and when, and the page comes back with the
 * toast, or with the refusal (before the check-in date: the spec's checkInFailed).
 * Wire it into the reservation page's action:
 *   return stayActionsAction({ request, bookingId, actor: { user }, back: reservationPath(bookingId) })
 */
export async function stayActionsAction({
  request,
  bookingId,
  actor,
  back,
}: {
  request: Request;
  bookingId: string;
  actor: BookingActor;
  back: string;
}) {
  const parsed = await parseForm(request, stayActionSchema);
  if (!parsed.ok) return parsed.response;
  const done = await runForm(parsed.values, () =>
    parsed.data.intent === "check_in"
      ? checkInBooking({ bookingId, actor })
      : checkOutBooking({ bookingId, actor }),
  );
  if (!done.ok) return done.response;
  const toast =
    parsed.data.intent === "check_in" ? bookingSuccess.checkedIn : bookingSuccess.checkedOut;
  return redirectWithToast(back, messageToast(toast, "success"));
}
