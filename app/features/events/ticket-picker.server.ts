import { asc, eq, getTableColumns } from "drizzle-orm";
import { events, ticketTypes } from "~/db/schema";
import { cached, PUBLIC_TTL_MS } from "~/lib/cache.server";
import { getDb } from "~/lib/db/client.server";
import { availableSeats } from "./ticket-availability.server";
import type { TicketPickerData } from "./ticket-picker-data";

async function loadTicketPicker(eventId: string): Promise<TicketPickerData | null> {
  const db = await getDb();
  const [event] = await db
    .select({ slug: events.slug, status: events.status, end: events.endDatetime })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) return null;
  const rows = await db
    .select({ ...getTableColumns(ticketTypes), available: availableSeats() })
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId))
    .orderBy(asc(ticketTypes.sortOrder), asc(ticketTypes.price));
  const now = new Date();
  return {
    slug: event.slug,
    state: event.status === "cancelled" ? "cancelled" : event.end <= now ? "ended" : "open",
    types: rows.map((t) => ({
      id: t.id,
      name: t.name,
      price: t.price,
      remaining: Math.max(0, t.available),
      maxPerOrder: t.maxPerOrder,
      sale:
        t.available <= 0
          ? "sold_out"
          : t.salesStart && t.salesStart > now
            ? "not_started"
            : t.salesEnd && t.salesEnd <= now
              ? "ended"
              : "open",
      salesStart: t.salesStart?.toISOString() ?? null,
      salesEnd: t.salesEnd?.toISOString() ?? null,
    })),
  };
}

/** The event page's ticket picker: each type's seats left, limit and sales window. */
export function ticketPicker(eventId: string) {
  return cached(`events:ticketPicker:${eventId}`, PUBLIC_TTL_MS, () => loadTicketPicker(eventId));
}
