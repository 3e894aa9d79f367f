import { data } from "react-router";
import type { Route } from "./+types/trips-guest";
import { paymentSuccess } from "~/features/payments/messages";
import { payTripAction } from "~/features/stays/booking-form-actions.server";
import { bookingPageCopy as c } from "~/features/stays/booking-messages";
import { tripByToken } from "~/features/stays/booking-views.server";
import { linkTripPath } from "~/features/stays/booking-paths";
import { TripDetails } from "~/features/stays/components/booking-details";
import type { FormAnswer } from "~/lib/form-action.server";
import { getSessionUser } from "~/lib/auth.server";
import { pageMeta } from "~/lib/seo";

/**
 * A trip for whoever holds its e-mailed link (a guest who booked signed out: the token
 * is the credential), also where the payment returns. Never cached, never indexed, and
 * the address is never sent on as a referrer.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const trip = await tripByToken(params.accessToken);
  if (!trip) throw data(null, { status: 404 });
  return { trip };
}

export async function action({ request, params }: Route.ActionArgs) {
  const trip = await tripByToken(params.accessToken);
  if (!trip) throw data(null, { status: 404 });
  const user = await getSessionUser(request);
  return payTripAction({
    request,
    bookingId: trip.id,
    actor: {
      user: user ? { id: user.id, role: user.role } : null,
      accessToken: params.accessToken,
    },
    started: paymentSuccess.initiated,
  });
}

export function headers() {
  return {
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex",
    "Referrer-Policy": "no-referrer",
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: data ? data.trip.property.title : c.trips,
    description: c.tripsIntro,
    noindex: true,
  });

export default function GuestTripPage({ loaderData, actionData, params }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <TripDetails
        booking={loaderData.trip}
        answer={actionData as FormAnswer | undefined}
        receiptHref={null}
        cancelHref={`${linkTripPath(params.accessToken)}/cancel`}
      />
    </div>
  );
}
