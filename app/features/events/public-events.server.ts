import { and, asc, eq, getTableColumns, sql } from "drizzle-orm";
import { events, profiles, ticketTypes } from "~/db/schema";
import { cached, PUBLIC_TTL_MS } from "~/lib/cache.server";
import { getDb } from "~/lib/db/client.server";
import { loadImages } from "~/lib/media/image-records.server";
import type { StoredImage } from "~/lib/media/responsive";
import { PAGE_SIZE, toPage } from "~/lib/pagination";
import { listedEventWhere, publicEventWhere } from "./event-kind.server";
import { availableSeats, availableSeatsSql } from "./ticket-availability.server";

/** Trending: at least this many completed sales in the last 7 days (spec 001 §2). */
export const TRENDING_MIN_SALES = 10;

export interface EventCard {
  id: string;
  slug: string;
  title: string;
  city: string;
  state: string;
  venueName: string;
  startDatetime: string;
  endDatetime: string;
  tags: string[];
  minPrice: number | null;
  maxPrice: number | null;
  soldOut: boolean;
  recentSales: number;
  isTrending: boolean;
  coverImage: StoredImage | null;
}

const cardColumns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  city: events.city,
  state: events.state,
  venueName: events.venueName,
  startDatetime: events.startDatetime,
  endDatetime: events.endDatetime,
  tags: events.tags,
  coverImageKey: events.coverImageKey,
  minPrice: sql<
    number | null
  >`(select min(tt.price) from ticket_types tt where tt.event_id = "events"."id")`,
  maxPrice: sql<
    number | null
  >`(select max(tt.price) from ticket_types tt where tt.event_id = "events"."id")`,
  available: sql<number>`(select coalesce(sum(${availableSeatsSql("tt")}), 0) from ticket_types tt where tt.event_id = "events"."id")`,
  recentSales: sql<number>`(select count(*) from tickets t where t.event_id = "events"."id" and t.payment_status = 'completed' and t.created_at >= now() - interval '7 days')`,
};

type CardRow = {
  [K in keyof typeof cardColumns]: unknown;
} & { coverImageKey: string | null };

async function toCards(rows: CardRow[]): Promise<EventCard[]> {
  const db = await getDb();
  const images = await loadImages(
    db,
    rows.map((r) => r.coverImageKey),
  );
  return rows.map((r) => {
    const recentSales = Number(r.recentSales);
    return {
      id: r.id as string,
      slug: r.slug as string,
      title: r.title as string,
      city: r.city as string,
      state: r.state as string,
      venueName: r.venueName as string,
      startDatetime: (r.startDatetime as Date).toISOString(),
      endDatetime: (r.endDatetime as Date).toISOString(),
      tags: r.tags as string[],
      minPrice: r.minPrice == null ? null : Number(r.minPrice),
      maxPrice: r.maxPrice == null ? null : Number(r.maxPrice),
      soldOut: r.minPrice != null && Number(r.available) <= 0,
      recentSales,
      isTrending: recentSales >= TRENDING_MIN_SALES,
      coverImage: r.coverImageKey ? (images.get(r.coverImageKey) ?? null) : null,
    };
  });
}

/** The public events grid, soonest first. */
async function loadListPublicEvents({
  page,
  pageSize = PAGE_SIZE,
}: {
  page: number;
  pageSize?: number;
}) {
  const db = await getDb();
  const rows = await db
    .select({ ...cardColumns, total: sql<number>`count(*) over()` })
    .from(events)
    .where(publicEventWhere())
    .orderBy(asc(events.startDatetime), asc(events.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = rows.length ? Number(rows[0].total) : await countPublicEvents();
  return toPage(await toCards(rows as CardRow[]), total, page, pageSize);
}

async function countPublicEvents() {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(events)
    .where(publicEventWhere());
  return Number(row.n);
}

async function loadUpcomingEvents(limit: number) {
  const db = await getDb();
  const rows = await db
    .select(cardColumns)
    .from(events)
    .where(publicEventWhere())
    .orderBy(asc(events.startDatetime), asc(events.id))
    .limit(limit);
  return toCards(rows as CardRow[]);
}

export interface EventDetail extends EventCard {
  description: string;
  venueAddress: string;
  organizerName: string;
  hasEnded: boolean;
  ticketTypes: Array<{
    id: string;
    name: string;
    description: string | null;
    price: number;
    quantity: number;
    remaining: number;
  }>;
}

/** An event page: published and approved; an ended event still shows, marked ended. */
async function loadPublicEvent(slug: string): Promise<EventDetail | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      ...cardColumns,
      description: events.description,
      venueAddress: events.venueAddress,
      organizerName: sql<string>`coalesce(${profiles.fullName}, ${profiles.username}, 'Organizer')`,
    })
    .from(events)
    .leftJoin(profiles, eq(profiles.id, events.organizerId))
    .where(and(eq(events.slug, slug), listedEventWhere()))
    .limit(1);
  if (!row) return null;
  const [card] = await toCards([row as CardRow]);
  const types = await db
    .select({ ...getTableColumns(ticketTypes), available: availableSeats() })
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, card.id))
    .orderBy(asc(ticketTypes.sortOrder), asc(ticketTypes.price));
  return {
    ...card,
    description: row.description,
    venueAddress: row.venueAddress,
    organizerName: row.organizerName,
    hasEnded: new Date(card.endDatetime) < new Date(),
    ticketTypes: types.map((t) => ({
      id: t.id,
      name: t.name,
      description: t.description,
      price: t.price,
      quantity: t.quantity,
      remaining: Math.max(0, t.available),
    })),
  };
}

export function listPublicEvents(options: { page: number; pageSize?: number }) {
  return cached(`events:listPublicEvents:${JSON.stringify(options)}`, PUBLIC_TTL_MS, () =>
    loadListPublicEvents(options),
  );
}

export function upcomingEvents(limit: number) {
  return cached(`events:upcomingEvents:${limit}`, PUBLIC_TTL_MS, () => loadUpcomingEvents(limit));
}

export function getPublicEvent(slug: string) {
  return cached(`events:getPublicEvent:${slug}`, PUBLIC_TTL_MS, () => loadPublicEvent(slug));
}
