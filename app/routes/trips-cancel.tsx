import type { Route } from "./+types/trips-cancel";
import { linkTripPath } from "~/features/stays/booking-paths";
import { cancelPageCopy } from "~/features/stays/booking-change-messages";
import type { BookingActor } from "~/features/stays/booking-lock.server";
import { cancelPageAction, cancelPageData } from "~/features/stays/cancel-booking-page.server";
import { CancelBookingPanel } from "~/features/stays/components/cancel-booking-panel";
import { getSessionUser } from "~/lib/auth.server";
import { pageMeta } from "~/lib/seo";

async function actorOf(request: Request, accessToken: string): Promise<BookingActor> {
  const user = await getSessionUser(request);
  return { user: user ? { id: user.id, role: user.role } : null, accessToken };
}

/**
 * The confirm step of cancelling a stay for whoever holds its e-mailed link (the token
 * is the credential; no account needed), with the refund shown first. Never cached,
 * never indexed.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return cancelPageData({
    key: { accessToken: params.accessToken },
    actor: await actorOf(request, params.accessToken),
    as: "guest",
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  return cancelPageAction({
    request,
    key: { accessToken: params.accessToken },
    actor: await actorOf(request, params.accessToken),
    as: "guest",
    back: linkTripPath(params.accessToken),
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
    title: data ? cancelPageCopy.guestTitle(data.view.stayTitle) : cancelPageCopy.confirmGuest,
    description: cancelPageCopy.refundHeading,
    noindex: true,
  });

export default function GuestTripCancelPage({
  loaderData,
  actionData,
  params,
}: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <CancelBookingPanel
        view={loaderData.view}
        answer={actionData}
        back={linkTripPath(params.accessToken)}
      />
    </div>
  );
}
