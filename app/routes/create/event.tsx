import { data } from "react-router";
import type { Route } from "./+types/event";
import { requirePermission } from "~/features/accounts/guards.server";
import { NewEventForm } from "~/features/events/components/event-form";
import { createEventFromForm } from "~/features/events/event-form-action.server";
import { eventFormCopy } from "~/features/events/organizer-messages";
import { getSessionUser } from "~/lib/auth.server";

/** The event tab of /create (the layout shows Login Required to signed-out people). */
export async function loader({ request }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "private, no-store" };
  if (!(await getSessionUser(request))) return data({ resetKey: "" }, { headers });
  await requirePermission(request, "create:event");
  return data({ resetKey: crypto.randomUUID() }, { headers });
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "create:event");
  return createEventFromForm(request, { organizerId: user.id, backTo: "/create" });
}

export default function CreateEventTab({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="create-event-heading" className="grid gap-4">
      <h2 id="create-event-heading" className="text-xl font-semibold text-ink">
        {eventFormCopy.eventTab}
      </h2>
      <NewEventForm result={actionData} resetKey={loaderData.resetKey} />
    </section>
  );
}
