import type { Route } from "./+types/orders";
import { requirePermission } from "~/features/accounts/guards.server";
import { payerWhere } from "~/features/payments/history.server";
import { MyOrdersList } from "~/features/marketplace/components/my-orders-list";
import { listMyOrders } from "~/features/marketplace/order-views.server";

/** Every signed-in person, viewers included: what they bought is never refused. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "area:dashboard");
  return { orders: await listMyOrders({ user, payerWhere }) };
}

export default function MyOrdersPage({ loaderData }: Route.ComponentProps) {
  return <MyOrdersList orders={loaderData.orders} />;
}
