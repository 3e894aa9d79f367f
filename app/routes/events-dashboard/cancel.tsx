import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/cancel";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormError } from "~/components/ui/form-error";
import { Textarea } from "~/components/ui/textarea";
import { cancelEvent, cancelEventSchema } from "~/features/events/cancel-event.server";
import { CANCEL_REASON_MAX } from "~/features/events/event-form-limits";
import { eventIdFrom, requireOrganizerArea } from "~/features/events/event-access.server";
import { organizerCopy, organizerToasts } from "~/features/events/organizer-messages";
import { loadEventForEdit } from "~/features/events/update-event.server";
import { redirectWithToast } from "~/lib/flash.server";
import { parseForm, runForm } from "~/lib/form-action.server";

/** The confirm step of cancelling an event (its organizer or an admin). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireOrganizerArea(request);
  const { event } = await loadEventForEdit({
    eventId: eventIdFrom(params.eventId),
    actorId: user.id,
  });
  return { title: event.title, cancelled: event.status === "cancelled" };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireOrganizerArea(request);
  const eventId = eventIdFrom(params.eventId);
  const parsed = await parseForm(request, cancelEventSchema);
  if (!parsed.ok) return parsed.response;
  const done = await runForm(parsed.values, () =>
    cancelEvent({ eventId, actorId: user.id, reason: parsed.data.reason }),
  );
  if (!done.ok) return done.response;
  return redirectWithToast("/events/dashboard", {
    variant: "success",
    title: organizerToasts.cancelled.title,
    description: organizerToasts.cancelled.message,
  });
}

export default function CancelEvent({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { title, cancelled } = loaderData;
  return (
    <section aria-labelledby="cancel-event" className="grid min-w-0 max-w-2xl gap-4">
      <h2 id="cancel-event" className="text-lg font-semibold break-words text-ink">
        {organizerCopy.cancelTitle(title)}
      </h2>
      {cancelled ? (
        <p className="text-muted">{organizerCopy.alreadyCancelled}</p>
      ) : (
        <>
          <p className="text-muted">{organizerCopy.cancelIntro}</p>
          <FormError message={actionData?.formError} />
          <Form method="post" className="grid gap-4">
            <Field
              label={organizerCopy.cancelReason}
              name="reason"
              error={actionData?.fieldErrors.reason}
            >
              <Textarea
                defaultValue={actionData?.values.reason ?? ""}
                maxLength={CANCEL_REASON_MAX}
                rows={3}
              />
            </Field>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" variant="destructive" disabled={busy}>
                {organizerCopy.confirmCancel}
              </Button>
              <Button asChild variant="outline">
                <Link to="/events/dashboard">{organizerCopy.keepEvent}</Link>
              </Button>
            </div>
          </Form>
        </>
      )}
    </section>
  );
}
