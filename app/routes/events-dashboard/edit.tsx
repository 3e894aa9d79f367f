import { Link } from "react-router";
import type { Route } from "./+types/edit";
import { FormError } from "~/components/ui/form-error";
import { EventForm } from "~/features/events/components/event-form";
import { eventIdFrom, requireOrganizerArea } from "~/features/events/event-access.server";
import { updateEventFromForm } from "~/features/events/event-form-action.server";
import {
  eventFormCopy,
  organizerCopy,
  organizerToasts,
} from "~/features/events/organizer-messages";
import { offerFreedSeats } from "~/features/events/offer-freed-seats.server";
import { loadEventForEdit } from "~/features/events/update-event.server";

/** Edit an event's details and ticket types: its organizer or an admin (checked inside). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireOrganizerArea(request);
  const { event, defaults, rows } = await loadEventForEdit({
    eventId: eventIdFrom(params.eventId),
    actorId: user.id,
  });
  return {
    title: event.title,
    cancelled: event.status === "cancelled",
    defaults,
    rows,
    resetKey: crypto.randomUUID(),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireOrganizerArea(request);
  // Raised capacity goes to the waitlist in the edit's own transaction.
  return updateEventFromForm(request, {
    actorId: user.id,
    rawEventId: params.eventId,
    onSeatsFreed: offerFreedSeats,
  });
}

export default function EditEvent({ loaderData, actionData }: Route.ComponentProps) {
  const { title, cancelled, defaults, rows, resetKey } = loaderData;
  return (
    <section aria-labelledby="edit-event" className="grid min-w-0 max-w-3xl gap-4">
      <h2 id="edit-event" className="text-lg font-semibold break-words text-ink">
        {organizerCopy.editTitle(title)}
      </h2>
      {cancelled ? (
        <FormError message={organizerToasts.cancelledAlready} />
      ) : (
        <>
          <ul className="list-disc space-y-1 pl-5 text-sm text-muted">
            <li>{organizerCopy.rescheduleNote}</li>
            <li>{organizerCopy.priceNote}</li>
          </ul>
          <EventForm
            defaults={defaults}
            rows={rows}
            result={actionData}
            submitLabel={eventFormCopy.submitEdit}
            resetKey={resetKey}
            edit
          />
        </>
      )}
      <p>
        <Link
          to="/events/dashboard"
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          {organizerCopy.backToDashboard}
        </Link>
      </p>
    </section>
  );
}
