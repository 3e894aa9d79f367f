import { Link } from "react-router";
import type { Route } from "./+types/trip";
import { requirePermission } from "~/features/accounts/guards.server";
import { paymentSuccess } from "~/features/payments/messages";
import { payTripAction } from "~/features/stays/booking-form-actions.server";
import { bookingPageCopy as c } from "~/features/stays/booking-messages";
import { tripFor } from "~/features/stays/booking-views.server";
import { dashboardTripPath, stayReviewPath } from "~/features/stays/booking-paths";
import { TripSummary } from "~/features/stays/components/booking-details";
import { TripPayForm } from "~/features/stays/components/trip-pay-form";
import type { FormAnswer } from "~/lib/form-action.server";

/** One trip of its signed-in guest; 404 for anyone else (a foreign id looks unknown). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePermission(request, "area:dashboard");
  return { trip: await tripFor({ bookingId: params.bookingId, actor: { user } }) };
}

/** The check-in instructions are the guest's alone: never stored by any cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePermission(request, "area:dashboard");
  return payTripAction({
    request,
    bookingId: params.bookingId,
    actor: { user },
    started: paymentSuccess.initiated,
  });
}

export default function TripPage({ loaderData, actionData }: Route.ComponentProps) {
  const { trip } = loaderData;
  return (
    <div className="grid gap-4">
      <p>
        <Link to="/dashboard/trips" className="text-sm font-medium text-brand-700 underline">
          {c.trips}
        </Link>
      </p>
      <TripSummary
        booking={trip}
        receiptHref={
          trip.paymentReference
            ? `/payments/receipts/${encodeURIComponent(trip.paymentReference)}`
            : null
        }
        cancelHref={`${dashboardTripPath(trip.id)}/cancel`}
        reviewHref={stayReviewPath(trip.id)}
      />
      {trip.status === "awaiting_payment" ? (
        <TripPayForm label={c.pay} answer={actionData as FormAnswer | undefined} />
      ) : null}
    </div>
  );
}
