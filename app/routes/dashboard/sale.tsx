import type { Route } from "./+types/sale";
import { requirePermission } from "~/features/accounts/guards.server";
import { canAny } from "~/features/accounts/permissions";
import { PackingSlip, SaleOrder } from "~/features/marketplace/components/sales";
import { sellerOrderAction } from "~/features/marketplace/order-form-actions.server";
import { saleOrder } from "~/features/marketplace/order-views.server";

/** One order for its store's owner or an admin (404 for anyone else); `?print=1`: the packing slip. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePermission(request, "orders:fulfil");
  const print = new URL(request.url).searchParams.get("print") === "1";
  return {
    order: await saleOrder({ user, orderId: params.orderId }),
    admin: canAny(user.role, "orders:fulfil"),
    print,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePermission(request, "orders:fulfil");
  return sellerOrderAction({
    request,
    user,
    orderId: params.orderId,
    back: `/dashboard/sales/${params.orderId}`,
  });
}

export default function SalePage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, admin, print } = loaderData;
  return print ? (
    <PackingSlip order={order} />
  ) : (
    <SaleOrder order={order} answer={actionData} admin={admin} />
  );
}
