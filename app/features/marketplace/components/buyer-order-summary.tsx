import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { formatDateTime } from "~/lib/dates";
import { ordersCopy as t } from "../order-messages";
import { buyerActions } from "../order-actions";
import type { OrderItemView, OrderView } from "../order-views.server";
import { OrderDestination, OrderItemsTable, OrderStatusBadge, OrderTimeline } from "./order-parts";

/** The review page of an order item (built by the reviews feature); a guest's link carries the token. */
export function reviewPath(itemId: string, accessToken?: string) {
  const q = new URLSearchParams({ item: itemId });
  if (accessToken) q.set("token", accessToken);
  return `/reviews/new?${q.toString()}`;
}

/**
 * A digital item's download on its buyer's page: the link made for this render (it
 * works 15 minutes) and the downloads used, or why there is no link. A plain link: the
 * file comes as an attachment, a refused link opens the page that says why.
 */
function ItemDownloadLine({ item }: { item: OrderItemView }) {
  const d = item.download;
  if (!d) return null;
  const note =
    d.state === "ready"
      ? t.downloadHint
      : d.state === "used_up"
        ? t.downloadsUsedUp
        : t.downloadNoFile;
  return (
    <div className="mt-2 grid gap-1 text-sm">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {d.href ? (
          <Button asChild size="sm">
            {/* target: the browser fetches the file itself (a server part routes other links). */}
            <a href={d.href} rel="nofollow" target="_self">
              {t.download}
              <span className="sr-only">: {item.title}</span>
            </a>
          </Button>
        ) : null}
        <span className="text-ink">{t.downloadsUsed(d.used, d.limit)}</span>
      </p>
      <p className="text-muted">{note}</p>
    </div>
  );
}

/** An order as its buyer sees it: store, status, timeline, where it goes, items, receipt. */
export function BuyerOrderSummary({
  order,
  accessToken,
  headingLevel = 2,
}: {
  order: OrderView;
  /** For a guest's page: review links carry the group's token. */
  accessToken?: string;
  headingLevel?: 2 | 3;
}) {
  const actions = buyerActions(order);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Heading id={`order-${order.id}`} className="text-lg font-semibold break-words text-ink">
            {t.orderTitle(order.orderNumber)}
          </Heading>
          <p className="text-sm text-muted">
            {t.soldBy(order.storeName)} ·{" "}
            <time dateTime={order.createdAt}>{t.placedOn(formatDateTime(order.createdAt))}</time>
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-label={t.timeline} className="grid gap-2">
          <OrderTimeline order={order} />
          {order.status === "shipped" && order.trackingNumber ? (
            <p className="text-sm break-words text-ink">{t.trackingNumber(order.trackingNumber)}</p>
          ) : null}
        </section>
        <OrderDestination order={order} />
      </div>
      <OrderItemsTable
        order={order}
        itemExtra={(item) => (
          <>
            <ItemDownloadLine item={item} />
            {actions.canReview ? (
              <Link
                to={reviewPath(item.id, accessToken)}
                className="text-sm font-medium text-brand-700 underline"
              >
                {t.review}
                <span className="sr-only">: {item.title}</span>
              </Link>
            ) : null}
          </>
        )}
      />
      {order.paymentReference && order.status !== "placed" && !accessToken ? (
        <p className="text-sm">
          <Link
            to={`/payments/receipts/${encodeURIComponent(order.paymentReference)}`}
            className="font-medium text-brand-700 underline"
          >
            {t.receipt}
          </Link>
        </p>
      ) : null}
    </>
  );
}
