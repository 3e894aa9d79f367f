import { Link } from "react-router";
import type { Route } from "./+types/order";
import { requirePermission } from "~/features/accounts/guards.server";
import { payerWhere } from "~/features/payments/history.server";
import { BuyerOrderBlock } from "~/features/marketplace/components/buyer-order";
import { BuyerOrderSummary } from "~/features/marketplace/components/buyer-order-summary";
import { buyerOrderAction } from "~/features/marketplace/order-form-actions.server";
import { ordersCopy } from "~/features/marketplace/order-messages";
import { myOrder } from "~/features/marketplace/order-views.server";

/** One order its signed-in buyer made (by account or verified e-mail); 404 for anyone else. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePermission(request, "area:dashboard");
  return { order: await myOrder({ user, orderId: params.orderId, payerWhere }) };
}

/** The page carries the buyer's own download links: never stored by any cache. */
export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePermission(request, "area:dashboard");
  return buyerOrderAction({
    request,
    actor: { user },
    back: `/dashboard/orders/${params.orderId}`,
  });
}

export default function MyOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="grid gap-4">
      <p>
        <Link to="/dashboard/orders" className="text-sm font-medium text-brand-700 underline">
          {ordersCopy.title}
        </Link>
      </p>
      <BuyerOrderBlock
        order={loaderData.order}
        summary={<BuyerOrderSummary order={loaderData.order} />}
        answer={actionData}
      />
    </div>
  );
}
