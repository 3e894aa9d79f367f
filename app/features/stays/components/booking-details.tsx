import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { formatDateTime } from "~/lib/dates";
import { formatNaira } from "~/lib/money";
import type { FormAnswer } from "~/lib/form-action.server";
import { bookingPageCopy as c, bookingStatusLabels } from "../booking-messages";
import { cancelPageCopy } from "../booking-change-messages";
import { canBookingMove } from "../booking-status";
import { HostStayActions } from "./host-stay-actions";
import type { BookingView } from "../booking-views.server";
import { StayBreakdown, StayTerms } from "./booking-panel";

function FormError({ answer }: { answer?: FormAnswer }) {
  return answer?.formError ? (
    <div role="alert" className="rounded-md border border-danger p-3 text-danger">
      <p className="font-semibold">{answer.formError.title}</p>
      <p className="text-sm">{answer.formError.message}</p>
    </div>
  ) : null;
}

/** One booking in a list (trips or reservations): its place, dates, status and a link. */
export function BookingListItem({ booking, href }: { booking: BookingView; href: string }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-card border border-line p-3">
      <div className="min-w-0">
        <p className="font-semibold break-words text-ink">{booking.property.title}</p>
        <p className="text-sm text-muted">
          {booking.checkIn} → {booking.checkOut} · {c.guestCount(booking.guests)} ·{" "}
          {booking.guestName}
        </p>
        {booking.status === "requested" && booking.answerBy ? (
          <p className="text-sm text-ink">{c.answerBy(formatDateTime(booking.answerBy))}</p>
        ) : null}
      </div>
      <div className="flex items-center gap-2">
        <Badge variant="secondary">{bookingStatusLabels[booking.status]}</Badge>
        <Link
          to={href}
          className="text-sm font-medium text-brand-700 underline"
          aria-label={`${c.view}: ${booking.property.title}, ${booking.checkIn}`}
        >
          {c.view}
        </Link>
      </div>
    </li>
  );
}

function Facts({ booking }: { booking: BookingView }) {
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-muted">{c.status}</dt>
        <dd className="font-semibold text-ink" data-testid="booking-status">
          {bookingStatusLabels[booking.status]}
        </dd>
      </div>
      <div>
        <dt className="text-muted">{c.reference}</dt>
        <dd className="font-mono text-ink">{booking.reference}</dd>
      </div>
      <div>
        <dt className="text-muted">{c.dates}</dt>
        <dd className="text-ink">
          {booking.checkIn} → {booking.checkOut}
        </dd>
      </div>
      <div>
        <dt className="text-muted">{c.guests}</dt>
        <dd className="text-ink">{c.guestCount(booking.guests)}</dd>
      </div>
    </dl>
  );
}

/**
 * A trip as its guest sees it, without its forms (a server part on the guest's page):
 * status, dates, the stored breakdown, the receipt once paid, the pay deadline while
 * awaiting payment, and the host's check-in instructions only once confirmed.
 */
export function TripSummary({
  booking,
  receiptHref,
  cancelHref,
  reviewHref,
}: {
  booking: BookingView;
  /** The payment's receipt page, for a signed-in guest. */
  receiptHref: string | null;
  /** The cancel step (it shows the refund the policy gives before confirming). */
  cancelHref: string;
  /** The review form, once the guest has checked out. */
  reviewHref: string;
}) {
  return (
    <article className="grid gap-4">
      <header>
        <h1 className="text-2xl font-bold break-words text-ink">{booking.property.title}</h1>
        <p className="text-sm text-muted">{booking.property.place}</p>
      </header>
      <Facts booking={booking} />
      {booking.status === "requested" && booking.answerBy ? (
        <p className="text-sm text-ink">{c.answerBy(formatDateTime(booking.answerBy))}</p>
      ) : null}
      {booking.status === "declined" && booking.declineReason ? (
        <p className="text-sm text-ink">{c.declinedBecause(booking.declineReason)}</p>
      ) : null}
      {booking.status === "awaiting_payment" && booking.payBy ? (
        <p className="text-sm font-semibold text-ink">{c.payBy(formatDateTime(booking.payBy))}</p>
      ) : null}
      <StayBreakdown quote={booking.quote} />
      {booking.paymentReference ? (
        <p className="text-sm text-ink">
          {c.paidWith(booking.paymentReference)}
          {receiptHref ? (
            <>
              {" · "}
              <a href={receiptHref} className="font-medium text-brand-700 underline">
                {c.receipt}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {booking.refunded > 0 ? (
        <p className="text-sm text-ink">{c.refunded(formatNaira(booking.refunded))}</p>
      ) : null}
      {booking.status === "confirmed" || booking.status === "checked_in" ? (
        <section
          aria-labelledby="instructions-heading"
          className="rounded-card border border-line p-3"
        >
          <h2 id="instructions-heading" className="font-semibold text-ink">
            {c.instructions}
          </h2>
          <p className="mt-1 text-sm whitespace-pre-line text-ink">
            {booking.instructions || c.noInstructions}
          </p>
        </section>
      ) : null}
      <StayTerms {...booking} />
      {booking.status === "checked_out" ? (
        <p>
          <a href={reviewHref} className="text-sm font-medium text-brand-700 underline">
            {c.reviewStay}
          </a>
        </p>
      ) : null}
      {canBookingMove(booking.status, "cancelled_by_guest") ? (
        <p>
          {/* A plain link: the guest's page draws this summary as a server part. */}
          <a href={cancelHref} className="text-sm font-medium text-danger underline">
            {cancelPageCopy.confirmGuest}
          </a>
        </p>
      ) : null}
    </article>
  );
}

/**
 * A reservation as its host sees it: the guest and their message, the breakdown with
 * what the host receives, and while requested the accept and decline (reason) forms.
 */
export function ReservationDetails({
  booking,
  answer,
  today,
}: {
  booking: BookingView;
  answer?: FormAnswer;
  /** Today's date in Lagos (when check-in opens). */
  today: string;
}) {
  return (
    <article className="grid gap-4">
      <header>
        <h1 className="text-2xl font-bold break-words text-ink">{booking.property.title}</h1>
        <p className="text-sm text-muted">
          {c.guestLabel}: {booking.guestName}
          {booking.guestEmail ? ` · ${booking.guestEmail}` : ""}
          {booking.guestPhone ? ` · ${booking.guestPhone}` : ""}
        </p>
      </header>
      <Facts booking={booking} />
      {booking.guestMessage ? (
        <section>
          <h2 className="font-semibold text-ink">{c.hostMessage}</h2>
          <p className="mt-1 text-sm whitespace-pre-line text-ink">{booking.guestMessage}</p>
        </section>
      ) : null}
      <StayBreakdown quote={booking.quote} hostView />
      {booking.refunded > 0 ? (
        <p className="text-sm text-ink">{c.refundedToGuest(formatNaira(booking.refunded))}</p>
      ) : null}
      {booking.status === "requested" ? (
        <div className="grid gap-3 rounded-card border border-line p-3">
          {booking.answerBy ? (
            <p className="text-sm font-semibold text-ink">
              {c.answerBy(formatDateTime(booking.answerBy))}
            </p>
          ) : null}
          <FormError answer={answer} />
          <Form method="post">
            <Button type="submit" name="intent" value="accept">
              {c.accept}
            </Button>
          </Form>
          <Form method="post" className="grid gap-2">
            <Field
              label={c.declineReason}
              name="reason"
              error={answer?.fieldErrors.reason}
              required
            >
              <textarea
                rows={3}
                maxLength={500}
                defaultValue={answer?.values.reason ?? ""}
                className="w-full rounded-md border border-line p-2 text-sm"
              />
            </Field>
            <Button type="submit" name="intent" value="decline" variant="outline">
              {c.decline}
            </Button>
          </Form>
        </div>
      ) : null}
      {booking.status === "declined" && booking.declineReason ? (
        <p className="text-sm text-ink">{c.declinedBecause(booking.declineReason)}</p>
      ) : null}
      <StayTerms {...booking} />
      <HostStayActions
        booking={booking}
        today={today}
        error={booking.status === "requested" ? null : answer?.formError}
      />
    </article>
  );
}
