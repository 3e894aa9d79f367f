import { and, asc, count, eq, gt, inArray, lt, notInArray, sql } from "drizzle-orm";
import { availabilityBlocks, bookings, calendarFeeds, properties } from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import { getDb, type Tx } from "~/lib/db/client.server";
import { isConstraintViolation } from "~/lib/db/pg-errors.server";
import { parseIcs, type IcsEvent } from "~/lib/ical";
import { invalidateItemPages } from "~/lib/item-kind-registry.server";
import { defineJob, enqueue } from "~/lib/jobs/queue.server";
import { getLogger } from "~/lib/logger.server";
import {
  fetchOutbound,
  OutboundError,
  outboundUrlProblem,
  resolvePublic,
  type OutboundOptions,
} from "~/lib/outbound-fetch.server";
import { isUuid } from "~/lib/uuid";
import { HOLDING_STATUSES } from "./booking-status";
import { MAX_FEEDS_PER_PROPERTY } from "./calendar-constants";
import { hostCalendarErrors as E, feedSyncProblems } from "./calendar-messages";
import { lockOwnedProperty } from "./manage-property.server";
import { lockProperty } from "./stay-availability.server";
import { addDays, BOOKING_HORIZON_DAYS, lagosToday } from "./stay-dates";

/*
 * Outside calendars (Airbnb, Booking.com iCal export links) whose events block nights
 * here (issue 32). A job fetches each feed every 30 minutes (and when the host presses
 * Sync now): the fetch happens outside any transaction, under the outbound guard (no
 * address on our own network, 10 s, 1 MB, 3 redirects); then one transaction, under the
 * property's lock, makes the feed's blocks exactly its events: upserted by (feed, UID),
 * so a repeat adds nothing, and deleted when gone from the feed, which frees the nights.
 */

export const FEED_FETCH: OutboundOptions = {
  timeoutMs: 10_000,
  maxBytes: 1_000_000,
  maxRedirects: 3,
  accept: "text/calendar, text/plain;q=0.8, */*;q=0.5",
};
/** Events kept from one feed at most (a year of nightly bookings fits easily). */
const MAX_EVENTS = 2_000;

/**
 * Test-only, passed explicitly by a test (never from the environment): reaching its own
 * server on 127.0.0.1 (allowAddress), and shorter limits so a timeout test is quick.
 */
type TestOutbound = Partial<Pick<OutboundOptions, "allowAddress" | "timeoutMs" | "maxBytes">>;

export type FeedProblem = keyof typeof feedSyncProblems;

/** Adds an outside calendar to a property (its owner or an admin), at most 5. */
export async function addCalendarFeed(
  o: { propertyId: string; actorId: string; url: string; label?: string | null },
  test: TestOutbound = {},
) {
  const url = o.url.trim();
  const problem = outboundUrlProblem(url, { allowAddress: test.allowAddress });
  if (problem)
    throw new AppError("validation", {
      message: problem === "address" ? E.feedRefused : E.feedUrl,
      fieldErrors: { url: [feedSyncProblems[problem]] },
    });
  // A name that resolves to our own network is refused now, not only at every sync.
  try {
    await resolvePublic(new URL(url), { allowAddress: test.allowAddress });
  } catch (error) {
    if (error instanceof OutboundError && error.problem === "address")
      throw new AppError("validation", {
        message: E.feedRefused,
        fieldErrors: { url: [feedSyncProblems.address] },
      });
    // A name that does not resolve now may later; the sync reports it.
  }
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const property = await lockOwnedProperty(tx, o);
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.propertyId, property.id));
      if (n >= MAX_FEEDS_PER_PROPERTY) throw new AppError("validation", { message: E.feedLimit });
      const [feed] = await tx
        .insert(calendarFeeds)
        .values({ propertyId: property.id, url, label: o.label?.trim() ?? "" })
        .returning({ id: calendarFeeds.id });
      await enqueue(tx, syncCalendarsJob, { feedId: feed!.id }, { singletonKey: feed!.id });
      return { feedId: feed!.id };
    });
  } catch (error) {
    if (isConstraintViolation(error, "23505", "calendar_feeds_property_url_idx"))
      throw new AppError("validation", { message: E.feedDuplicate });
    throw error;
  }
}

/** The feed, if it is this property's (which its owner or an admin holds, locked). */
async function ownFeed(tx: Tx, o: { propertyId: string; actorId: string; feedId: string }) {
  const property = await lockOwnedProperty(tx, o);
  const [feed] = isUuid(o.feedId)
    ? await tx
        .select()
        .from(calendarFeeds)
        .where(and(eq(calendarFeeds.id, o.feedId), eq(calendarFeeds.propertyId, property.id)))
    : [];
  if (!feed) throw new AppError("notFound", { message: E.feedNotFound });
  return { property, feed };
}

/** Removes an outside calendar; its events' blocks go with it (cascade), freeing nights. */
export async function removeCalendarFeed(o: {
  propertyId: string;
  actorId: string;
  feedId: string;
}) {
  const db = await getDb();
  const slug = await db.transaction(async (tx) => {
    const { property, feed } = await ownFeed(tx, o);
    await tx.delete(calendarFeeds).where(eq(calendarFeeds.id, feed.id));
    return property.slug;
  });
  invalidateItemPages("property", [slug]);
}

/** "Sync now": queues the feed's sync (one waiting job per feed at most). */
export async function requestFeedSync(o: { propertyId: string; actorId: string; feedId: string }) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const { feed } = await ownFeed(tx, o);
    await enqueue(tx, syncCalendarsJob, { feedId: feed.id }, { singletonKey: feed.id });
  });
}

/** The events that block nights: not cancelled, not over, within the calendar's reach. */
function eventsToStore(events: IcsEvent[], today: string) {
  const horizon = addDays(today, BOOKING_HORIZON_DAYS + 1);
  const byUid = new Map<string, IcsEvent>();
  for (const e of events) {
    if (e.cancelled || e.endsOn <= today || e.startsOn > horizon || byUid.has(e.uid)) continue;
    byUid.set(e.uid, e);
    if (byUid.size >= MAX_EVENTS) break;
  }
  return [...byUid.values()];
}

export type SyncResult =
  | { ok: true; events: number; added: number; removed: number; conflicts: number }
  | { ok: false; problem: FeedProblem };

async function recordProblem(feedId: string, problem: FeedProblem) {
  const db = await getDb();
  await db.update(calendarFeeds).set({ lastError: problem }).where(eq(calendarFeeds.id, feedId));
  return { ok: false as const, problem };
}

/**
 * Fetches one feed and makes its blocks its events. A refused or failing fetch, or a
 * body that is no calendar, is recorded as the feed's last error and changes no
 * blocks. `test` is for tests only (reaching their own server on 127.0.0.1).
 */
export async function syncCalendarFeed(
  o: { feedId: string; now?: Date },
  test: TestOutbound = {},
): Promise<SyncResult | null> {
  const db = await getDb();
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.id, o.feedId));
  if (!feed) return null;
  let text: string;
  try {
    const answer = await fetchOutbound(feed.url, { ...FEED_FETCH, ...test });
    text = answer.body.toString("utf8");
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    getLogger().warn(
      { feedId: feed.id, problem: error.problem, err: error.message },
      "calendar feed could not be fetched",
    );
    return recordProblem(feed.id, error.problem);
  }
  const parsed = parseIcs(text);
  if (!parsed.isCalendar) return recordProblem(feed.id, "not_calendar");
  const today = lagosToday(o.now);
  const events = eventsToStore(parsed.events, today);
  const result = await db.transaction(async (tx) => {
    const property = await lockProperty(tx, feed.propertyId);
    // Removed meanwhile (with its blocks): nothing to write.
    const [still] = await tx
      .select({ id: calendarFeeds.id })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.id, feed.id))
      .for("update");
    if (!property || !still) return null;
    const uids = events.map((e) => e.uid);
    const gone = await tx
      .delete(availabilityBlocks)
      .where(
        and(
          eq(availabilityBlocks.feedId, feed.id),
          uids.length ? notInArray(availabilityBlocks.uid, uids) : undefined,
        ),
      )
      .returning({ id: availabilityBlocks.id });
    let added = 0;
    for (let i = 0; i < events.length; i += 500) {
      const rows = await tx
        .insert(availabilityBlocks)
        .values(
          events.slice(i, i + 500).map((e) => ({
            propertyId: feed.propertyId,
            feedId: feed.id,
            uid: e.uid,
            startsOn: e.startsOn,
            endsOn: e.endsOn,
            reason: e.summary.slice(0, 200) || null,
          })),
        )
        .onConflictDoUpdate({
          target: [availabilityBlocks.feedId, availabilityBlocks.uid],
          set: {
            startsOn: sql`excluded.starts_on`,
            endsOn: sql`excluded.ends_on`,
            reason: sql`excluded.reason`,
          },
        })
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      added += rows.filter((r) => r.inserted).length;
    }
    // Stored all the same (the other site has those nights booked), but shown to the host.
    const [{ n: conflicts } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(availabilityBlocks)
      .where(
        and(
          eq(availabilityBlocks.feedId, feed.id),
          sql`exists (select 1 from ${bookings} b
            where b.property_id = ${availabilityBlocks.propertyId}
              and b.status in (${sql.join(
                HOLDING_STATUSES.map((s) => sql`${s}`),
                sql`, `,
              )})
              and daterange(b.check_in, b.check_out, '[)') && daterange(${availabilityBlocks.startsOn}, ${availabilityBlocks.endsOn}, '[)'))`,
        ),
      );
    await tx
      .update(calendarFeeds)
      .set({ lastSyncedAt: o.now ?? new Date(), lastError: null, conflicts })
      .where(eq(calendarFeeds.id, feed.id));
    return { slug: property.slug, added, removed: gone.length, conflicts };
  });
  if (!result) return null;
  if (result.added || result.removed) invalidateItemPages("property", [result.slug]);
  return {
    ok: true,
    events: events.length,
    added: result.added,
    removed: result.removed,
    conflicts: result.conflicts,
  };
}

/** The cron's run: one sync job per feed of an active or draft property. */
export async function queueAllFeedSyncs() {
  const db = await getDb();
  const feeds = await db
    .select({ id: calendarFeeds.id })
    .from(calendarFeeds)
    .innerJoin(properties, eq(properties.id, calendarFeeds.propertyId))
    .orderBy(asc(calendarFeeds.createdAt));
  await db.transaction(async (tx) => {
    for (const feed of feeds)
      await enqueue(tx, syncCalendarsJob, { feedId: feed.id }, { singletonKey: feed.id });
  });
  return feeds.length;
}

/**
 * Every 30 minutes (no feedId): queues each feed's sync; with a feedId (Sync now, a
 * new feed, or the cron's fan-out): syncs that feed. A failed fetch is recorded on the
 * feed, not retried: the next half hour tries again.
 */
export const syncCalendarsJob = defineJob<{ feedId?: string }>({
  name: "stays.sync-calendars",
  cron: "*/30 * * * *",
  retryLimit: 1,
  retryDelaySeconds: 60,
  expireInSeconds: 120,
  async run(payload) {
    if (payload.feedId) await syncCalendarFeed({ feedId: payload.feedId });
    else await queueAllFeedSyncs();
  },
});

/** The property's feeds for its calendar page, newest last. */
export async function feedsOf(propertyId: string) {
  const db = await getDb();
  return db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.propertyId, propertyId))
    .orderBy(asc(calendarFeeds.createdAt));
}

/** Imported events that overlap a holding booking, for the host to settle. */
export async function feedConflicts(propertyId: string, today: string) {
  const db = await getDb();
  return db
    .select({
      blockId: availabilityBlocks.id,
      feedId: availabilityBlocks.feedId,
      startsOn: availabilityBlocks.startsOn,
      endsOn: availabilityBlocks.endsOn,
      bookingId: bookings.id,
      reference: bookings.reference,
    })
    .from(availabilityBlocks)
    .innerJoin(
      bookings,
      and(
        eq(bookings.propertyId, availabilityBlocks.propertyId),
        inArray(bookings.status, [...HOLDING_STATUSES]),
        lt(bookings.checkIn, availabilityBlocks.endsOn),
        gt(bookings.checkOut, availabilityBlocks.startsOn),
      ),
    )
    .where(
      and(
        eq(availabilityBlocks.propertyId, propertyId),
        sql`${availabilityBlocks.feedId} is not null`,
        gt(availabilityBlocks.endsOn, today),
      ),
    )
    .orderBy(asc(availabilityBlocks.startsOn));
}
