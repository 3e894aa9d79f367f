import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { events, tickets, ticketTypes } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { PAGE_SIZE, toPage } from "~/lib/pagination";
import { listedEventWhere } from "./event-kind.server";
import { heldSeatsOf } from "./ticket-availability.server";
import { startOfWatMonth } from "./wat-time";

export interface OrganizerStats {
  totalEvents: number;
  /** Not yet ended and not cancelled. */
  activeEvents: number;
  /** Naira paid for completed tickets. */
  totalSales: number;
  ticketsSold: number;
  /** Naira per ticket sold, rounded; 0 before the first sale. */
  averagePrice: number;
  /** Created since the start of this month in Lagos. */
  createdThisMonth: number;
}

/** One organizer's events, or every event (null: an admin runs them all). */
const eventsOf = (organizerId: string | null) =>
  organizerId ? eq(events.organizerId, organizerId) : undefined;

/**
 * The dashboard's stat cards (001 §2) for one organizer (or, for an admin, every
 * event): two aggregate queries, one on the events (organizer index) and one on their
 * completed tickets.
 */
export async function organizerStats({
  organizerId,
  now = new Date(),
}: {
  organizerId: string | null;
  now?: Date;
}): Promise<OrganizerStats> {
  const db = await getDb();
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${events.endDatetime} > ${now} and ${events.status} <> 'cancelled'))::int`,
      thisMonth: sql<number>`(count(*) filter (where ${events.createdAt} >= ${startOfWatMonth(now)}))::int`,
    })
    .from(events)
    .where(eventsOf(organizerId));
  const [sales] = await db
    .select({
      revenue: sql<number>`coalesce(sum(${tickets.pricePaid}), 0)::int`,
      sold: sql<number>`count(*)::int`,
    })
    .from(tickets)
    .innerJoin(events, eq(events.id, tickets.eventId))
    .where(and(eventsOf(organizerId), eq(tickets.paymentStatus, "completed")));
  const sold = Number(sales?.sold ?? 0);
  const revenue = Number(sales?.revenue ?? 0);
  return {
    totalEvents: Number(counts?.total ?? 0),
    activeEvents: Number(counts?.active ?? 0),
    totalSales: revenue,
    ticketsSold: sold,
    averagePrice: sold ? Math.round(revenue / sold) : 0,
    createdThisMonth: Number(counts?.thisMonth ?? 0),
  };
}

export interface OrganizerEvent {
  id: string;
  slug: string;
  title: string;
  status: (typeof events.$inferSelect)["status"];
  moderationStatus: (typeof events.$inferSelect)["moderationStatus"];
  startDatetime: string;
  endDatetime: string;
  city: string;
  state: string;
  rescheduled: boolean;
  ended: boolean;
  /** Its public page exists (published and approved). */
  isPublic: boolean;
  ticketTypes: Array<{
    id: string;
    name: string;
    price: number;
    quantity: number;
    sold: number;
    held: number;
  }>;
}

/**
 * The organizer's events (an admin: every event), newest first, a page at a time, with
 * their ticket types and sold counts: two queries whatever the page size.
 */
export async function organizerEvents({
  organizerId,
  page = 1,
  pageSize = PAGE_SIZE,
  now = new Date(),
}: {
  organizerId: string | null;
  page?: number;
  pageSize?: number;
  now?: Date;
}) {
  const db = await getDb();
  const rows = await db
    .select({
      id: events.id,
      slug: events.slug,
      title: events.title,
      status: events.status,
      moderationStatus: events.moderationStatus,
      startDatetime: events.startDatetime,
      endDatetime: events.endDatetime,
      city: events.city,
      state: events.state,
      rescheduledAt: events.rescheduledAt,
      isPublic: sql<boolean>`(${listedEventWhere()})`,
      total: sql<number>`count(*) over()`,
    })
    .from(events)
    .where(eventsOf(organizerId))
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const ids = rows.map((r) => r.id);
  const types = ids.length
    ? await db
        .select({
          id: ticketTypes.id,
          eventId: ticketTypes.eventId,
          name: ticketTypes.name,
          price: ticketTypes.price,
          quantity: ticketTypes.quantity,
          sold: ticketTypes.sold,
          // Qualified: inside the subquery a bare "id" would be the order's or item's.
          held: heldSeatsOf(sql`"ticket_types"."id"`),
        })
        .from(ticketTypes)
        .where(inArray(ticketTypes.eventId, ids))
        .orderBy(asc(ticketTypes.sortOrder), asc(ticketTypes.createdAt))
    : [];
  const items: OrganizerEvent[] = rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    status: r.status,
    moderationStatus: r.moderationStatus,
    startDatetime: r.startDatetime.toISOString(),
    endDatetime: r.endDatetime.toISOString(),
    city: r.city,
    state: r.state,
    rescheduled: !!r.rescheduledAt,
    ended: r.endDatetime <= now,
    isPublic: !!r.isPublic,
    ticketTypes: types
      .filter((t) => t.eventId === r.id)
      .map((t) => ({
        id: t.id,
        name: t.name,
        price: t.price,
        quantity: t.quantity,
        sold: t.sold,
        held: Number(t.held),
      })),
  }));
  return toPage(items, rows.length ? Number(rows[0]!.total) : 0, page, pageSize);
}
