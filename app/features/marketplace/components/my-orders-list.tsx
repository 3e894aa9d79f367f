import { Link } from "react-router";
import { EmptyState } from "~/components/section";
import { Button } from "~/components/ui/button";
import { formatDateTime } from "~/lib/dates";
import { formatNaira } from "~/lib/money";
import { ordersCopy as t } from "../order-messages";
import type { OrderView } from "../order-views.server";
import { OrderStatusBadge } from "./order-parts";

type MyOrderSummary = Pick<
  OrderView,
  "id" | "orderNumber" | "status" | "storeName" | "createdAt" | "total" | "items"
>;

/** /dashboard/orders: each order with its store, date, items, total and status. */
export function MyOrdersList({ orders }: { orders: MyOrderSummary[] }) {
  return (
    <section aria-labelledby="my-orders-heading" className="grid gap-4">
      <div>
        <h2 id="my-orders-heading" className="text-lg font-semibold text-ink">
          {t.title}
        </h2>
        <p className="text-sm text-muted">{t.intro}</p>
      </div>
      {orders.length === 0 ? (
        <EmptyState
          {...t.empty}
          action={
            <Button asChild variant="outline">
              <Link to="/marketplace">{t.shop}</Link>
            </Button>
          }
        />
      ) : (
        <ul className="divide-y divide-line rounded-card border border-line">
          {orders.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center gap-3 p-4">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-ink">
                  <Link to={`/dashboard/orders/${o.id}`} className="hover:underline">
                    {t.orderTitle(o.orderNumber)}
                  </Link>
                </p>
                <p className="text-sm break-words text-muted">
                  {t.soldBy(o.storeName)} ·{" "}
                  <time dateTime={o.createdAt}>{formatDateTime(o.createdAt)}</time> ·{" "}
                  {formatNaira(o.total)}
                </p>
                <p className="text-sm break-words text-muted">
                  {o.items.map((i) => `${i.quantity} × ${i.title}`).join(", ")}
                </p>
              </div>
              <OrderStatusBadge status={o.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
