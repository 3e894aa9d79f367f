import { and, eq, gte, sql } from "drizzle-orm";
import { ownerNotSuspended } from "~/features/people/public-page.server";
import { alias } from "drizzle-orm/pg-core";
import { events } from "~/db/schema";
import { formatDateTime } from "~/lib/dates";
import type { ItemKind } from "~/lib/item-kind";
import { decisionStamp, itemColumns } from "~/lib/item-kind-helpers";
import { placeLine } from "~/lib/places";

/** Events again, for the subquery that finds the longest listed event's duration. */
const longest = alias(events, "longest");

/** Not an event of a suspended organizer (ADR 073): the page and every list. */
export const organizerNotSuspended = (t: typeof events | typeof longest = events) =>
  ownerNotSuspended(
    t.id,
    (ids) => sql`select so.id from ${events} so where so.organizer_id in ${ids}`,
  );

/** The conditions of `listedEventWhere`, to AND with others in one flat list. */
const listed = (t: typeof events | typeof longest) =>
  [
    eq(t.status, "published"),
    eq(t.moderationStatus, "approved"),
    organizerNotSuspended(t),
  ] as const;

/**
 * Published and approved, its organizer not suspended (ADR 073): the event has a public page (an ended one still shows,
 * marked ended). Also the predicate of the partial indexes on visible events
 * (drizzle/0005, 0006), which repeat it literally, as SQL must.
 */
export const listedEventWhere = (t: typeof events | typeof longest = events) => and(...listed(t))!;

/**
 * The one public rule of events (docs/product-decisions.md): listed and not yet ended. With
 * `endIndexed: false` the end date is compared so that no index serves it; search's
 * text queries want that (see `search.where` below). Same rows either way.
 */
export const publicEventWhere = ({ endIndexed = true } = {}) =>
  and(
    ...listed(events),
    endIndexed
      ? gte(events.endDatetime, sql`now()`)
      : sql`${events.endDatetime} + interval '0 seconds' >= now()`,
  )!;

export const eventKind: ItemKind<"event"> = {
  type: "event",
  area: "events",
  cachePrefix: "events:",
  noun: "event",
  label: "Event",
  table: events,
  columns: itemColumns(events),
  owner: events.organizerId,
  ownedBy: (userId) => eq(events.organizerId, userId),
  publicWhere: () => publicEventWhere(),

  async applyDecision(tx, id, d) {
    // Approving publishes, except an event its organizer cancelled while it waited.
    const live = sql`case when ${events.status} = 'cancelled' then 'cancelled'::event_status else 'published'::event_status end`;
    await tx
      .update(events)
      .set(decisionStamp(d, { status: live }))
      .where(eq(events.id, id));
  },

  async preview(db, id) {
    const [e] = await db.select().from(events).where(eq(events.id, id));
    if (!e) return null;
    return {
      title: e.title,
      description: e.description,
      status: e.status,
      moderationStatus: e.moderationStatus,
      moderationNotes: e.moderationNotes,
      imageKeys: e.coverImageKey ? [e.coverImageKey] : [],
      media: null,
      facts: [
        ["Starts", formatDateTime(e.startDatetime)],
        ["Ends", formatDateTime(e.endDatetime)],
        ["Venue", placeLine(e.venueName, e.venueAddress)],
        ["City", placeLine(e.city, e.state)],
        ["Tags", e.tags.join(", ") || "—"],
      ],
    };
  },

  search: {
    // The public rule with the end date hidden from indexes: the planner otherwise ANDs
    // the text index with a bitmap of every not-ended event (70,000 rows at 100 k
    // events) before reading the few rows that match.
    where: () => publicEventWhere({ endIndexed: false }),
    description: sql<string>`${events.description}`,
    image: sql<string | null>`${events.coverImageKey}`,
    location: sql<string | null>`${events.city} || ', ' || ${events.state}`,
    price: sql<
      number | null
    >`(select min(tt.price) from ticket_types tt where tt.event_id = "events"."id")`,
    date: sql<Date>`${events.startDatetime}`,
    tags: sql<string[]>`${events.tags}`,
    dateOrder: "asc",
    priceIndexed: false,
    // Walking events by start date, the end date is checked inside the index
    // (events_public_start_end_idx) rather than on every ended event's row. Ended
    // events start first, and pile up: the walk starts where the longest listed event
    // could still be running, one probe of events_public_duration_idx (drizzle/0006).
    // (Inside sql`` an alias renders as its name only, so the FROM names the table too.)
    walkWhere: () =>
      and(
        publicEventWhere(),
        sql`${events.startDatetime} >= now() - (select greatest(max(${longest.endDatetime} - ${longest.startDatetime}), interval '0 seconds')
          from ${events} ${sql.identifier("longest")} where ${listedEventWhere(longest)})`,
      )!,
  },
  sitemap: { slug: events.slug, lastmod: events.updatedAt },
};
