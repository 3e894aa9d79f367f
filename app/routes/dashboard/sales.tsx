import type { Route } from "./+types/sales";
import { requirePermission } from "~/features/accounts/guards.server";
import { canAny } from "~/features/accounts/permissions";
import { SalesList } from "~/features/marketplace/components/sales";
import { salesFilterFrom, salesOverview } from "~/features/marketplace/order-views.server";
import { pageFromUrl } from "~/lib/pagination";

/** A store's orders (its owner) or every order (an admin): new paid orders first. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "orders:fulfil");
  const url = new URL(request.url);
  const filter = salesFilterFrom(url);
  const { sales, lowStock } = await salesOverview({ user, filter, page: pageFromUrl(url) });
  return { sales, filter, lowStock, admin: canAny(user.role, "orders:fulfil") };
}

export default function SalesPage({ loaderData }: Route.ComponentProps) {
  return <SalesList {...loaderData} />;
}
