import { useEffect } from "react";
import { data } from "react-router";
import type { Route } from "./+types/tickets-order";
import { keepTicketsOffline } from "~/features/events/components/keep-tickets-offline";
import { OrderTicketsView } from "~/features/events/components/order-tickets-view";
import { ticketsCopy } from "~/features/events/tickets-messages";
import { getOrderTickets } from "~/features/events/order-tickets.server";
import { hasOurCookies } from "~/lib/cookies";
import { pageMeta } from "~/lib/seo";

/**
 * An order's tickets, for anyone holding the link (the token is the credential; no
 * account needed). Never in the page micro-cache (no X-Micro-Cache: a refund or a
 * check-in shows at once) nor in shared caches. A rendering without a session says so
 * (`X-Offline-Copy: anonymous`): only such a copy is kept by the tickets service
 * worker, so no one's account menu is ever stored for offline use.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const view = await getOrderTickets({ accessToken: params.accessToken });
  if (!view) throw data(null, { status: 404 });
  const anonymous = !hasOurCookies(request.headers.get("Cookie"));
  return data(view, { headers: anonymous ? { [OFFLINE_COPY]: "anonymous" } : {} });
}

const OFFLINE_COPY = "X-Offline-Copy";

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
  const copy = loaderHeaders.get(OFFLINE_COPY);
  if (copy) headers.set(OFFLINE_COPY, copy);
  return headers;
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: data ? `${ticketsCopy.pageTitle}: ${data.event.title}` : ticketsCopy.pageTitle,
    description: ticketsCopy.offline,
    noindex: true,
  });

export default function TicketsOrderPage({ loaderData, params }: Route.ComponentProps) {
  const path = `/tickets/${params.accessToken}`;
  useEffect(() => keepTicketsOffline(path), [path]);
  return <OrderTicketsView data={loaderData} />;
}
