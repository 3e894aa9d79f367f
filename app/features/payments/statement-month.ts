// Statement months (issue 33): a calendar month in Africa/Lagos, "YYYY-MM". Pure and
// client-safe: the statement page links the months around it with these.

import { lagosClock } from "./release-rules";

/** What a statement line is, by its ledger entry (a seller never has platform_fee entries). */
export type StatementKind = "sale" | "donation" | "refund" | "payout" | "payout_return";

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
// Lagos keeps UTC+1 all year (no daylight saving): a month starts at 00:00 WAT on the 1st.
const LAGOS_OFFSET = "+01:00";

export type StatementMonth =
  { ok: true; month: string; from: Date; to: Date } | { ok: false; reason: "format" | "future" };

/** The Lagos month an instant falls in, "2026-11". */
export const monthOf = (at: Date) => lagosClock(at).date.slice(0, 7);

/** The month `by` months after (or before, negative) `month`. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split("-").map(Number);
  const index = y! * 12 + (m! - 1) + by;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/**
 * A typed month as the statement's window [from, to), or why not: not "YYYY-MM" (or
 * before 2000), or not begun yet in Lagos at `now`.
 */
export function parseStatementMonth(typed: string, now: Date = new Date()): StatementMonth {
  const match = MONTH.exec(typed);
  if (!match || Number(match[1]) < 2000) return { ok: false, reason: "format" };
  if (typed > monthOf(now)) return { ok: false, reason: "future" };
  return {
    ok: true,
    month: typed,
    from: new Date(`${typed}-01T00:00:00${LAGOS_OFFSET}`),
    to: new Date(`${shiftMonth(typed, 1)}-01T00:00:00${LAGOS_OFFSET}`),
  };
}

/** "November 2026" */
export function monthName(month: string): string {
  return new Intl.DateTimeFormat("en-NG", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${month}-15T12:00:00Z`));
}
