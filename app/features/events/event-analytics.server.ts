import { and, asc, desc, eq, gte, sql, type SQL } from "drizzle-orm";
import { events, tickets, ticketTypes } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { lockManagedEvent } from "./event-access.server";
import { watDay } from "./wat-time";

export const SALES_DAYS = 30;
const DAY_MS = 86_400_000;

export interface SalesAnalytics {
  /** The event the figures are for; null = all the organizer's events. */
  eventId: string | null;
  events: Array<{ id: string; title: string }>;
  /** Oldest first, one entry per Lagos day of the last 30, zeros included. */
  perDay: Array<{ day: string; tickets: number; revenue: number }>;
  revenue: number;
  ticketsSold: number;
  byType: Array<{
    id: string;
    event: string;
    name: string;
    price: number;
    sold: number;
    revenue: number;
  }>;
  checkedIn: number;
  /** Percent of sold tickets checked in, one decimal; 0 before any sale. */
  checkInRate: number;
}

/**
 * The Analytics tab's figures, from completed tickets: sales per Lagos day for the
 * last 30 days, revenue, by ticket type, and the check-in rate (tickets.checked_in_at).
 * For all the organizer's events, or for one event its organizer or an admin runs
 * (checked in the same transaction as the reads). Four aggregate queries.
 */
export async function salesAnalytics({
  actorId,
  eventId = null,
  now = new Date(),
}: {
  actorId: string;
  eventId?: string | null;
  now?: Date;
}): Promise<SalesAnalytics> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (eventId) await lockManagedEvent(tx, { eventId, actorId });
    const scope: SQL = eventId ? eq(events.id, eventId) : eq(events.organizerId, actorId);
    const sold = and(scope, eq(tickets.paymentStatus, "completed"))!;
    const firstDay = watDay(new Date(now.getTime() - (SALES_DAYS - 1) * DAY_MS));
    const dayOf = sql<string>`to_char(${tickets.createdAt} at time zone 'Africa/Lagos', 'YYYY-MM-DD')`;

    const [mine, daily, totals, types] = await Promise.all([
      tx
        .select({ id: events.id, title: events.title })
        .from(events)
        .where(eq(events.organizerId, actorId))
        .orderBy(desc(events.createdAt)),
      tx
        .select({
          day: dayOf,
          tickets: sql<number>`count(*)::int`,
          revenue: sql<number>`coalesce(sum(${tickets.pricePaid}), 0)::int`,
        })
        .from(tickets)
        .innerJoin(events, eq(events.id, tickets.eventId))
        .where(
          and(
            sold,
            // From midnight in Lagos on the first day (WAT = UTC+1).
            gte(tickets.createdAt, new Date(`${firstDay}T00:00:00+01:00`)),
          ),
        )
        .groupBy(dayOf),
      tx
        .select({
          tickets: sql<number>`count(*)::int`,
          revenue: sql<number>`coalesce(sum(${tickets.pricePaid}), 0)::int`,
          checkedIn: sql<number>`(count(*) filter (where ${tickets.checkedInAt} is not null))::int`,
        })
        .from(tickets)
        .innerJoin(events, eq(events.id, tickets.eventId))
        .where(sold),
      tx
        .select({
          id: ticketTypes.id,
          event: events.title,
          name: ticketTypes.name,
          price: ticketTypes.price,
          sold: sql<number>`(count(${tickets.id}))::int`,
          revenue: sql<number>`coalesce(sum(${tickets.pricePaid}), 0)::int`,
        })
        .from(ticketTypes)
        .innerJoin(events, eq(events.id, ticketTypes.eventId))
        .leftJoin(
          tickets,
          and(eq(tickets.ticketTypeId, ticketTypes.id), eq(tickets.paymentStatus, "completed")),
        )
        .where(scope)
        .groupBy(ticketTypes.id, events.title, events.createdAt)
        .orderBy(desc(events.createdAt), asc(ticketTypes.sortOrder), asc(ticketTypes.name)),
    ]);

    const byDay = new Map(daily.map((d) => [d.day, d]));
    const perDay = Array.from({ length: SALES_DAYS }, (_, i) => {
      const day = watDay(new Date(now.getTime() - (SALES_DAYS - 1 - i) * DAY_MS));
      const d = byDay.get(day);
      return { day, tickets: Number(d?.tickets ?? 0), revenue: Number(d?.revenue ?? 0) };
    });
    const t = totals[0];
    const ticketsSold = Number(t?.tickets ?? 0);
    const checkedIn = Number(t?.checkedIn ?? 0);
    return {
      eventId,
      events: mine,
      perDay,
      revenue: Number(t?.revenue ?? 0),
      ticketsSold,
      byType: types.map((r) => ({ ...r, sold: Number(r.sold), revenue: Number(r.revenue) })),
      checkedIn,
      checkInRate: ticketsSold ? Math.round((checkedIn / ticketsSold) * 1000) / 10 : 0,
    };
  });
}
