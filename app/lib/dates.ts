/** Dates are stored in UTC and always shown in Lagos time (docs/design.md convention 10). */
export const TIME_ZONE = "Africa/Lagos";

const dateFmt = new Intl.DateTimeFormat("en-NG", {
  timeZone: TIME_ZONE,
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
});
const shortDateFmt = new Intl.DateTimeFormat("en-NG", {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "short",
});
const timeFmt = new Intl.DateTimeFormat("en-NG", {
  timeZone: TIME_ZONE,
  hour: "numeric",
  minute: "2-digit",
  hourCycle: "h12",
});
const monthFmt = new Intl.DateTimeFormat("en-NG", { timeZone: TIME_ZONE, month: "short" });
const dayFmt = new Intl.DateTimeFormat("en-NG", { timeZone: TIME_ZONE, day: "numeric" });

type DateInput = Date | string | number;
const toDate = (d: DateInput) => (d instanceof Date ? d : new Date(d));

/** "Sat, 14 Dec 2026" */
export function formatDate(d: DateInput): string {
  return dateFmt.format(toDate(d));
}
/** "14 Dec" */
export function formatShortDate(d: DateInput): string {
  return shortDateFmt.format(toDate(d));
}
/** "7:30 pm" */
export function formatTime(d: DateInput): string {
  return timeFmt.format(toDate(d)).replace(/\u202f/g, " ");
}
/** "Sat, 14 Dec 2026, 7:30 pm" */
export function formatDateTime(d: DateInput): string {
  return `${formatDate(d)}, ${formatTime(d)}`;
}
/** Calendar-badge parts: { month: "Dec", day: "14" }. */
export function dateBadge(d: DateInput) {
  return { month: monthFmt.format(toDate(d)), day: dayFmt.format(toDate(d)) };
}
/** A stay's date (a calendar date without time, "2026-12-14") shown as "14 Dec 2026". */
export function formatCalendarDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-NG", {
    timeZone: "UTC",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
/** "3:05" or "1:02:03" for media durations in seconds. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${sec}` : `${m}:${sec}`;
}
