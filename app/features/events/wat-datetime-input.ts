// A `datetime-local` input's value read and written in Lagos time (WAT, UTC+1 all year,
// no daylight saving), whatever the browser's or the server's own time zone.

const WAT_OFFSET_MS = 3_600_000;
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** "2026-12-14T19:30" typed as WAT → the instant; null when it is not such a value. */
export function watInputToDate(value: string): Date | null {
  const m = LOCAL_INPUT.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1, 6).map(Number) as [number, number, number, number, number];
  const s = m[6] ? Number(m[6]) : 0;
  if (h > 23 || mi > 59 || s > 59) return null;
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  const date = new Date(utc - WAT_OFFSET_MS);
  // Date.UTC rolls 31 Feb over into March: such a value was never a date.
  const back = new Date(utc);
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return date;
}

/** The instant as a `datetime-local` value in WAT ("2026-12-14T19:30"). */
export function dateToWatInput(date: Date | string): string {
  const wat = new Date(new Date(date).getTime() + WAT_OFFSET_MS);
  return wat.toISOString().slice(0, 16);
}
