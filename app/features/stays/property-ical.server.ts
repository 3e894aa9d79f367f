import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import { availabilityBlocks, bookings, properties } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { icsDate, icsDateTime, icsFile } from "~/lib/ical";
import { HOLDING_STATUSES } from "./booking-status";
import { lockOwnedProperty } from "./manage-property.server";
import { addDays, lagosToday } from "./stay-dates";

/*
 * Each property's secret iCal feed (issue 32), for the host to paste into Airbnb,
 * Booking.com or a phone: one all-day VEVENT per holding booking and per block (the
 * host's own and imported ones, so two outside sites learn of each other's bookings
 * through us), with a stable UID; "Booked" or "Not available", never a guest's name or
 * contact. The token in the URL is the only credential (≥ 128 random bits).
 */

/** What the feed's URL carries: 64 hex characters made here, 32+ URL-safe ones at least. */
const TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

/** The feed's path for a token. */
export const icalPath = (token: string) => `/calendars/${token}.ics`;

/** The token a `/calendars/<file>` path names, or null. */
export function tokenOfFile(file: string | undefined): string | null {
  const m = /^(.+)\.ics$/.exec(file ?? "");
  return m && TOKEN.test(m[1]!) ? m[1]! : null;
}

/** A new token: 256 random bits, hex. */
export const newIcalToken = () => randomBytes(32).toString("hex");

/** How far back the feed still lists stays (calendars keep the recent past). */
const PAST_DAYS = 30;

/**
 * The feed of the property holding `token`, or null when no property does. The body
 * only changes when the nights do (DTSTAMP is each row's own time), so its ETag lets
 * calendar apps poll cheaply.
 */
export async function propertyIcs(o: { token: string; host: string; now?: Date }) {
  const db = await getDb();
  const [property] = await db
    .select({ id: properties.id, title: properties.title })
    .from(properties)
    .where(eq(properties.icalToken, o.token));
  if (!property) return null;
  const from = addDays(lagosToday(o.now), -PAST_DAYS);
  const [held, blocked] = await Promise.all([
    db
      .select({
        id: bookings.id,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
        stamp: bookings.updatedAt,
      })
      .from(bookings)
      .where(
        and(
          eq(bookings.propertyId, property.id),
          inArray(bookings.status, [...HOLDING_STATUSES]),
          gte(bookings.checkOut, from),
        ),
      )
      .orderBy(asc(bookings.checkIn), asc(bookings.id)),
    db
      .select({
        id: availabilityBlocks.id,
        startsOn: availabilityBlocks.startsOn,
        endsOn: availabilityBlocks.endsOn,
        stamp: availabilityBlocks.createdAt,
      })
      .from(availabilityBlocks)
      .where(
        and(eq(availabilityBlocks.propertyId, property.id), gte(availabilityBlocks.endsOn, from)),
      )
      .orderBy(asc(availabilityBlocks.startsOn), asc(availabilityBlocks.id)),
  ]);
  const event = (uid: string, start: string, end: string, stamp: Date, summary: string) => [
    "BEGIN:VEVENT",
    `UID:${uid}@${o.host}`,
    `DTSTAMP:${icsDateTime(stamp)}`,
    `DTSTART;VALUE=DATE:${icsDate(start)}`,
    `DTEND;VALUE=DATE:${icsDate(end)}`,
    `SUMMARY:${summary}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ];
  const body = icsFile([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Naija Creators//Stays//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...held.flatMap((b) => event(`booking-${b.id}`, b.checkIn, b.checkOut, b.stamp, "Booked")),
    ...blocked.flatMap((b) =>
      event(`block-${b.id}`, b.startsOn, b.endsOn, b.stamp, "Not available"),
    ),
    "END:VCALENDAR",
  ]);
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
  return { body, etag };
}

/** Whether an If-None-Match header names this ETag (weak or strong, or `*`). */
export function etagMatches(header: string | null, etag: string) {
  if (!header) return false;
  return header
    .split(",")
    .map((t) => t.trim().replace(/^W\//, ""))
    .some((t) => t === etag || t === "*");
}

/** Gives the property a new feed token: the old URL stops working at once. */
export async function rotateIcalToken(o: { propertyId: string; actorId: string }) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const property = await lockOwnedProperty(tx, o);
    const token = newIcalToken();
    await tx
      .update(properties)
      .set({ icalToken: token, updatedAt: new Date() })
      .where(eq(properties.id, property.id));
    return token;
  });
}
