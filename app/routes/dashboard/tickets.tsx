import type { Route } from "./+types/tickets";
import { requirePermission } from "~/features/accounts/guards.server";
import { MyTicketsList } from "~/features/events/components/my-tickets-list";
import { listMyTicketOrders } from "~/features/events/my-ticket-orders.server";

/** Every signed-in person, viewers included: what they bought is never refused. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "area:dashboard");
  return { orders: await listMyTicketOrders({ user }) };
}

export default function MyTicketsPage({ loaderData }: Route.ComponentProps) {
  return <MyTicketsList orders={loaderData.orders} />;
}
