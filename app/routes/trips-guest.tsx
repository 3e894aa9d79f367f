import { data } from "react-router";
import type { Route } from "./+types/trips-guest";
import { paymentSuccess } from "~/features/payments/messages";
import { payTripAction } from "~/features/stays/booking-form-actions.server";
import { bookingPageCopy as c } from "~/features/stays/booking-messages";
import { tripByToken } from "~/features/stays/booking-views.server";
import { linkTripPath, stayReviewPath as reviewPath } from "~/features/stays/booking-paths";
import { TripSummary } from "~/features/stays/components/booking-details";
import { TripPayForm } from "~/features/stays/components/trip-pay-form";
import { ServerPart } from "~/lib/server-part";
import { renderParts } from "~/lib/server-part.server";
import type { FormAnswer } from "~/lib/form-action.server";
import { getSessionUser } from "~/lib/auth.server";
import { pageMeta } from "~/lib/seo";

/**
 * A trip for whoever holds its e-mailed link (a guest who booked signed out: the token
 * is the credential), also where the payment returns. Never cached, never indexed, and
 * the address is never sent to another site as a referrer. "same-origin", not
 * "no-referrer": under no-referrer a browser posts this page's own forms (Pay, without
 * JavaScript) with `Origin: null`, which the cross-site guard rightly refuses.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const trip = await tripByToken(params.accessToken);
  if (!trip) throw data(null, { status: 404 });
  return {
    trip,
    payLabel: c.pay,
    // The trip never changes in the browser: rendered by the server only (ADR 049).
    parts: renderParts(request, () => ({
      summary: (
        <TripSummary
          booking={trip}
          receiptHref={null}
          cancelHref={`${linkTripPath(params.accessToken)}/cancel`}
          reviewHref={reviewPath(trip.id, params.accessToken)}
        />
      ),
    })),
  };
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
    "Referrer-Policy": "same-origin",
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
      <ServerPart id="trip-summary" html={loaderData.parts.summary}>
        {import.meta.env.SSR && (
          <TripSummary
            booking={loaderData.trip}
            receiptHref={null}
            cancelHref={`${linkTripPath(params.accessToken)}/cancel`}
            reviewHref={reviewPath(loaderData.trip.id, params.accessToken)}
          />
        )}
      </ServerPart>
      {loaderData.trip.status === "awaiting_payment" ? (
        <div className="mt-4">
          <TripPayForm label={loaderData.payLabel} answer={actionData as FormAnswer | undefined} />
        </div>
      ) : null}
    </div>
  );
}
