import { Link } from "react-router";
import { Badge, type BadgeProps } from "~/components/ui/badge";
import { formatDateTime } from "~/lib/dates";
import { formatNaira } from "~/lib/money";
import {
  CANCELLED_BY_LABELS,
  DELIVERY_METHOD_LABELS,
  ORDER_STATUS_LABELS,
  ordersCopy as t,
} from "../order-messages";
import type { OrderStatus } from "../order-status";
import type { OrderView } from "../order-views.server";

export const ORDER_STATUS_VARIANT: Record<OrderStatus, BadgeProps["variant"]> = {
  placed: "warning",
  paid: "info",
  shipped: "default",
  delivered: "success",
  cancelled: "danger",
  refunded: "secondary",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={ORDER_STATUS_VARIANT[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}

/** placed → paid → shipped (carrier, tracking) → delivered, or cancelled / refunded, with times. */
export function OrderTimeline({ order }: { order: Pick<OrderView, "timeline" | "cancelledBy"> }) {
  return (
    <ol className="grid gap-2 border-l-2 border-line pl-4" aria-label={t.timeline}>
      {order.timeline.map((e) => (
        <li key={e.key} className="text-sm">
          <span className="font-medium text-ink">
            {t.events[e.key]}
            {e.key === "cancelled" && order.cancelledBy
              ? ` ${CANCELLED_BY_LABELS[order.cancelledBy] ?? ""}`
              : ""}
          </span>{" "}
          <time className="text-muted" dateTime={e.at}>
            {formatDateTime(e.at)}
          </time>
          {e.detail ? <p className="break-words text-muted">{e.detail}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** The order's items and totals in naira. */
export function OrderItemsTable({
  order,
  itemExtra,
}: {
  order: Pick<OrderView, "items" | "subtotal" | "deliveryFee" | "total" | "refunded">;
  itemExtra?: (item: OrderView["items"][number]) => React.ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <ul className="divide-y divide-line rounded-md border border-line">
        {order.items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-start justify-between gap-2 p-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words text-ink">
                {item.productLive && item.productSlug ? (
                  <Link
                    to={`/marketplace/${item.productSlug}`}
                    className="underline-offset-2 hover:underline"
                  >
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
              </p>
              <p className="text-sm text-muted">
                {[item.optionLabel, t.quantity(item.quantity), item.isDigital ? t.digital : null]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
              {itemExtra ? itemExtra(item) : null}
            </div>
            <p className="text-sm font-medium text-ink">
              {formatNaira(item.unitPrice * item.quantity)}
            </p>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t.subtotal}</dt>
        <dd className="text-right text-ink">{formatNaira(order.subtotal)}</dd>
        <dt className="text-muted">{t.deliveryFee}</dt>
        <dd className="text-right text-ink">{formatNaira(order.deliveryFee)}</dd>
        <dt className="font-semibold text-ink">{t.total}</dt>
        <dd className="text-right font-semibold text-ink">{formatNaira(order.total)}</dd>
        {order.refunded > 0 ? (
          <>
            <dt className="text-muted">{t.refunded}</dt>
            <dd className="text-right text-ink">−{formatNaira(order.refunded)}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}

/** Where the order goes: the delivery address, or the pickup point (and, for the buyer, the code). */
export function OrderDestination({
  order,
}: {
  order: Pick<OrderView, "deliveryMethod" | "address" | "pickup" | "collectionCode">;
}) {
  if (order.deliveryMethod === "digital")
    return <p className="text-sm text-muted">{DELIVERY_METHOD_LABELS.digital}</p>;
  if (order.deliveryMethod === "pickup")
    return (
      <div className="grid gap-1 text-sm">
        <h3 className="font-medium text-ink">{t.pickupAt}</h3>
        {order.pickup ? (
          <address className="not-italic break-words text-muted">
            {order.pickup.name}
            <br />
            {order.pickup.address}, {order.pickup.city}, {order.pickup.state}
            {order.pickup.instructions ? (
              <>
                <br />
                {order.pickup.instructions}
              </>
            ) : null}
          </address>
        ) : null}
        {order.collectionCode ? (
          <p className="mt-1">
            <span className="text-muted">{t.collectionCode}: </span>
            <strong className="font-mono text-lg tracking-widest text-ink">
              {order.collectionCode}
            </strong>
            <span className="block text-muted">{t.collectionHint}</span>
          </p>
        ) : null}
      </div>
    );
  const a = order.address;
  return (
    <div className="grid gap-1 text-sm">
      <h3 className="font-medium text-ink">{t.deliverTo}</h3>
      {a ? (
        <address className="not-italic break-words text-muted">
          {[a.name, a.phone].filter(Boolean).join(" · ")}
          <br />
          {a.street}
          {a.landmark ? ` (${a.landmark})` : ""}
          <br />
          {[a.city, a.state].filter(Boolean).join(", ")}
        </address>
      ) : null}
    </div>
  );
}
