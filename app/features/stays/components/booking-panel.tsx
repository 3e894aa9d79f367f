import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { PaymentMethodChoice } from "~/features/payments/components/payment-method-choice";
import type { FormAnswer } from "~/lib/form-action.server";
import { formatNaira } from "~/lib/money";
import { bookingPageCopy as c, cancellationPolicyWords } from "../booking-messages";
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
      <p className="text-ink">{cancellationPolicyWords[p.cancellationPolicy]}</p>
      <p className="text-muted">{cancellationPolicyWords.always}</p>
      <p className="text-ink">{c.times(p.checkInTime, p.checkOutTime)}</p>
    </div>
  );
}

/**
 * The booking panel (issue 32): the month calendar with plain links choosing check-in
 * then check-out, the guests, then the breakdown, the terms and the request (or Book
 * now) form. Works without JavaScript: every step is a GET link or a POST form.
 */
export function BookingPanel({
  panel,
  signedIn,
  answer,
  methods,
  testMode,
}: {
  panel: Panel;
  signedIn: boolean;
  answer?: FormAnswer;
  methods: Record<string, boolean>;
  testMode: boolean;
}) {
  const days = new Map(panel.days.map((d) => [d.date, d]));
  const value = (k: string) => answer?.values[k] ?? "";
  const instant = panel.property.instantBook;
  return (
    <section id="book" aria-labelledby="book-heading" className="mt-4 space-y-3">
      <h2 id="book-heading" className="text-lg font-semibold text-ink">
        {c.panelTitle}
      </h2>
      <p className="text-sm text-muted" aria-live="polite">
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
      <form method="get" className="flex items-end gap-2">
        {panel.checkIn ? <input type="hidden" name="checkIn" value={panel.checkIn} /> : null}
        {panel.checkOut ? <input type="hidden" name="checkOut" value={panel.checkOut} /> : null}
        <input type="hidden" name="month" value={panel.month.slice(0, 7)} />
        <Field label={c.guests} name="guests" className="w-24">
          <Input
            type="number"
            min={1}
            max={panel.property.maxGuests}
            defaultValue={String(panel.guests)}
            inputMode="numeric"
          />
        </Field>
        <Button type="submit" variant="outline" size="sm">
          {c.update}
        </Button>
      </form>
      {panel.problem ? (
        <div role="alert" className="rounded-md border border-danger p-3 text-danger">
          <p className="font-semibold">{panel.problem.title}</p>
          <p className="text-sm">{panel.problem.message}</p>
        </div>
      ) : null}
      {panel.quote ? (
        <>
          <h3 className="font-semibold text-ink">{c.breakdown}</h3>
          <StayBreakdown quote={panel.quote} />
          <StayTerms {...panel.property} />
          <Form method="post" className="space-y-3" noValidate>
            {answer?.formError ? (
              <div role="alert" className="rounded-md border border-danger p-3 text-danger">
                <p className="font-semibold">{answer.formError.title}</p>
                <p className="text-sm">{answer.formError.message}</p>
              </div>
            ) : null}
            <input type="hidden" name="checkIn" value={panel.checkIn ?? ""} />
            <input type="hidden" name="checkOut" value={panel.checkOut ?? ""} />
            <input type="hidden" name="guests" value={String(panel.guests)} />
            {signedIn ? null : (
              <fieldset className="space-y-3">
                <legend className="font-semibold text-ink">{c.yourDetails}</legend>
                <p className="text-sm text-muted">{c.signInHint}</p>
                <Field label={c.name} name="name" error={answer?.fieldErrors.name} required>
                  <Input defaultValue={value("name")} autoComplete="name" />
                </Field>
                <Field label={c.email} name="email" error={answer?.fieldErrors.email} required>
                  <Input type="email" defaultValue={value("email")} autoComplete="email" />
                </Field>
                <Field label={c.phone} name="phone" error={answer?.fieldErrors.phone}>
                  <Input type="tel" defaultValue={value("phone")} autoComplete="tel" />
                </Field>
              </fieldset>
            )}
            <Field label={c.message} name="message" error={answer?.fieldErrors.message}>
              <textarea
                defaultValue={value("message")}
                rows={3}
                className="w-full rounded-md border border-line p-2 text-sm"
              />
            </Field>
            {instant ? (
              <PaymentMethodChoice
                legend={c.payWith}
                available={methods}
                chosen={value("method") || "paystack"}
                testMode={testMode}
              />
            ) : null}
            <p className="text-sm text-muted">{instant ? c.instantNote : c.requestNote}</p>
            <Button type="submit" className="w-full">
              {instant ? c.bookNow : c.request}
            </Button>
          </Form>
        </>
      ) : null}
    </section>
  );
}
