import type { Route } from "./+types/trip-cancel";
import { requirePermission } from "~/features/accounts/guards.server";
import { cancelPageCopy } from "~/features/stays/booking-change-messages";
import { dashboardTripPath } from "~/features/stays/booking-paths";
import { cancelPageAction, cancelPageData } from "~/features/stays/cancel-booking-page.server";
import { CancelBookingPanel } from "~/features/stays/components/cancel-booking-panel";
import { pageMeta } from "~/lib/seo";

/** The signed-in guest's confirm step of cancelling a trip, with the refund shown first. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePermission(request, "area:dashboard");
  return cancelPageData({ key: { bookingId: params.bookingId }, actor: { user }, as: "guest" });
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePermission(request, "area:dashboard");
  return cancelPageAction({
    request,
    key: { bookingId: params.bookingId },
    actor: { user },
    as: "guest",
    back: dashboardTripPath(params.bookingId),
  });
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: data ? cancelPageCopy.guestTitle(data.view.stayTitle) : cancelPageCopy.confirmGuest,
    description: cancelPageCopy.refundHeading,
    noindex: true,
  });

export default function TripCancelPage({ loaderData, actionData, params }: Route.ComponentProps) {
  return (
    <CancelBookingPanel
      view={loaderData.view}
      answer={actionData}
      back={dashboardTripPath(params.bookingId)}
    />
  );
}
