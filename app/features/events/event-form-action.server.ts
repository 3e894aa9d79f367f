import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { redirectWithToast } from "~/lib/flash.server";
import { formAnswer, parseForm, typedValues } from "~/lib/form-action.server";
import type { Message } from "~/lib/messages";
import { generalErrors } from "~/lib/messages/error-pages";
import { postedRowCount } from "./components/event-form";
import { storeEventCover } from "./event-cover.server";
import { EVENT_FORM_MAX_BYTES } from "./event-form-limits";
import { createEvent } from "./create-event.server";
import { eventFormSchema, TICKET_ROWS_MAX, type EventFormInput } from "./event-form-schema";
import { eventIdFrom, lockManagedEvent } from "./event-access.server";
import { eventSuccess, eventToasts } from "./messages";
import { organizerToasts } from "./organizer-messages";
import { updateEvent, type SeatsFreedHook } from "./update-event.server";

type Step = (input: EventFormInput, coverFile: File | null) => Promise<unknown>;

/**
 * The event form's post, shared by create and edit: "add another ticket type" comes
 * back with the values and one more row (nothing saved); a save is parsed with the one
 * schema (400 with field errors and the typed values), then `step` runs; a user error
 * it throws comes back the same way, titled `failure` with the error's own words
 * (001 §8: 'Failed to create event' with the error message).
 */
async function eventFormPost(
  request: Request,
  { failure, keepStart, step }: { failure: Message; keepStart?: Date; step: Step },
) {
  const length = Number(request.headers.get("Content-Length") ?? 0);
  if (length > EVENT_FORM_MAX_BYTES) {
    return formAnswer({}, { formError: generalErrors.fileSize, addedRow: false }, 413);
  }
  const form = await request.formData().catch(() => null);
  if (!form) return formAnswer({}, { formError: generalErrors.validation, addedRow: false }, 400);
  const values = typedValues(form);
  if (form.get("intent") === "add-row") {
    return formAnswer(values, { addedRow: postedRowCount(values) < TICKET_ROWS_MAX }, 200);
  }
  const parsed = await parseForm(form, eventFormSchema({ keepStart }), { formError: failure });
  if (!parsed.ok) return parsed.response;
  const file = form.get("coverImage");
  const coverFile = file instanceof File && file.size > 0 ? file : null;
  try {
    await step(parsed.data, coverFile);
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return formAnswer(
      values,
      {
        fieldErrors: error.fieldErrors ?? {},
        formError: { title: failure.title, message: error.userMessage.message },
        addedRow: false,
      },
      error.status,
    );
  }
}

const coverFrom = async (file: File | null) =>
  file ? storeEventCover({ bytes: Buffer.from(await file.arrayBuffer()) }) : null;

/** Create: saved pending moderation, then 'Event created successfully!' and a fresh form. */
export async function createEventFromForm(
  request: Request,
  { organizerId, backTo }: { organizerId: string; backTo: string },
) {
  const answer = await eventFormPost(request, {
    failure: eventToasts.createFailed,
    step: async (input, file) => createEvent({ organizerId, input, cover: await coverFrom(file) }),
  });
  if (answer) return answer;
  return redirectWithToast(backTo, {
    variant: "success",
    title: eventSuccess.created.title,
    description: eventSuccess.created.message,
  });
}

/** Edit: back to the dashboard with 'Event updated'. */
export async function updateEventFromForm(
  request: Request,
  {
    actorId,
    rawEventId,
    onSeatsFreed,
  }: { actorId: string; rawEventId: string | undefined; onSeatsFreed?: SeatsFreedHook },
) {
  const eventId = eventIdFrom(rawEventId);
  // Refused before the form is read or a cover stored; updateEvent checks again in its
  // own transaction. The stored start lets an unchanged past start through.
  const db = await getDb();
  const stored = await db.transaction((tx) => lockManagedEvent(tx, { eventId, actorId }));
  const answer = await eventFormPost(request, {
    failure: organizerToasts.updateFailed,
    keepStart: stored.startDatetime,
    step: async (input, file) =>
      updateEvent({
        eventId,
        actorId,
        input,
        cover: await coverFrom(file),
        ...(onSeatsFreed ? { onSeatsFreed } : {}),
      }),
  });
  if (answer) return answer;
  return redirectWithToast("/events/dashboard", {
    variant: "success",
    title: organizerToasts.updated.title,
    description: organizerToasts.updated.message,
  });
}
