import type { Message } from "~/lib/messages";
import { messageToast, redirectWithToast } from "~/lib/flash.server";
import { parseForm, runForm } from "~/lib/form-action.server";
import { publicOrigin } from "~/lib/request.server";
import { answerBooking } from "./answer-booking.server";
import type { BookingActor } from "./booking-access.server";
import { bookingAnswered } from "./booking-messages";
import { answerBookingSchema, payBookingSchema } from "./booking-schema";
import { bookingSuccess } from "./messages";
import { payBooking } from "./pay-booking.server";

/**
 * The trip pages' Pay button: starts the one checkout and goes to the provider, with
 * the payments area's "payment initiated" toast (`started`, passed by the route).
 */
export async function payTripAction(o: {
  request: Request;
  bookingId: string;
  actor: BookingActor;
  started: Message;
}) {
  const parsed = await parseForm(o.request, payBookingSchema);
  if (!parsed.ok) return parsed.response;
  const done = await runForm(parsed.values, () =>
    payBooking({
      bookingId: o.bookingId,
      actor: o.actor,
      provider: parsed.data.method,
      origin: publicOrigin(o.request),
    }),
  );
  if (!done.ok) return done.response;
  return redirectWithToast(done.result.redirectUrl, messageToast(o.started, "success"), {
    status: 303,
  });
}

/** The host's accept / decline (reason) forms on the reservations pages. */
export async function answerAction(o: {
  request: Request;
  bookingId: string;
  actor: BookingActor;
  back: string;
}) {
  const parsed = await parseForm(o.request, answerBookingSchema);
  if (!parsed.ok) return parsed.response;
  const v = parsed.data;
  const done = await runForm(parsed.values, () =>
    answerBooking(
      v.intent === "accept"
        ? { bookingId: o.bookingId, actor: o.actor, answer: "accept" }
        : { bookingId: o.bookingId, actor: o.actor, answer: "decline", reason: v.reason },
    ),
  );
  if (!done.ok) return done.response;
  if (done.result.status === "declined")
    return redirectWithToast(o.back, messageToast(bookingSuccess.declined, "success"), {
      status: 303,
    });
  return redirectWithToast(o.back, messageToast(bookingAnswered.accepted, "success"), {
    status: 303,
  });
}
