import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { availabilityBlocks } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { feedConflicts, feedsOf } from "./calendar-feeds.server";
import { lockOwnedProperty } from "./manage-property.server";
import { icalPath } from "./property-ical.server";
import { takenRanges, type TakenRange } from "./stay-availability.server";
import { addDays, lagosToday, monthStart, nextMonth, parseStayDate } from "./stay-dates";

/** How many months ahead the host's calendar goes (the booking horizon's year). */
export const CALENDAR_MONTHS_AHEAD = 12;

/** The first day of `months` months after the month of `isoDate`. */
export function monthsAfter(isoDate: string, months: number) {
  let m = monthStart(isoDate);
  for (let i = 0; i < months; i++) m = nextMonth(m);
  return m;
}

/** The month a `?month=YYYY-MM` names, kept within this month … 12 months ahead. */
export function calendarMonth(param: string | null, today: string) {
  const first = monthStart(today);
  const last = monthsAfter(today, CALENDAR_MONTHS_AHEAD);
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(param ?? "");
  const asked = m ? `${m[1]}-${m[2]}-01` : first;
  const month = asked < first ? first : asked > last ? last : asked;
  return {
    month,
    prev: month > first ? previousMonth(month) : null,
    next: month < last ? nextMonth(month).slice(0, 7) : null,
  };
}

function previousMonth(first: string) {
  const [y, m] = first.split("-").map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
}

/** What one night of the host's calendar is, from the ranges that cover it. */
export type HostNight =
  | { kind: "free" }
  | { kind: "past" }
  | { kind: "booked" | "held" }
  | { kind: "blocked"; reason: string | null }
  | { kind: "imported"; feedId: string }
  | { kind: "conflict"; feedId: string };

/** Each night of [from, to) as the host's calendar shows it. */
export function hostNights(ranges: TakenRange[], from: string, to: string, today: string) {
  const nights: Record<string, HostNight> = {};
  for (let d = from; d < to; d = addDays(d, 1)) {
    const on = ranges.filter((r) => r.startsOn <= d && d < r.endsOn);
    const booking = on.find((r) => r.kind === "booking");
    const own = on.find((r) => r.kind === "block");
    const imported = on.find((r) => r.kind === "imported");
    if (d < today) nights[d] = { kind: "past" };
    else if (booking && imported) nights[d] = { kind: "conflict", feedId: imported.detail ?? "" };
    else if (booking)
      nights[d] = {
        kind: booking.detail === "confirmed" || booking.detail === "checked_in" ? "booked" : "held",
      };
    else if (own) nights[d] = { kind: "blocked", reason: own.detail };
    else if (imported) nights[d] = { kind: "imported", feedId: imported.detail ?? "" };
    else nights[d] = { kind: "free" };
  }
  return nights;
}

/**
 * Everything the host's calendar page shows, for the property's owner or an admin
 * (403 otherwise, 404 for an unknown property): the month's nights, their own blocks
 * to come, the feed URL, the outside calendars and their clashes with bookings.
 */
export async function hostCalendar(o: {
  propertyId: string;
  actorId: string;
  month: string | null;
  origin: string;
  /** A free night the host picked on the calendar: the block form starts there. */
  from?: string | null;
  now?: Date;
}) {
  const db = await getDb();
  const property = await db.transaction((tx) => lockOwnedProperty(tx, o));
  const today = lagosToday(o.now);
  const picked = parseStayDate(o.from);
  const { month, prev, next } = calendarMonth(o.month ?? picked?.slice(0, 7) ?? null, today);
  const end = nextMonth(month);
  const [ranges, blocks, feeds, conflicts] = await Promise.all([
    takenRanges(db, { propertyId: property.id, from: month, to: end }),
    db
      .select({
        id: availabilityBlocks.id,
        startsOn: availabilityBlocks.startsOn,
        endsOn: availabilityBlocks.endsOn,
        reason: availabilityBlocks.reason,
      })
      .from(availabilityBlocks)
      .where(
        and(
          eq(availabilityBlocks.propertyId, property.id),
          isNull(availabilityBlocks.feedId),
          gt(availabilityBlocks.endsOn, today),
        ),
      )
      .orderBy(asc(availabilityBlocks.startsOn)),
    feedsOf(property.id),
    feedConflicts(property.id, today),
  ]);
  return {
    property: { id: property.id, title: property.title, slug: property.slug },
    today,
    month,
    prev,
    next,
    nights: hostNights(ranges, month, end, today),
    from: picked && picked >= today ? picked : null,
    blocks,
    feeds: feeds.map((f) => ({
      id: f.id,
      url: f.url,
      label: f.label,
      lastSyncedAt: f.lastSyncedAt?.toISOString() ?? null,
      lastError: f.lastError,
      conflicts: f.conflicts,
    })),
    conflicts,
    icalUrl: `${o.origin}${icalPath(property.icalToken)}`,
  };
}
