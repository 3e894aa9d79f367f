import { data, Link } from "react-router";
import type { Route } from "./+types/events-waitlist";
import { Button } from "~/components/ui/button";
import { WaitlistForm } from "~/features/events/components/waitlist-form";
import {
  getWaitlistTarget,
  joinWaitlist,
  WAITLIST_JOIN_LIMIT,
} from "~/features/events/join-waitlist.server";
import { waitlistCopy } from "~/features/events/messages";
import { joinWaitlistSchema } from "~/features/events/waitlist-schema";
import { getSessionUser } from "~/lib/auth.server";
import { redirectWithToast } from "~/lib/flash.server";
import { formAnswer, parseForm, runForm } from "~/lib/form-action.server";
import { generalErrors } from "~/lib/messages/error-pages";
import { takeRateLimit } from "~/lib/rate-limit.server";
import { pageMeta } from "~/lib/seo";

/**
 * Where the Join waitlist forms of the event page post (`?type=` names the ticket
 * type). Shown as a page only without JavaScript, when a join is refused: the form
 * again, with what was typed and what was wrong.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const type = new URL(request.url).searchParams.get("type");
  if (!type) return { target: null };
  const target = await getWaitlistTarget({ ticketTypeId: type });
  if (!target) throw data(null, { status: 404 });
  return { target };
}

export const meta = () =>
  pageMeta({ title: waitlistCopy.pageTitle, description: waitlistCopy.intro, noindex: true });

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = await parseForm(request, joinWaitlistSchema);
  if (!parsed.ok) return parsed.response;
  if (!(await takeRateLimit(`waitlist:${context.clientIp ?? "unknown"}`, WAITLIST_JOIN_LIMIT)))
    return formAnswer(parsed.values, { formError: generalErrors.rateLimited }, 429);
  const user = await getSessionUser(request);
  const joined = await runForm(parsed.values, () =>
    joinWaitlist({ input: parsed.data, userId: user?.id ?? null }),
  );
  if (!joined.ok) return joined.response;
  const m = joined.result.kind === "joined" ? waitlistCopy.joined : waitlistCopy.already;
  return redirectWithToast(`/events/${encodeURIComponent(joined.result.eventSlug)}#tickets`, {
    variant: joined.result.kind === "joined" ? "success" : "default",
    title: m.title,
    description: m.message,
  });
}

export default function WaitlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const { target } = loaderData;
  return (
    <div className="mx-auto max-w-lg px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{waitlistCopy.pageTitle}</h1>
      {target ? (
        <>
          <p className="mt-2 text-muted">
            <Link
              to={`/events/${target.eventSlug}`}
              className="font-medium text-brand-700 underline"
            >
              {target.eventTitle}
            </Link>{" "}
            · {target.typeName}
          </p>
          <WaitlistForm
            ticketType={{
              id: target.ticketTypeId,
              name: target.typeName,
              maxPerOrder: target.maxPerOrder,
            }}
            answer={actionData ?? null}
            open
          />
        </>
      ) : (
        <>
          <p className="mt-2 text-muted">{waitlistCopy.pickType}</p>
          <Button asChild className="mt-4">
            <Link to="/events">{waitlistCopy.browse}</Link>
          </Button>
        </>
      )}
    </div>
  );
}
