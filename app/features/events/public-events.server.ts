import { and, asc, desc, eq, getTableColumns, inArray, lt, sql, type SQL } from "drizzle-orm";
import { events, profiles, ticketTypes } from "~/db/schema";
import { cached, PUBLIC_TTL_MS } from "~/lib/cache.server";
import { getDb } from "~/lib/db/client.server";
import { countCapped, LIST_COUNT_CAP } from "~/lib/db/count-capped.server";
import { loadImages } from "~/lib/media/image-records.server";
import type { StoredImage } from "~/lib/media/responsive";
import { PAGE_SIZE, toPage } from "~/lib/pagination";
import {
  dateRangeEnd,
  fuzzyMatches,
  isTrending,
  priceBounds,
  TRENDING_MIN_SALES,
  TRENDING_STRIP_SIZE,
  type DiscoveryParams,
} from "./discovery";
import { ownerPageUsername } from "~/features/people/public-page.server";
import {
  eventKind,
  listedEventWhere,
  organizerNotSuspended,
  publicEventWhere,
} from "./event-kind.server";
import { availableSeats, availableSeatsSql } from "./ticket-availability.server";

export { TRENDING_MIN_SALES };

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
  minPrice: events.minPrice,
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
      isTrending: isTrending(recentSales),
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
  /** The organizer's username when they have a public page (/@username), else null. */
  organizerUsername: string | null;
  /** A cover given by URL, shown when there is no uploaded one. */
  coverImageUrl: string | null;
  status: "published" | "cancelled" | "rescheduled" | "draft";
  featured: boolean;
  hasEnded: boolean;
  cancelledAt: string | null;
  cancellationReason: string | null;
  rescheduledAt: string | null;
  previousStartDatetime: string | null;
  ticketTypes: Array<{
    id: string;
    name: string;
    description: string | null;
    price: number;
    quantity: number;
    remaining: number;
    salesStart: string | null;
    salesEnd: string | null;
    maxPerOrder: number;
  }>;
}

/** Statuses whose events keep a page: cancelled ones say so at the top. */
const PAGE_STATUSES = ["published", "rescheduled", "cancelled"] as const;

/**
 * An event page: approved and published (an ended event still shows, marked ended), or
 * cancelled (its page says so and sells nothing).
 */
async function loadPublicEvent(slug: string): Promise<EventDetail | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      ...cardColumns,
      description: events.description,
      venueAddress: events.venueAddress,
      coverImageUrl: events.coverImageUrl,
      status: events.status,
      featured: events.featured,
      cancelledAt: events.cancelledAt,
      cancellationReason: events.cancellationReason,
      rescheduledAt: events.rescheduledAt,
      previousStartDatetime: events.previousStartDatetime,
      organizerName: sql<string>`coalesce(${profiles.fullName}, ${profiles.username}, 'Organizer')`,
      organizerUsername: ownerPageUsername(events.organizerId),
    })
    .from(events)
    .leftJoin(profiles, eq(profiles.id, events.organizerId))
    .where(
      and(
        eq(events.slug, slug),
        eq(events.moderationStatus, "approved"),
        inArray(events.status, [...PAGE_STATUSES]),
        organizerNotSuspended(),
      ),
    )
    .limit(1);
  if (!row) return null;
  const [card] = await toCards([row as CardRow]);
  const types = await db
    .select({ ...getTableColumns(ticketTypes), available: availableSeats() })
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, card.id))
    .orderBy(asc(ticketTypes.sortOrder), asc(ticketTypes.price));
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    ...card,
    description: row.description,
    venueAddress: row.venueAddress,
    organizerName: row.organizerName,
    organizerUsername: row.organizerUsername,
    coverImageUrl: row.coverImageUrl,
    status: row.status,
    featured: row.featured,
    hasEnded: new Date(card.endDatetime) < new Date(),
    cancelledAt: iso(row.cancelledAt),
    cancellationReason: row.cancellationReason,
    rescheduledAt: iso(row.rescheduledAt),
    previousStartDatetime: iso(row.previousStartDatetime),
    ticketTypes: types.map((t) => ({
      id: t.id,
      name: t.name,
      description: t.description,
      price: t.price,
      quantity: t.quantity,
      remaining: Math.max(0, t.available),
      salesStart: iso(t.salesStart),
      salesEnd: iso(t.salesEnd),
      maxPerOrder: t.maxPerOrder,
    })),
  };
}

/**
 * One organizer's events for their page (/@username): upcoming (the public rule, soonest
 * first) or past (listed and ended, latest first: an ended event keeps its page).
 * `pageSize: 0` counts only.
 */
async function loadPublicEventsBy({
  organizerId,
  when,
  page,
  pageSize,
}: {
  organizerId: string;
  when: "upcoming" | "past";
  page: number;
  pageSize: number;
}) {
  const db = await getDb();
  const where =
    when === "upcoming"
      ? and(publicEventWhere(), eq(events.organizerId, organizerId))
      : and(
          listedEventWhere(),
          lt(events.endDatetime, sql`now()`),
          eq(events.organizerId, organizerId),
        );
  const order =
    when === "upcoming"
      ? [asc(events.startDatetime), asc(events.id)]
      : [desc(events.startDatetime), desc(events.id)];
  const [{ total }, rows] = await Promise.all([
    countCapped({ table: events, where }),
    pageSize > 0
      ? db
          .select(cardColumns)
          .from(events)
          .where(where)
          .orderBy(...order)
          .limit(pageSize)
          .offset((page - 1) * pageSize)
      : [],
  ]);
  return { items: await toCards(rows as CardRow[]), total };
}

// --- Discovery (/events) -------------------------------------------------------------

/** Cards per page of the Discover and Featured tabs (a multiple of 2, 3 and 4 columns). */
export const DISCOVERY_PAGE_SIZE = 12;

/** Counts stop here: past it the list says "1,000+" (lib/db/count-capped.server.ts). */
export const DISCOVERY_COUNT_CAP = LIST_COUNT_CAP;

/**
 * A text with more listed matches than this is looked for along the sort's index; with
 * fewer, its matches come from the text index and are sorted (bench:events: reading and
 * sorting 2,000 matches takes about 15 ms on PostgreSQL at 100 k events).
 */
const WALK_FROM_MATCHES = 2_000;

/** Completed sales per event in the last 7 days (tickets_recent_sales_idx, drizzle/0015). */
const recentSales = sql`(select t.event_id, count(*)::int as n from tickets t
  where t.payment_status = 'completed' and t.created_at >= now() - interval '7 days'
  group by t.event_id)`;

/**
 * An event's searchable text. The same expression as the trigram index that serves
 * `ILIKE '%…%'` on it (drizzle/0015_events_discovery.sql): change both together.
 */
const eventText = sql<string>`(${events.title} || ' ' || ${events.venueName} || ' ' || ${events.city} || ' ' || ${events.state} || ' ' || search_tags(${events.tags}) || ' ' || ${events.description})`;

/** `ILIKE` pattern for text containing `q` literally. */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * Fuzzy candidates whose title is only similar: pg_trgm's word similarity at this
 * threshold, through the title's trigram index, then the spec's in-order rule in code.
 */
const FUZZY_SIMILARITY = 0.3;
const FUZZY_CANDIDATES = 300;

/** Every filter but the text, for both the candidates and the page. */
function filterConditions(p: DiscoveryParams, now: Date, { endIndexed = true } = {}): SQL[] {
  const conditions: SQL[] = [publicEventWhere({ endIndexed })];
  if (p.category) {
    // Tags are typed by organizers: the listed spelling, and all lower or upper case,
    // still through the tags' GIN index (events_tags_idx).
    const spellings = [
      ...new Set([p.category, p.category.toLowerCase(), p.category.toUpperCase()]),
    ];
    conditions.push(sql`${events.tags} && ${sql.param(spellings)}::text[]`);
  }
  if (p.state) conditions.push(eq(events.state, p.state));
  const end = dateRangeEnd(p.range, now);
  if (end) conditions.push(lt(events.startDatetime, end));
  const bounds = priceBounds(p);
  if (bounds) {
    conditions.push(sql`${events.minPrice} >= ${bounds.min}`);
    if (bounds.max !== null) conditions.push(sql`${events.minPrice} <= ${bounds.max}`);
  }
  return conditions;
}

/**
 * Ids of events that match the query only by the in-order rule (their text does not
 * contain it): similar titles first, from the title trigram index, checked in code.
 */
async function inOrderOnlyIds(p: DiscoveryParams, now: Date): Promise<string[]> {
  const db = await getDb();
  const candidates = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_SIMILARITY)}, true)`,
    );
    return tx
      .select({ id: events.id, title: events.title })
      .from(events)
      .where(
        and(
          // Not through the end date's index: ANDing its bitmap (70,000 listed events at
          // 100 k) cost more than the similar titles it would remove.
          ...filterConditions(p, now, { endIndexed: false }),
          sql`${p.q} <% ${events.title}`,
          // The title first: most similar titles contain the query and are out at once,
          // without reading their descriptions.
          sql`not (${events.title} ilike ${containsPattern(p.q)})`,
          sql`not (${eventText} ilike ${containsPattern(p.q)})`,
        ),
      )
      .limit(FUZZY_CANDIDATES);
  });
  return candidates.filter((c) => fuzzyMatches(p.q, c.title)).map((c) => c.id);
}

// Each order has an index that walks it (drizzle/0005, 0015), ending on the id so pages
// never overlap. Trending is two walks, see `trendingPage`.
const ORDERS: Record<Exclude<DiscoveryParams["sort"], "trending">, SQL[]> = {
  date_asc: [asc(events.startDatetime), asc(events.id)],
  date_desc: [desc(events.startDatetime), desc(events.id)],
  price_asc: [sql`${events.minPrice} asc nulls last`, asc(events.startDatetime), asc(events.id)],
  price_desc: [sql`${events.minPrice} desc nulls last`, asc(events.startDatetime), asc(events.id)],
};

/**
 * Trending: events with sales in the last 7 days, most sold first, then the others
 * soonest first. Two walks instead of one sort of every listed event by its sales
 * count: the few with recent sales (joined to the sales of the week), then the rest in
 * date order, skipping those.
 */
async function trendingPage(where: SQL, offset: number, limit: number) {
  const db = await getDb();
  // Ids only: the events sold this week are a few thousand at most, and the cards'
  // own subqueries then run for one page, not for each of them.
  const selling = await db
    .select({ id: events.id })
    .from(events)
    .innerJoin(sql`${recentSales} as recent`, sql`recent.event_id = ${events.id}`)
    .where(where)
    .orderBy(sql`recent.n desc`, asc(events.startDatetime), asc(events.id));
  const first = await cardsInOrder(selling.slice(offset, offset + limit).map((r) => r.id));
  if (first.length === limit) return first;
  const rest = await db
    .select(cardColumns)
    .from(events)
    .where(
      and(
        where,
        sql`not exists (select 1 from tickets t where t.event_id = ${events.id}
          and t.payment_status = 'completed' and t.created_at >= now() - interval '7 days')`,
      ),
    )
    .orderBy(asc(events.startDatetime), asc(events.id))
    .limit(limit - first.length)
    .offset(Math.max(0, offset - selling.length));
  return [...first, ...rest];
}

/**
 * A walk is an index scan in the sort's order, stopping at a full page: the planner,
 * which cannot estimate a text's share, must neither sort every match nor scan the table.
 */
const WALK_SETTINGS = {
  enable_seqscan: "off",
  enable_bitmapscan: "off",
  enable_sort: "off",
  max_parallel_workers_per_gather: "0",
};

/**
 * The ids of one page of a common word's matches: the listed events read in the sort's
 * order (its index), the text tested on each (`where` hides it from the text index),
 * until the page is full.
 */
async function walkPageIds(where: SQL, order: SQL[], offset: number, limit: number) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    for (const [name, value] of Object.entries(WALK_SETTINGS))
      await tx.execute(sql`select set_config(${name}, ${value}, true)`);
    const rows = await tx
      .select({ id: events.id })
      .from(events)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return rows.map((r) => r.id);
  });
}

/** Cards of the given ids, in that order. */
async function cardsInOrder(ids: string[]) {
  if (!ids.length) return [];
  const db = await getDb();
  const rows = await db.select(cardColumns).from(events).where(inArray(events.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)!);
}

/**
 * The Discover tab: listed, not ended events through every filter of the URL, sorted,
 * one page, and the count (up to DISCOVERY_COUNT_CAP). Text matching (spec 001 §2) is
 * exact: an event whose text contains the query is found by the trigram index on its
 * text (ILIKE); one whose title holds ≥ 80 % of the query's characters in order is looked
 * for among titles similar to the query (word similarity ≥ 0.3, up to 300, checked by
 * `fuzzyMatches`): a title sharing no trigram with the query is not a candidate.
 */
async function loadDiscoverEvents(
  p: DiscoveryParams,
  {
    pageSize = DISCOVERY_PAGE_SIZE,
    countCap = DISCOVERY_COUNT_CAP,
    walkFrom = WALK_FROM_MATCHES,
  }: { pageSize?: number; countCap?: number; walkFrom?: number } = {},
) {
  const db = await getDb();
  const now = new Date();
  const conditions = filterConditions(p, now);
  const extra = p.q ? await inOrderOnlyIds(p, now) : [];
  // The query contained in the text, through its trigram index or (`walk`) hidden from it.
  const textWhere = (walk: boolean) => {
    const text = walk ? sql`(${eventText} || '')` : eventText;
    const contains = sql`${text} ilike ${containsPattern(p.q)}`;
    return extra.length ? sql`(${contains} or ${inArray(events.id, extra)})` : contains;
  };
  const where = (walk: boolean) => and(...conditions, ...(p.q ? [textWhere(walk)] : []))!;
  const offset = (p.page - 1) * pageSize;
  const pageRows = (pageWhere: SQL) =>
    p.sort === "trending"
      ? trendingPage(pageWhere, offset, pageSize)
      : db
          .select(cardColumns)
          .from(events)
          .where(pageWhere)
          .orderBy(...ORDERS[p.sort])
          .limit(pageSize)
          .offset(offset);
  // Without text the page and the count are independent (two pooled connections on
  // PostgreSQL). With text, the count picks the page's plan: a common word (over
  // `walkFrom` matches: "lagos" is in a third of all events) fills a page within a few
  // dozen events of the sort's index walk, where the text index would hand over every
  // match to be sorted (17,000 at 100 k events: 80 ms); a rarer word is the reverse, and
  // its matches may sit far along the sort (1,200 "owambe" events, the first 12 by price
  // after 17,000 others: a 50 ms walk against 11 ms from the text index).
  const [counted, early] = await Promise.all([
    countCapped({
      table: events,
      where: where(false),
      cap: p.q ? Math.max(countCap, walkFrom) : countCap,
    }),
    p.q ? null : pageRows(where(false)),
  ]);
  const total = Math.min(counted.total, countCap);
  const capped = counted.capped || counted.total > countCap;
  const walk = !!p.q && counted.capped;
  const rows =
    early ??
    (walk && p.sort !== "trending"
      ? await cardsInOrder(
          await walkPageIds(
            and(where(true), ...(p.sort === "date_asc" ? [eventKind.search!.walkWhere!()] : []))!,
            ORDERS[p.sort],
            offset,
            pageSize,
          ),
        )
      : await pageRows(where(walk)));
  return { ...toPage(await toCards(rows as CardRow[]), total, p.page, pageSize), capped };
}

async function countWhere(where: SQL) {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(events)
    .where(where);
  return Number(row.n);
}

/** The Featured tab: what admins picked that is still listed, latest pick first. */
async function loadFeaturedEvents({
  page,
  pageSize = DISCOVERY_PAGE_SIZE,
}: {
  page: number;
  pageSize?: number;
}) {
  const db = await getDb();
  const where = and(publicEventWhere(), eq(events.featured, true))!;
  const rows = await db
    .select({ ...cardColumns, total: sql<number>`count(*) over()` })
    .from(events)
    .where(where)
    .orderBy(desc(events.featuredAt), asc(events.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = rows.length ? Number(rows[0].total) : page > 1 ? await countWhere(where) : 0;
  return toPage(await toCards(rows as CardRow[]), total, page, pageSize);
}

/**
 * The trending strip: the most sold listed events of the last 7 days with at least
 * TRENDING_MIN_SALES completed sales, from the recent sales alone (one range of
 * tickets_recent_sales_idx, drizzle/0015) rather than a count per listed event.
 */
async function loadTrendingEvents(limit = TRENDING_STRIP_SIZE) {
  const db = await getDb();
  const rows = await db
    .select(cardColumns)
    .from(events)
    .innerJoin(sql`${recentSales} as recent`, sql`recent.event_id = ${events.id}`)
    .where(and(publicEventWhere(), sql`recent.n >= ${TRENDING_MIN_SALES}`))
    .orderBy(sql`recent.n desc`, asc(events.startDatetime), asc(events.id))
    .limit(limit);
  return toCards(rows as CardRow[]);
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

export function discoverEvents(
  p: DiscoveryParams,
  options: { pageSize?: number; countCap?: number; walkFrom?: number } = {},
) {
  return cached(`events:discover:${JSON.stringify([p, options])}`, PUBLIC_TTL_MS, () =>
    loadDiscoverEvents(p, options),
  );
}

export function featuredEvents(options: { page: number; pageSize?: number }) {
  return cached(`events:featured:${JSON.stringify(options)}`, PUBLIC_TTL_MS, () =>
    loadFeaturedEvents(options),
  );
}

export function trendingEvents(limit = TRENDING_STRIP_SIZE) {
  return cached(`events:trending:${limit}`, PUBLIC_TTL_MS, () => loadTrendingEvents(limit));
}

export function publicEventsBy(options: {
  organizerId: string;
  when: "upcoming" | "past";
  page: number;
  pageSize: number;
}) {
  return cached(`events:publicEventsBy:${JSON.stringify(options)}`, PUBLIC_TTL_MS, () =>
    loadPublicEventsBy(options),
  );
}
