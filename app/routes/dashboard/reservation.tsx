import { Link } from "react-router";
import type { Route } from "./+types/reservation";
import { requirePermission } from "~/features/accounts/guards.server";
import { answerAction } from "~/features/stays/booking-form-actions.server";
import { STAY_INTENTS } from "~/features/stays/booking-change-forms";
import { reservationPath } from "~/features/stays/booking-paths";
import { lagosToday } from "~/features/stays/stay-dates";
import { stayActionsAction } from "~/features/stays/stay-actions-action.server";
import { bookingPageCopy as c } from "~/features/stays/booking-messages";
import { reservationFor } from "~/features/stays/booking-views.server";
import { ReservationDetails } from "~/features/stays/components/booking-details";
import type { FormAnswer } from "~/lib/form-action.server";

/** One reservation of the host's place (an admin: any); 404 for anyone else. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePermission(request, "reservations:view");
  return {
    booking: await reservationFor({ bookingId: params.bookingId, user }),
    today: lagosToday(),
  };
}

/** The guest's contact details: never stored by any cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePermission(request, "reservations:view");
  const back = reservationPath(params.bookingId);
  // Accept / decline (the answer's forms) or check in / check out (the stay's).
  const intent = String(
    (
      await request
        .clone()
        .formData()
        .catch(() => null)
    )?.get("intent"),
  );
  const stay = (STAY_INTENTS as readonly string[]).includes(intent);
  const o = { request, bookingId: params.bookingId, actor: { user }, back };
  return stay ? stayActionsAction(o) : answerAction(o);
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
        today={loaderData.today}
      />
    </div>
  );
}
