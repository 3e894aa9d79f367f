import { Printer } from "lucide-react";
import { Link } from "react-router";
import { Badge, type BadgeProps } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatDateTime } from "~/lib/dates";
import { ticketsCopy as t } from "../tickets-messages";
import { EventFacts } from "./event-facts";
import type { OrderState } from "../order-state";
import type { OrderTicketsView as OrderTicketsData } from "../order-tickets.server";

export const STATE_VARIANT: Record<OrderState, BadgeProps["variant"]> = {
  awaiting_payment: "warning",
  paid: "success",
  expired: "secondary",
  cancelled: "secondary",
  refunded: "danger",
};

function stateMessage(state: OrderState, minutesLeft: number | null) {
  return state === "awaiting_payment"
    ? t.states.awaiting_payment(minutesLeft ?? 1)
    : t.states[state];
}

/** One order's tickets: event, status and each ticket with its code and QR. Prints cleanly. */
export function OrderTicketsView({ data }: { data: OrderTicketsData }) {
  const { order, event, tickets } = data;
  const status = stateMessage(order.state, order.minutesLeft);
  return (
    <article className="mx-auto max-w-3xl px-4 py-6 print:max-w-none print:p-0">
      {/* Only the tickets on paper: the site's header, footer and banners stay on screen. */}
      <style>{`@media print { body header, body footer, body aside, [data-screen-only] { display: none !important; } }`}</style>
      <p className="text-sm font-medium text-muted">{t.pageTitle}</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink">{event.title}</h1>
      {event.cancelled ? (
        <div role="alert" className="mt-3 rounded-md border border-danger p-3 text-danger">
          <p className="font-semibold">{t.eventCancelled.title}</p>
          <p className="text-sm">{t.eventCancelled.message}</p>
        </div>
      ) : event.rescheduled ? (
        <p className="mt-3 rounded-md border border-accent-600 p-3 text-sm text-ink">
          {t.rescheduled}
        </p>
      ) : null}
      <EventFacts event={event} className="text-ink" />
      <section
        aria-label="Order status"
        className="mt-4 flex flex-wrap items-start gap-3 rounded-card p-4 ring-1 ring-line"
      >
        <Badge variant={STATE_VARIANT[order.state]}>{t.stateLabels[order.state]}</Badge>
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-ink">{status.title}</p>
          <p className="text-sm text-muted">{status.message}</p>
          {order.state === "awaiting_payment" && order.lines.length ? (
            <ul className="mt-2 text-sm text-ink">
              {order.lines.map((l) => (
                <li key={l.typeName}>
                  {l.quantity} × {l.typeName}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>
      <div data-screen-only className="mt-4 flex flex-wrap gap-2">
        {tickets.length ? (
          <Button type="button" variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" /> {t.print}
          </Button>
        ) : null}
        {event.href ? (
          <Button asChild variant="outline">
            <Link to={event.href}>{t.viewEvent}</Link>
          </Button>
        ) : null}
      </div>
      {tickets.length ? (
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 print:grid-cols-2">
          {tickets.map((ticket, i) => (
            <li
              key={ticket.id}
              className="break-inside-avoid rounded-card p-4 ring-1 ring-line"
              aria-label={`Ticket ${i + 1} of ${tickets.length}`}
            >
              <div
                role="img"
                aria-label={t.qrLabel(ticket.code)}
                className={`mx-auto size-48 max-w-full ${ticket.void ? "opacity-30" : ""}`}
                dangerouslySetInnerHTML={{ __html: ticket.qrSvg }}
              />
              <dl className="mt-3 space-y-1 text-sm">
                <div className="flex flex-wrap justify-between gap-x-2">
                  <dt className="text-muted">{t.code}</dt>
                  <dd className="font-mono text-base font-semibold tracking-wider text-ink">
                    {ticket.codeGroups.join(" ")}
                  </dd>
                </div>
                <div className="flex flex-wrap justify-between gap-x-2">
                  <dt className="text-muted">{t.type}</dt>
                  <dd className="text-ink">{ticket.typeName}</dd>
                </div>
                <div className="flex flex-wrap justify-between gap-x-2">
                  <dt className="text-muted">{t.holder}</dt>
                  <dd className="text-ink">{ticket.holder}</dd>
                </div>
              </dl>
              {ticket.void ? (
                <p className="mt-2">
                  <Badge variant="danger">{t.void}</Badge>
                </p>
              ) : ticket.checkedInAt ? (
                <p className="mt-2 text-sm text-muted">
                  {t.checkedIn}:{" "}
                  <time dateTime={ticket.checkedInAt}>{formatDateTime(ticket.checkedInAt)}</time>
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : order.state === "paid" ? (
        <p className="mt-6 text-muted">{t.noTickets}</p>
      ) : null}
      {tickets.length ? (
        <p data-screen-only className="mt-6 text-sm text-muted">
          {t.offline}
        </p>
      ) : null}
    </article>
  );
}
