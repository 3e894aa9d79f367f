import { data, Link } from "react-router";
import type { Route } from "./+types/tickets-order";
import { getOrderTickets } from "~/features/events/order-tickets.server";
import { ticketBuyCopy as t } from "~/features/events/messages";
import { formatDateTime } from "~/lib/dates";
import { generalErrors } from "~/lib/messages/error-pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ title: t.yourTickets, description: "", noindex: true });

// Minimal tickets page of an order (its access token is the credential); the full page
// with offline support replaces this module.
export async function loader({ params }: Route.LoaderArgs) {
  const found = await getOrderTickets(params.token);
  if (!found) throw data({ error: generalErrors.notFound }, { status: 404 });
  return found;
}

export default function OrderTickets({
  loaderData: { event, order, tickets },
}: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{t.yourTickets}</h1>
      <p className="mt-1 text-muted">
        <Link to={`/events/${event.slug}`} className="font-semibold text-brand-700 underline">
          {event.title}
        </Link>{" "}
        · {formatDateTime(event.startDatetime)} WAT
      </p>
      {order.status !== "paid" ? (
        <p role="status" className="mt-4 rounded-md bg-surface p-3 text-ink">
          {t.orderCancelled}
        </p>
      ) : null}
      <ul className="mt-6 space-y-4">
        {tickets.map((ticket, i) => (
          <li
            key={ticket.code}
            className="rounded-card border border-line p-4 text-center"
            data-testid="ticket"
          >
            <p className="font-semibold text-ink">
              {i + 1} / {tickets.length} · {ticket.typeName}
            </p>
            <img
              src={ticket.qr}
              width={200}
              height={200}
              alt={`QR code ${ticket.code}`}
              className="mx-auto"
            />
            <p className="font-mono text-lg font-semibold tracking-wide text-ink">{ticket.code}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
