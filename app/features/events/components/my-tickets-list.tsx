import { Ticket } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "~/components/section";
import { Badge } from "~/components/ui/badge";
import { formatDateTime } from "~/lib/dates";
import { ticketsCopy } from "../tickets-messages";
import type { MyTicketOrder } from "../my-ticket-orders.server";
import { STATE_VARIANT } from "./order-tickets-view";

const t = ticketsCopy.myTickets;

/** The dashboard's My tickets: each order with its event, date, seats, status and link. */
export function MyTicketsList({ orders }: { orders: MyTicketOrder[] }) {
  return (
    <section aria-labelledby="my-tickets-heading">
      <h2 id="my-tickets-heading" className="text-lg font-semibold text-ink">
        {t.title}
      </h2>
      {orders.length === 0 ? (
        <div className="mt-4">
          <EmptyState {...t.empty} />
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-line rounded-card border border-line">
          {orders.map((order) => (
            <li key={order.accessToken} className="flex flex-wrap items-center gap-3 p-4">
              <Ticket aria-hidden="true" className="size-5 shrink-0 text-muted" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink">
                  <Link to={`/tickets/${order.accessToken}`} className="hover:underline">
                    {order.eventTitle}
                  </Link>
                </p>
                <p className="text-sm text-muted">
                  <time dateTime={order.startDatetime}>{formatDateTime(order.startDatetime)}</time>{" "}
                  WAT · {t.seats(order.seats)}
                  {order.voidSeats > 0 && order.state !== "refunded"
                    ? ` · ${t.voided(order.voidSeats)}`
                    : ""}
                </p>
              </div>
              {order.upcoming ? null : <Badge variant="outline">{t.past}</Badge>}
              <Badge variant={STATE_VARIANT[order.state]}>
                {ticketsCopy.stateLabels[order.state]}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
