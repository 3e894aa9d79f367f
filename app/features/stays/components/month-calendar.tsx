import { addDays, monthStart, nextMonth } from "../stay-dates";

/** What one day of the calendar shows (the caller decides from bookings and blocks). */
export type CalendarDay = {
  /** free: bookable; taken: booked or held; blocked: closed by the host or a synced calendar. */
  state: "free" | "taken" | "blocked" | "past";
  /** Part of the stay being chosen (check-in … the night before check-out). */
  selected?: boolean;
  /** A link choosing this day (plain GET: works without JavaScript). */
  href?: string;
  /** Words for the day's state, read with its date ("Booked", "Blocked: Airbnb"). */
  label: string;
};

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

const monthName = new Intl.DateTimeFormat("en-NG", {
  timeZone: "UTC",
  month: "long",
  year: "numeric",
});
const dayName = new Intl.DateTimeFormat("en-NG", {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
});
const utc = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

const STATE_CLASS: Record<CalendarDay["state"], string> = {
  free: "bg-brand-50 text-ink",
  taken: "bg-line text-muted line-through",
  blocked: "bg-line text-muted line-through",
  past: "text-muted",
};

/**
 * One month as a table, Monday first, drawn on the server (no client code): each day
 * carries its state in words for screen readers, and a link when it can be chosen.
 */
export function MonthCalendar({
  month,
  day,
}: {
  /** Any date in the month shown. */
  month: string;
  day: (isoDate: string) => CalendarDay;
}) {
  const first = monthStart(month);
  const end = nextMonth(first);
  // Monday = 0 … Sunday = 6.
  const lead = (utc(first).getUTCDay() + 6) % 7;
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = first; d < end; d = addDays(d, 1)) days.push(d);
  while (days.length % 7) days.push(null);
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  return (
    <table className="w-full table-fixed border-collapse text-center text-sm">
      <caption className="pb-2 text-left font-semibold">{monthName.format(utc(first))}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((w) => (
            <th key={w} scope="col" className="pb-1 text-xs font-medium text-muted">
              {w}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, i) => (
          <tr key={i}>
            {week.map((date, j) =>
              date ? (
                <CalendarCell key={date} date={date} info={day(date)} />
              ) : (
                <td key={`blank-${j}`} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CalendarCell({ date, info }: { date: string; info: CalendarDay }) {
  const text = String(Number(date.slice(8)));
  const name = `${dayName.format(utc(date))}: ${info.label}`;
  const tone = info.selected ? "bg-brand-700 text-white" : STATE_CLASS[info.state];
  return (
    <td className="p-0.5">
      {info.href ? (
        <a
          href={info.href}
          aria-label={name}
          aria-current={info.selected ? "date" : undefined}
          className={`flex min-h-10 items-center justify-center rounded-md font-medium no-underline hover:ring-2 hover:ring-brand-600 ${tone}`}
        >
          {text}
        </a>
      ) : (
        <span
          aria-label={name}
          role="img"
          className={`flex min-h-10 items-center justify-center rounded-md ${tone}`}
        >
          {text}
        </span>
      )}
    </td>
  );
}
