import { eq } from "drizzle-orm";
import { events, moderationQueue, profiles, ticketTypes } from "~/db/schema";
import { can } from "~/features/accounts/permissions";
import { normalizeRole } from "~/features/accounts/roles";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { enqueue } from "~/lib/jobs/queue.server";
import { importEventCoverJob } from "./import-event-cover.server";
import { registerImages } from "~/lib/media/image-records.server";
import type { StoredImage } from "~/lib/media/responsive";
import { newItemSlug } from "~/lib/slug";
import type { EventFormInput, TicketTypeRow } from "./event-form-schema";
import { eventToasts } from "./messages";

/** The event's own fields as stored, from the form (create and edit alike). */
export function eventDetailValues(input: EventFormInput) {
  return {
    title: input.title,
    description: input.description,
    venueName: input.venueName,
    venueAddress: input.venueAddress,
    city: input.city,
    state: input.state,
    startDatetime: input.startDatetime,
    endDatetime: input.endDatetime,
    tags: input.tags,
  };
}

/** A ticket type row as stored, in the order the organizer listed them. */
export function ticketTypeValues(eventId: string, row: TicketTypeRow, sortOrder: number) {
  return {
    eventId,
    name: row.name,
    price: row.price,
    quantity: row.quantity,
    salesStart: row.salesStart,
    salesEnd: row.salesEnd,
    maxPerOrder: row.maxPerOrder,
    sortOrder,
  };
}

/**
 * Creates an event with its ticket types (001 §5 Create event). One transaction: the
 * organizer's right to create is read again from the database, the event is saved
 * published but pending moderation (docs/product-decisions.md > Moderation: it shows
 * publicly once approved), its ticket types, its cover's image record, and its entry
 * in the moderation queue. A cover upload is stored before (storeEventCover): image
 * work never holds the database.
 */
export async function createEvent({
  organizerId,
  input,
  cover = null,
}: {
  organizerId: string;
  input: EventFormInput;
  cover?: StoredImage | null;
}) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [actor] = await tx
      .select({ role: profiles.role })
      .from(profiles)
      .where(eq(profiles.id, organizerId));
    if (!actor || !can(normalizeRole(actor.role), "create:event"))
      throw new AppError("forbidden", { message: eventToasts.createFailed });
    if (cover) await registerImages(tx, [cover], organizerId);
    const [event] = await tx
      .insert(events)
      .values({
        slug: newItemSlug(input.title),
        ...eventDetailValues(input),
        coverImageKey: cover?.key ?? null,
        coverImageUrl: cover ? null : input.coverImageUrl,
        organizerId,
        status: "published",
        moderationStatus: "pending",
      })
      .returning();
    await tx
      .insert(ticketTypes)
      .values(input.ticketTypes.map((row, i) => ticketTypeValues(event!.id, row, i)));
    await tx.insert(moderationQueue).values({
      itemType: "event",
      itemId: event!.id,
      title: event!.title,
      userId: organizerId,
    });
    if (event!.coverImageUrl)
      await enqueue(tx, importEventCoverJob, { eventId: event!.id, url: event!.coverImageUrl });
    return event!;
  });
}
