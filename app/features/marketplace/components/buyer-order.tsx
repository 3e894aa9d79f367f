import { Form, Link } from "react-router";
import { EmptyState } from "~/components/section";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormError } from "~/components/ui/form-error";
import { Textarea } from "~/components/ui/textarea";
import { formatDateTime } from "~/lib/dates";
import type { FormAnswer } from "~/lib/form-action.server";
import { formatNaira } from "~/lib/money";
import { ordersCopy as t } from "../order-messages";
import { ORDER_CANCEL_REASON_MAX } from "../order-limits";
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
            <a href={d.href} rel="nofollow">
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

/**
 * One vendor order for its buyer: status and timeline, items (a digital item of a paid
 * order with its download link), delivery address or pickup point with its collection code, the receipt, and the buyer's forms (cancel before
 * shipment, confirm delivery). Plain forms: they work before JavaScript loads.
 */
export function BuyerOrderBlock({
  order,
  accessToken,
  answer,
  headingLevel = 2,
}: {
  order: OrderView;
  /** For a guest's page: review links carry the group's token. */
  accessToken?: string;
  answer?: FormAnswer | null;
  headingLevel?: 2 | 3;
}) {
  const actions = buyerActions(order);
  const mine = answer?.values.orderId === order.id ? answer : null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      aria-labelledby={`order-${order.id}`}
      className="grid min-w-0 gap-4 rounded-card border border-line p-4 sm:p-6"
    >
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
      {actions.canConfirm ? (
        <Form method="post" className="grid gap-2">
          <input type="hidden" name="orderId" value={order.id} />
          <input type="hidden" name="intent" value="deliver" />
          {mine?.values.intent === "deliver" ? <FormError message={mine.formError} /> : null}
          <p className="text-sm text-muted">{t.confirmHint}</p>
          <div>
            <Button type="submit">{t.confirmDelivery}</Button>
          </div>
        </Form>
      ) : null}
      {actions.canCancel ? (
        <details
          className="rounded-md border border-line p-3"
          open={mine?.values.intent === "cancel"}
        >
          <summary className="cursor-pointer font-medium text-ink">{t.cancel}</summary>
          <Form method="post" className="mt-3 grid gap-3">
            <input type="hidden" name="orderId" value={order.id} />
            <input type="hidden" name="intent" value="cancel" />
            {mine?.values.intent === "cancel" ? <FormError message={mine.formError} /> : null}
            <p className="text-sm text-muted">{t.cancelHint}</p>
            <Field
              label={t.cancelReason}
              name="reason"
              error={mine?.values.intent === "cancel" ? mine.fieldErrors.reason : null}
            >
              <Textarea
                rows={2}
                maxLength={ORDER_CANCEL_REASON_MAX}
                defaultValue={mine?.values.reason ?? ""}
              />
            </Field>
            <div>
              <Button type="submit" variant="destructive">
                {t.cancel}
              </Button>
            </div>
          </Form>
        </details>
      ) : null}
    </article>
  );
}

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
