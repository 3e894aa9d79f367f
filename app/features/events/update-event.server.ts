import { asc, eq, getTableColumns, sql } from "drizzle-orm";
import {
  events,
  moderationQueue,
  ticketOrderItems,
  ticketOrders,
  tickets,
  ticketTypes,
} from "~/db/schema";
import { setPurchaseRelease } from "~/features/payments/release-dates.server";
import { AppError } from "~/lib/app-error.server";
import { invalidatePublicCache } from "~/lib/cache.server";
import { formatDateTime } from "~/lib/dates";
import { getDb, type Tx } from "~/lib/db/client.server";
import { enqueue } from "~/lib/jobs/queue.server";
import { registerImages } from "~/lib/media/image-records.server";
import { importEventCoverJob } from "./import-event-cover.server";
import type { StoredImage } from "~/lib/media/responsive";
import { eventDetailValues, ticketTypeValues } from "./create-event.server";
import { lockManagedEvent } from "./event-access.server";
import type { EventFormInput } from "./event-form-schema";
import { eventRescheduledMail } from "./event-holder-mails";
import type { TicketRowValues } from "./components/event-form";
import { eventFormCopy, organizerToasts } from "./organizer-messages";
import { mailTicketHolders } from "./ticket-holders.server";
import { availableSeats, lockTicketTypes } from "./ticket-availability.server";
import { toWatInput } from "./wat-time";

/**
 * Called in the edit's transaction with the ticket types whose capacity went up, after
 * the new quantities are written: the waitlist offers the freed seats from there
 * (its offers are rows read under the same type locks, ADR 028).
 */
export type SeatsFreedHook = (tx: Tx, ticketTypeIds: string[]) => Promise<unknown>;

const rowError = (index: number, field: string, message: string) =>
  new AppError("validation", {
    message: organizerToasts.updateFailed,
    fieldErrors: { [`ticketTypes[${index}].${field}`]: [message] },
  });

/**
 * Saves the edit form of an event (details and ticket types) in one transaction, for
 * its organizer or an admin (checked inside, on the locked event):
 * - a ticket type's quantity never goes below what is sold plus what buyers hold or
 *   have been offered right now (read under the types' row locks);
 * - a new price is for new sales: orders keep the unit price they were sold at;
 * - a type with any order or ticket cannot be removed;
 * - a new start or end marks the event rescheduled (it stays published, ADR 028) and
 *   e-mails every ticket holder once per address;
 * - raised capacity is handed to `onSeatsFreed` (the waitlist);
 * - a change to an approved event's public words or picture (title, description, venue,
 *   tags, cover) puts it back in the moderation queue. It stays listed meanwhile: ticket
 *   holders keep its page, and a moderator who rejects the edit takes it down (ADR 028).
 */
export async function updateEvent({
  eventId,
  actorId,
  input,
  cover = null,
  onSeatsFreed,
  now = new Date(),
}: {
  eventId: string;
  actorId: string;
  input: EventFormInput;
  cover?: StoredImage | null;
  onSeatsFreed?: SeatsFreedHook;
  now?: Date;
}) {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const event = await lockManagedEvent(tx, { eventId, actorId });
    if (event.status === "cancelled")
      throw new AppError("validation", { message: organizerToasts.cancelledAlready });

    const existing = await tx
      .select({ id: ticketTypes.id })
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, event.id));
    const locked = new Map(
      (
        await lockTicketTypes(
          tx,
          existing.map((t) => t.id),
        )
      ).map((t) => [t.id, t]),
    );
    const raised: string[] = [];
    let sortOrder = 0;
    for (const row of input.ticketTypes) {
      if (!row.id) {
        if (row.remove) continue;
        await tx.insert(ticketTypes).values(ticketTypeValues(event.id, row, sortOrder++));
        continue;
      }
      const current = locked.get(row.id);
      if (!current) throw new AppError("notFound");
      if (row.remove) {
        const [used] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(ticketOrderItems)
          .where(eq(ticketOrderItems.ticketTypeId, row.id));
        const [issued] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(tickets)
          .where(eq(tickets.ticketTypeId, row.id));
        if (current.sold > 0 || Number(used?.n) > 0 || Number(issued?.n) > 0)
          throw rowError(row.index, "remove", eventFormCopy.errors.typeHasSales);
        await tx.delete(ticketTypes).where(eq(ticketTypes.id, row.id));
        continue;
      }
      // Seats taken = sold + unexpired holds + unexpired waitlist offers.
      const taken = current.quantity - current.available;
      if (row.quantity < taken)
        throw rowError(row.index, "quantity", eventFormCopy.errors.quantityBelowTaken(taken));
      if (row.quantity > current.quantity) raised.push(row.id);
      const { eventId: _same, ...values } = ticketTypeValues(event.id, row, sortOrder++);
      await tx.update(ticketTypes).set(values).where(eq(ticketTypes.id, row.id));
    }
    const left = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, event.id));
    if (!Number(left[0]?.n))
      throw new AppError("validation", {
        message: organizerToasts.updateFailed,
        fieldErrors: { ticketTypes: [eventFormCopy.errors.ticketTypesRequired] },
      });

    const reworded =
      input.title !== event.title ||
      input.description !== event.description ||
      input.venueName !== event.venueName ||
      input.venueAddress !== event.venueAddress ||
      input.tags.join("\n") !== event.tags.join("\n") ||
      !!cover ||
      (!!input.coverImageUrl && input.coverImageUrl !== event.coverImageUrl);
    if (reworded && event.moderationStatus === "approved")
      // One review entry per item (moderation_queue_item_idx): already queued is enough.
      await tx
        .insert(moderationQueue)
        .values({
          itemType: "event",
          itemId: event.id,
          title: input.title,
          userId: event.organizerId,
        })
        .onConflictDoNothing();
    const moved =
      input.startDatetime.getTime() !== event.startDatetime.getTime() ||
      input.endDatetime.getTime() !== event.endDatetime.getTime();
    if (cover) await registerImages(tx, [cover], event.organizerId);
    const newLink =
      !cover && input.coverImageUrl && input.coverImageUrl !== event.coverImageUrl
        ? input.coverImageUrl
        : null;
    if (newLink) await enqueue(tx, importEventCoverJob, { eventId: event.id, url: newLink });
    const [saved] = await tx
      .update(events)
      .set({
        ...eventDetailValues(input),
        ...(cover
          ? { coverImageKey: cover.key, coverImageUrl: null }
          : newLink
            ? // A new link replaces the cover once fetched (import-event-cover.server.ts).
              { coverImageKey: null, coverImageUrl: newLink }
            : // An emptied link field clears the link (an uploaded cover stays).
              { coverImageUrl: input.coverImageUrl }),
        ...(moved ? { rescheduledAt: now, previousStartDatetime: event.startDatetime } : {}),
        updatedAt: now,
      })
      .where(eq(events.id, event.id))
      .returning();

    const mailed = moved
      ? await mailTicketHolders(tx, event.id, eventRescheduledMail, {
          title: saved!.title,
          slug: saved!.slug,
          previousStart: formatDateTime(event.startDatetime),
          newStart: formatDateTime(saved!.startDatetime),
        })
      : 0;
    // The organizer's takings are due some hours after the event ends: a new end moves
    // the date of every sale not yet released (ADR 071).
    if (input.endDatetime.getTime() !== event.endDatetime.getTime()) {
      const sold = await tx
        .select({ id: ticketOrders.id })
        .from(ticketOrders)
        .where(eq(ticketOrders.eventId, event.id));
      await setPurchaseRelease({
        tx,
        purchaseIds: sold.map((o) => o.id),
        event: { kind: "event_ends", at: saved!.endDatetime },
        now,
      });
    }
    if (raised.length && onSeatsFreed) await onSeatsFreed(tx, raised);
    return {
      event: saved!,
      rescheduled: moved,
      mailed,
      raised,
      requeued: reworded && event.moderationStatus === "approved",
    };
  });
  // Its page, cards and search results show the new details.
  invalidatePublicCache();
  return result;
}

/**
 * The edit form as stored: the event, its fields as the form's values (times in WAT)
 * and its ticket rows with what is sold and held right now.
 */
export async function loadEventForEdit({ eventId, actorId }: { eventId: string; actorId: string }) {
  const db = await getDb();
  const { event, types } = await db.transaction(async (tx) => {
    const event = await lockManagedEvent(tx, { eventId, actorId });
    const types = await tx
      .select({ ...getTableColumns(ticketTypes), available: availableSeats() })
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, event.id))
      .orderBy(asc(ticketTypes.sortOrder), asc(ticketTypes.createdAt));
    return { event, types };
  });
  const defaults: Record<string, string> = {
    title: event.title,
    description: event.description,
    coverImageUrl: event.coverImageUrl ?? "",
    venueName: event.venueName,
    venueAddress: event.venueAddress,
    city: event.city,
    state: event.state,
    startDatetime: toWatInput(event.startDatetime),
    endDatetime: toWatInput(event.endDatetime),
    tags: event.tags.join(", "),
  };
  const rows: TicketRowValues[] = types.map((t) => ({
    id: t.id,
    name: t.name,
    price: String(t.price),
    quantity: String(t.quantity),
    salesStart: t.salesStart ? toWatInput(t.salesStart) : "",
    salesEnd: t.salesEnd ? toWatInput(t.salesEnd) : "",
    maxPerOrder: String(t.maxPerOrder),
    sold: t.sold,
    held: Math.max(0, t.quantity - t.sold - t.available),
  }));
  return { event, defaults, rows };
}
