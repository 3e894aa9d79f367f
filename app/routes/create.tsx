import { data, Link } from "react-router";
import type { Route } from "./+types/create";
import { PageHeader } from "~/components/section";
import { Button } from "~/components/ui/button";
import { requirePermission } from "~/features/accounts/guards.server";
import { loginRequiredCopy } from "~/features/accounts/messages";
import { NewEventForm } from "~/features/events/components/event-form";
import { createEventFromForm } from "~/features/events/event-form-action.server";
import { eventToasts } from "~/features/events/messages";
import { eventFormCopy } from "~/features/events/organizer-messages";
import { getSessionUser } from "~/lib/auth.server";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({ title: eventFormCopy.pageTitle, description: eventFormCopy.pageIntro, noindex: true });

/**
 * Create and Share (001 §2 /create). Signed out: the spec's Login Required screen with
 * Sign In; signed in: any role but viewer (docs/product-decisions.md > Roles). Only the
 * event tab exists yet: the product, property and content tabs come with their areas.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "private, no-store" };
  if (!(await getSessionUser(request))) return data({ signedIn: false as const }, { headers });
  await requirePermission(request, "area:create");
  return data({ signedIn: true as const, resetKey: crypto.randomUUID() }, { headers });
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "create:event");
  return createEventFromForm(request, { organizerId: user.id, backTo: "/create" });
}

export default function CreatePage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.signedIn) {
    return (
      <div className="mx-auto max-w-xl px-4 py-14 text-center">
        <h1 className="text-2xl font-bold text-ink">{loginRequiredCopy.title}</h1>
        <p className="mt-3 text-muted">{eventToasts.loginRequired.message}</p>
        <p className="mt-1 text-sm text-muted">{loginRequiredCopy.message}</p>
        <Button asChild className="mt-6">
          <Link to="/auth/sign-in?redirectTo=%2Fcreate">{eventFormCopy.signIn}</Link>
        </Button>
      </div>
    );
  }
  return (
    <>
      <PageHeader title={eventFormCopy.pageTitle} description={eventFormCopy.pageIntro} />
      <div className="mx-auto grid max-w-3xl grid-cols-1 gap-4 px-4 py-8">
        <h2 className="text-xl font-semibold text-ink">{eventFormCopy.eventTab}</h2>
        <NewEventForm result={actionData} resetKey={loaderData.resetKey} />
      </div>
    </>
  );
}
