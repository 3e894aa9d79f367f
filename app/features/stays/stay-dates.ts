// A stay's dates are calendar dates ("2027-03-10") in Africa/Lagos, never instants.
// Client-safe: the booking panel and the calendar use these too.

import { TIME_ZONE } from "~/lib/dates";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Nights one booking may span at most (a longer stay is a lease, not a booking). */
export const MAX_NIGHTS = 90;
/** How far ahead a stay may start: the calendar shows the next 12 months. */
export const BOOKING_HORIZON_DAYS = 365;
/** Open requests (requested or awaiting payment) one guest may have at a time. */
export const MAX_OPEN_REQUESTS = 3;
/** Hours the host has to answer a request; reminders go at 12 h and 22 h. */
export const ANSWER_HOURS = 24;
export const ANSWER_REMINDER_HOURS = [12, 22] as const;
/** Hours an accepted request waits for the guest's payment. */
export const PAY_HOURS = 24;

/** The date a value names, or null when it is not YYYY-MM-DD or not a real day (30 Feb). */
export function parseStayDate(value: string | null | undefined): string | null {
  const m = ISO_DATE.exec((value ?? "").trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== mo - 1 || t.getUTCDate() !== d) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

const toUtc = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The calendar date `days` after `isoDate` (negative goes back). */
export const addDays = (isoDate: string, days: number) => fromUtc(toUtc(isoDate) + days * DAY_MS);

/** Nights between check-in and check-out (check-out − check-in in days). */
export const nightsBetween = (checkIn: string, checkOut: string) =>
  Math.round((toUtc(checkOut) - toUtc(checkIn)) / DAY_MS);

/** Each night of a stay, by its date: [checkIn, checkOut). */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const n = nightsBetween(checkIn, checkOut);
  return Array.from({ length: Math.max(0, n) }, (_, i) => addDays(checkIn, i));
}

const lagosDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date in Lagos at `now`. */
export const lagosToday = (now: Date = new Date()) => lagosDate.format(now);

/**
 * The instant a Lagos date and "HH:MM" time names (WAT is UTC+1 all year): when a
 * check-in happens, for the cancellation policy's windows.
 */
export function lagosInstant(isoDate: string, time: string): Date {
  const [h, mi] = time.split(":").map(Number) as [number, number];
  return new Date(toUtc(isoDate) + (h * 60 + mi) * 60_000 - 60 * 60_000);
}

/** Whether `a` is before `b` (ISO dates sort as text). */
export const isBefore = (a: string, b: string) => a < b;

/** The first day of the month holding `isoDate`, and of the next month. */
export const monthStart = (isoDate: string) => `${isoDate.slice(0, 7)}-01`;
export function nextMonth(isoDate: string): string {
  const [y, m] = isoDate.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
}

export type StayDatesProblem = "invalid" | "order" | "past" | "too_far" | "too_long" | "too_short";

/**
 * What is wrong with a stay's dates, or null: real dates, check-out after check-in,
 * check-in today or later (Lagos), within the horizon, at least `minNights` and at most
 * MAX_NIGHTS nights.
 */
export function checkStayDates(o: {
  checkIn: string | null;
  checkOut: string | null;
  minNights: number;
  today: string;
}): StayDatesProblem | null {
  if (!o.checkIn || !o.checkOut) return "invalid";
  if (o.checkOut <= o.checkIn) return "order";
  if (o.checkIn < o.today) return "past";
  if (nightsBetween(o.today, o.checkIn) > BOOKING_HORIZON_DAYS) return "too_far";
  const nights = nightsBetween(o.checkIn, o.checkOut);
  if (nights > MAX_NIGHTS) return "too_long";
  if (nights < o.minNights) return "too_short";
  return null;
}
