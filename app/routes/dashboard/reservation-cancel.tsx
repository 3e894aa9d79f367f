import type { Route } from "./+types/reservation-cancel";
import { requirePermission } from "~/features/accounts/guards.server";
import { cancelPageCopy } from "~/features/stays/booking-change-messages";
import { reservationPath } from "~/features/stays/booking-paths";
import { cancelPageAction, cancelPageData } from "~/features/stays/cancel-booking-page.server";
import { CancelBookingPanel } from "~/features/stays/components/cancel-booking-panel";
import { pageMeta } from "~/lib/seo";

/**
 * The host's (or an admin's) confirm step of cancelling a booking of their property:
 * the guest is refunded in full and told the reason, which is required.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePermission(request, "area:dashboard");
  return cancelPageData({ key: { bookingId: params.bookingId }, actor: { user }, as: "host" });
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePermission(request, "area:dashboard");
  return cancelPageAction({
    request,
    key: { bookingId: params.bookingId },
    actor: { user },
    as: "host",
    back: reservationPath(params.bookingId),
  });
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: data ? cancelPageCopy.hostTitle(data.view.stayTitle) : cancelPageCopy.confirmHost,
    description: cancelPageCopy.hostRefundHeading,
    noindex: true,
  });

export default function ReservationCancelPage({
  loaderData,
  actionData,
  params,
}: Route.ComponentProps) {
  return (
    <CancelBookingPanel
      view={loaderData.view}
      answer={actionData}
      back={reservationPath(params.bookingId)}
    />
  );
}
