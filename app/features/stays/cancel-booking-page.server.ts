import { messageToast, redirectWithToast } from "~/lib/flash.server";
import { parseForm, runForm } from "~/lib/form-action.server";
import { formatNaira } from "~/lib/money";
import { guestCancelSchema, hostCancelSchema } from "./booking-change-forms";
import { bookingChangeToasts } from "./booking-change-messages";
import type { BookingActor, BookingKey } from "./booking-lock.server";
import { cancelBooking, previewCancellation } from "./cancel-booking.server";
import { cancelViewOf } from "./cancel-view";

/** The cancel page's data: the refund the stored policy gives now, nothing written. */
export async function cancelPageData(o: {
  key: BookingKey;
  actor: BookingActor;
  as: "guest" | "host";
}) {
  return { view: cancelViewOf(await previewCancellation(o), o.as) };
}

/**
 * The cancel page's one form: the guest's (reason optional) or the host's (reason
 * required) schema, then cancelBooking; back to the trip or reservation page with the
 * refund in the toast, or the form with its message.
 */
export async function cancelPageAction(o: {
  request: Request;
  key: BookingKey;
  actor: BookingActor;
  as: "guest" | "host";
  back: string;
}) {
  const parsed = await parseForm(o.request, o.as === "host" ? hostCancelSchema : guestCancelSchema);
  if (!parsed.ok) return parsed.response;
  const done = await runForm(parsed.values, () =>
    cancelBooking({ key: o.key, actor: o.actor, as: o.as, reason: parsed.data.reason }),
  );
  if (!done.ok) return done.response;
  const toast =
    done.result.refund > 0
      ? bookingChangeToasts.cancelledWithRefund(formatNaira(done.result.refund))
      : done.result.paid
        ? bookingChangeToasts.cancelledNoRefund
        : bookingChangeToasts.cancelledUnpaid;
  return redirectWithToast(o.back, messageToast(toast, "success"));
}
