import type { Route } from "./+types/create";
import { NewEventForm } from "~/features/events/components/event-form";
import { requireOrganizerArea } from "~/features/events/event-access.server";
import { createEventFromForm } from "~/features/events/event-form-action.server";
import { eventFormCopy } from "~/features/events/organizer-messages";

/** Create Event tab: the same form as /create, back here once saved. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireOrganizerArea(request);
  return { resetKey: crypto.randomUUID() };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireOrganizerArea(request);
  return createEventFromForm(request, { organizerId: user.id, backTo: "/events/dashboard/create" });
}

export default function CreateEventTab({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="create-event" className="grid min-w-0 max-w-3xl gap-4">
      <h2 id="create-event" className="text-lg font-semibold text-ink">
        {eventFormCopy.eventTab}
      </h2>
      <NewEventForm result={actionData} resetKey={loaderData.resetKey} />
    </section>
  );
}
