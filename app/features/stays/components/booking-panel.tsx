import { formatNaira } from "~/lib/money";
import { bookingPageCopy as c } from "../booking-messages";
import { cancellationPolicyCopy } from "../messages";
import type { StayQuote } from "../stay-quote";
import { MonthCalendar, type CalendarDay } from "./month-calendar";

type Panel = {
  property: {
    maxGuests: number;
    minNights: number;
    instantBook: boolean;
    cancellationPolicy: "flexible" | "moderate" | "strict";
    checkInTime: string;
    checkOutTime: string;
  };
  month: string;
  previous: string | null;
  next: string | null;
  clear: string;
  days: Array<CalendarDay & { date: string }>;
  checkIn: string | null;
  checkOut: string | null;
  guests: number;
  quote: StayQuote | null;
  problem: { title: string; message: string } | null;
};

/** The stay's price lines, as the payment will carry them. */
export function StayBreakdown({
  quote,
  hostView = false,
}: {
  quote: StayQuote;
  hostView?: boolean;
}) {
  const rows: [string, number][] = [
    [c.nightsLine(quote.nights, formatNaira(quote.pricePerNight)), quote.nightsTotal],
    [c.cleaningFee, quote.cleaningFee],
    [c.serviceFee, quote.serviceFee],
  ];
  return (
    <dl
      className="divide-y divide-line rounded-card border border-line text-sm"
      data-testid="stay-breakdown"
    >
      {rows.map(([label, amount]) => (
        <div key={label} className="flex justify-between gap-3 p-2">
          <dt className="text-ink">{label}</dt>
          <dd className="text-ink">{formatNaira(amount)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-3 p-2 font-semibold">
        <dt className="text-ink">{c.total}</dt>
        <dd className="text-ink" data-testid="stay-total">
          {formatNaira(quote.total)}
        </dd>
      </div>
      {hostView ? (
        <div className="flex justify-between gap-3 p-2 text-muted">
          <dt>{c.hostNet}</dt>
          <dd>{formatNaira(quote.hostNet)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The cancellation policy and times, in words: shown before requesting, kept on the booking. */
export function StayTerms(p: {
  cancellationPolicy: "flexible" | "moderate" | "strict";
  checkInTime: string;
  checkOutTime: string;
}) {
  return (
    <div className="space-y-1 text-sm">
      <p className="font-semibold text-ink">{c.policyTitle}</p>
      <p className="text-ink">{cancellationPolicyCopy.policies[p.cancellationPolicy]}</p>
      <p className="text-muted">{cancellationPolicyCopy.everyPolicy.join(" ")}</p>
      <p className="text-ink">{c.times(p.checkInTime, p.checkOutTime)}</p>
    </div>
  );
}

/**
 * The booking panel's calendar (issue 32), a server part: the month with plain links
 * choosing check-in then check-out, the months around it, and "Clear dates".
 */
export function BookingCalendar({ panel }: { panel: Panel }) {
  const days = new Map(panel.days.map((d) => [d.date, d]));
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">
        {!panel.checkIn ? c.chooseCheckIn : !panel.checkOut ? c.chooseCheckOut : null}
        {panel.checkIn && panel.checkOut
          ? `${c.checkIn}: ${panel.checkIn} · ${c.checkOut}: ${panel.checkOut}`
          : null}
      </p>
      <nav aria-label={c.calendarMonths} className="flex justify-between text-sm">
        {panel.previous ? (
          <a href={panel.previous} className="font-medium text-brand-700 underline">
            {c.previousMonth}
          </a>
        ) : (
          <span />
        )}
        {panel.next ? (
          <a href={panel.next} className="font-medium text-brand-700 underline">
            {c.nextMonth}
          </a>
        ) : null}
      </nav>
      <MonthCalendar
        month={panel.month}
        day={(d) => days.get(d) ?? { state: "past", label: c.day.past }}
      />
      {panel.checkIn ? (
        <a href={panel.clear} className="text-sm font-medium text-brand-700 underline">
          {c.clearDates}
        </a>
      ) : null}
      {panel.problem ? (
        <div role="alert" className="rounded-md border border-danger p-3 text-danger">
          <p className="font-semibold">{panel.problem.title}</p>
          <p className="text-sm">{panel.problem.message}</p>
        </div>
      ) : null}
    </div>
  );
}

/** The chosen stay's breakdown and terms, a server part: what the payment will carry. */
export function BookingQuote({ panel }: { panel: Panel }) {
  if (!panel.quote) return null;
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-ink">{c.breakdown}</h3>
      <StayBreakdown quote={panel.quote} />
      <StayTerms {...panel.property} />
    </div>
  );
}

/** The words of the panel's forms, sent with the loader's data (no module in the bundle). */
export function bookingFormWords(instant: boolean) {
  return {
    guests: c.guests,
    update: c.update,
    yourDetails: c.yourDetails,
    signInHint: c.signInHint,
    name: c.name,
    email: c.email,
    phone: c.phone,
    message: c.message,
    note: instant ? c.instantNote : c.requestNote,
    submit: instant ? c.bookNow : c.request,
  };
}
