import { Link } from "react-router";
import type { Route } from "./+types/reservation";
import { requirePermission } from "~/features/accounts/guards.server";
import { answerAction } from "~/features/stays/booking-form-actions.server";
import { bookingPageCopy as c } from "~/features/stays/booking-messages";
import { reservationFor } from "~/features/stays/booking-views.server";
import { ReservationDetails } from "~/features/stays/components/booking-details";
import type { FormAnswer } from "~/lib/form-action.server";

/** One reservation of the host's place (an admin: any); 404 for anyone else. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePermission(request, "reservations:view");
  return { booking: await reservationFor({ bookingId: params.bookingId, user }) };
}

/** The guest's contact details: never stored by any cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePermission(request, "reservations:view");
  return answerAction({
    request,
    bookingId: params.bookingId,
    actor: { user },
    back: `/dashboard/reservations/${params.bookingId}`,
  });
}

export default function ReservationPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="grid gap-4">
      <p>
        <Link to="/dashboard/reservations" className="text-sm font-medium text-brand-700 underline">
          {c.reservations}
        </Link>
      </p>
      <ReservationDetails
        booking={loaderData.booking}
        answer={actionData as FormAnswer | undefined}
      />
    </div>
  );
}
