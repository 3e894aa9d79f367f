import { Link } from "react-router";
import type { Route } from "./+types/events-dashboard-check-in";
import { requirePermission } from "~/features/accounts/guards.server";
import { assertManagesEvent } from "~/features/events/event-manager.server";
import { loadCheckInPage } from "~/features/events/check-in-page.server";
import { checkInTicket } from "~/features/events/check-in-ticket.server";
import { CheckInPanel } from "~/features/events/components/check-in-panel";
import { eventErrors } from "~/features/events/messages";
import { checkInCopy } from "~/features/events/organizer-messages";
import { checkInSchema } from "~/features/events/check-in-schema";
import { formatDateTime } from "~/lib/dates";
import { parseForm } from "~/lib/form-action.server";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({ title: checkInCopy.pageTitle, description: checkInCopy.scannerHint, noindex: true });

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePermission(request, "area:events-dashboard");
  const query = new URL(request.url).searchParams.get("q") ?? "";
  return loadCheckInPage({ eventId: params.eventId, actor: user, query });
}

/** One code, typed, scanned or an attendee's button: the same atomic check-in. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePermission(request, "area:events-dashboard");
  await assertManagesEvent({ eventId: params.eventId, actor: user });
  const parsed = await parseForm(request, checkInSchema, { formError: eventErrors.checkInFailed });
  if (!parsed.ok) return parsed.response;
  return {
    result: await checkInTicket({ eventId: params.eventId, code: parsed.data.code, actor: user }),
  };
}

export default function CheckInPage({ loaderData, actionData }: Route.ComponentProps) {
  const { event } = loaderData;
  return (
    <div className="mx-auto grid w-full max-w-xl gap-4 px-4 py-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold break-words" data-testid="check-in-event-title">
          {event.title}
        </h1>
        <p className="text-muted">{formatDateTime(event.startDatetime)} WAT</p>
        <p className="text-sm">
          <span className="font-semibold">{checkInCopy.pageTitle}</span> ·{" "}
          <Link
            to={`/events/dashboard/${event.id}/promo-codes`}
            className="text-brand-700 underline underline-offset-4"
          >
            {checkInCopy.promoCodesLink}
          </Link>
        </p>
      </header>
      <CheckInPanel data={loaderData} answer={actionData} />
    </div>
  );
}
