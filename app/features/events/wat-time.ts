// Organizers type dates and times in Lagos time (WAT, UTC+1 all year: Nigeria keeps no
// daylight saving). Client-safe: the form fills its inputs with these too.

const WAT_OFFSET_MS = 60 * 60 * 1000;
// Seconds are optional: a browser sends them when the input's step asks for them.
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a `datetime-local` value ("2026-12-14T19:30") names in WAT, or null when
 * it is not such a value or not a real date (30 February).
 */
export function fromWatInput(value: string): Date | null {
  const m = LOCAL.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1, 6).map(Number) as [number, number, number, number, number];
  const sec = m[6] ? Number(m[6]) : 0;
  if (sec > 59) return null;
  const utc = Date.UTC(y, mo - 1, d, h, mi, sec);
  const check = new Date(utc);
  if (
    check.getUTCFullYear() !== y ||
    check.getUTCMonth() !== mo - 1 ||
    check.getUTCDate() !== d ||
    h > 23 ||
    mi > 59
  )
    return null;
  return new Date(utc - WAT_OFFSET_MS);
}

/** A stored instant as the `datetime-local` value that shows it in WAT. */
export function toWatInput(at: Date | string): string {
  return new Date(new Date(at).getTime() + WAT_OFFSET_MS).toISOString().slice(0, 16);
}

/** The first instant of the Lagos calendar month holding `now`. */
export function startOfWatMonth(now: Date): Date {
  const wat = new Date(now.getTime() + WAT_OFFSET_MS);
  return new Date(Date.UTC(wat.getUTCFullYear(), wat.getUTCMonth(), 1) - WAT_OFFSET_MS);
}

/** The Lagos calendar date ("2026-12-14") of an instant. */
export function watDay(at: Date): string {
  return new Date(at.getTime() + WAT_OFFSET_MS).toISOString().slice(0, 10);
}
