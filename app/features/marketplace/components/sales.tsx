import { Form, Link } from "react-router";
import { EmptyState } from "~/components/section";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormError } from "~/components/ui/form-error";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { formatDateTime } from "~/lib/dates";
import type { FormAnswer } from "~/lib/form-action.server";
import { formatNaira } from "~/lib/money";
import type { Page } from "~/lib/pagination";
import { sellerActions } from "../order-actions";
import {
  DELIVERY_METHOD_LABELS,
  ORDER_STATUS_LABELS,
  ordersCopy,
  salesCopy as t,
} from "../order-messages";
import {
  COLLECTION_CODE_MAX,
  ORDER_CANCEL_REASON_MAX,
  ORDER_CARRIER_MAX,
  ORDER_TRACKING_MAX,
} from "../order-limits";
import type { OrderStatus } from "../order-status";
import type { LowStockRow, OrderView, SaleRow, SalesFilter } from "../order-views.server";
import { OrderDestination, OrderItemsTable, OrderStatusBadge, OrderTimeline } from "./order-parts";

const linkClass = "font-medium text-brand-700 underline";

function salesQuery(filter: SalesFilter, page?: number) {
  const q = new URLSearchParams();
  if (filter.status) q.set("status", filter.status);
  if (filter.q) q.set("q", filter.q);
  if (page && page > 1) q.set("page", String(page));
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** /dashboard/sales: the low-stock notice, filters and search, the orders (paid first), CSV. */
export function SalesList({
  sales,
  filter,
  lowStock,
  admin,
}: {
  sales: Page<SaleRow>;
  filter: SalesFilter;
  lowStock: LowStockRow[];
  admin: boolean;
}) {
  return (
    <section aria-labelledby="sales-heading" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="sales-heading" className="text-lg font-semibold text-ink">
            {t.title}
          </h2>
          <p className="text-sm text-muted">{admin ? t.adminIntro : t.intro}</p>
        </div>
        <Button asChild variant="outline">
          <a href={`/dashboard/sales.csv${salesQuery(filter)}`} download>
            {t.exportCsv}
          </a>
        </Button>
      </div>
      {lowStock.length ? (
        <aside
          aria-labelledby="low-stock-heading"
          className="rounded-card border border-accent-500/40 bg-accent-500/5 p-4"
        >
          <h3 id="low-stock-heading" className="font-semibold text-ink">
            {t.lowStock}
          </h3>
          <p className="text-sm text-muted">{t.lowStockIntro}</p>
          <ul className="mt-2 grid gap-1 text-sm">
            {lowStock.map((v) => (
              <li key={`${v.productId}-${v.optionValues.join("/")}`} className="break-words">
                <Link to={`/dashboard/products/${v.productId}/edit`} className={linkClass}>
                  {v.title}
                  {v.optionValues.length ? ` (${v.optionValues.join(", ")})` : ""}
                </Link>{" "}
                <span className="text-ink">{t.left(v.stock)}</span>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={t.filters}>
        <Field label={t.status} name="status" className="w-full sm:w-44">
          <NativeSelect defaultValue={filter.status ?? ""}>
            <option value="">{t.allStatuses}</option>
            {(Object.keys(ORDER_STATUS_LABELS) as OrderStatus[]).map((s) => (
              <option key={s} value={s}>
                {ORDER_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t.search} name="q" className="w-full min-w-0 sm:w-72">
          <Input type="search" defaultValue={filter.q} maxLength={100} />
        </Field>
        <Button type="submit" variant="outline">
          {t.apply}
        </Button>
      </Form>
      {sales.items.length === 0 ? (
        <EmptyState {...t.empty} />
      ) : (
        <ul className="divide-y divide-line rounded-card border border-line">
          {sales.items.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center gap-3 p-4">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-ink">
                  <Link to={`/dashboard/sales/${o.id}`} className="hover:underline">
                    {ordersCopy.orderTitle(o.orderNumber)}
                  </Link>
                </p>
                <p className="text-sm break-words text-muted">
                  {o.buyerEmail} · <time dateTime={o.createdAt}>{formatDateTime(o.createdAt)}</time>{" "}
                  · {formatNaira(o.total)} · {DELIVERY_METHOD_LABELS[o.deliveryMethod]}
                  {admin ? ` · ${o.storeName}` : ""}
                </p>
                {admin && o.paymentReference ? (
                  <p className="text-sm">
                    <Link
                      to={`/admin/settings?ref=${encodeURIComponent(o.paymentReference)}#refunds`}
                      className={linkClass}
                    >
                      {t.openPayment}
                      <span className="sr-only">: {o.paymentReference}</span>
                    </Link>
                  </p>
                ) : null}
              </div>
              <OrderStatusBadge status={o.status} />
            </li>
          ))}
        </ul>
      )}
      {sales.pageCount > 1 ? (
        <nav aria-label={t.page(sales.page, sales.pageCount)} className="flex items-center gap-3">
          {sales.page > 1 ? (
            <Link to={salesQuery(filter, sales.page - 1) || "?"} className={linkClass}>
              {t.previous}
            </Link>
          ) : null}
          <span className="text-sm text-muted">{t.page(sales.page, sales.pageCount)}</span>
          {sales.page < sales.pageCount ? (
            <Link to={salesQuery(filter, sales.page + 1)} className={linkClass}>
              {t.next}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

/**
 * One sale for its seller or an admin: buyer contact, destination, items, the timeline,
 * a printable packing slip (`?print=1`, or the print stylesheet), and the forms to ship,
 * deliver or hand over (collection code), and cancel with a reason.
 */
export function SaleOrder({
  order,
  answer,
  admin,
}: {
  order: OrderView;
  answer?: FormAnswer | null;
  admin: boolean;
}) {
  const actions = sellerActions(order);
  const err = (intent: string) => (answer?.values.intent === intent ? answer : null);
  return (
    <article aria-labelledby="sale-heading" className="grid min-w-0 gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to="/dashboard/sales" className={`text-sm ${linkClass}`}>
          {t.backToSales}
        </Link>
        <Link to={`/dashboard/sales/${order.id}?print=1`} className={`text-sm ${linkClass}`}>
          {t.printSlip}
        </Link>
      </div>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id="sale-heading" className="text-lg font-semibold break-words text-ink">
            {ordersCopy.orderTitle(order.orderNumber)}
          </h2>
          <p className="text-sm text-muted">
            {order.storeName} ·{" "}
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time> ·{" "}
            {DELIVERY_METHOD_LABELS[order.deliveryMethod]}
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="sale-buyer" className="grid gap-1 text-sm">
          <h3 id="sale-buyer" className="font-medium text-ink">
            {t.buyer}
          </h3>
          <p className="break-words text-ink">{order.buyer.name}</p>
          <p className="break-words">
            <a href={`mailto:${order.buyer.email}`} className={linkClass}>
              {order.buyer.email}
            </a>
          </p>
          {order.buyer.phone ? (
            <p>
              <a href={`tel:${order.buyer.phone}`} className={linkClass}>
                {order.buyer.phone}
              </a>
            </p>
          ) : null}
        </section>
        <OrderDestination order={order} />
      </div>
      <OrderItemsTable order={order} />
      <section aria-label={ordersCopy.timeline} className="grid gap-2 print:hidden">
        <OrderTimeline order={order} />
        {order.paymentReference ? (
          <p className="text-sm break-words text-muted">
            {t.payment}: {order.paymentReference}
            {admin ? (
              <>
                {" · "}
                <Link
                  to={`/admin/settings?ref=${encodeURIComponent(order.paymentReference)}#refunds`}
                  className={linkClass}
                >
                  {t.openPayment}
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
      </section>
      <div className="grid gap-4 print:hidden">
        {actions.canShip ? (
          <Form method="post" className="grid gap-3 rounded-card border border-line p-4">
            <h3 className="font-semibold text-ink">{t.ship}</h3>
            <input type="hidden" name="intent" value="ship" />
            <FormError message={err("ship")?.formError} />
            <Field
              label={t.carrier}
              name="carrier"
              required
              error={err("ship")?.fieldErrors.carrier}
            >
              <Input
                maxLength={ORDER_CARRIER_MAX}
                defaultValue={err("ship")?.values.carrier ?? ""}
                autoComplete="off"
              />
            </Field>
            <Field
              label={t.tracking}
              name="trackingNumber"
              error={err("ship")?.fieldErrors.trackingNumber}
            >
              <Input
                maxLength={ORDER_TRACKING_MAX}
                defaultValue={err("ship")?.values.trackingNumber ?? ""}
                autoComplete="off"
              />
            </Field>
            <div>
              <Button type="submit">{t.ship}</Button>
            </div>
          </Form>
        ) : null}
        {actions.canDeliver ? (
          <Form method="post" className="grid gap-3 rounded-card border border-line p-4">
            <input type="hidden" name="intent" value="deliver" />
            <FormError message={err("deliver")?.formError} />
            <div>
              <Button type="submit">{t.deliver}</Button>
            </div>
          </Form>
        ) : null}
        {actions.canHandOver ? (
          <Form method="post" className="grid gap-3 rounded-card border border-line p-4">
            <h3 className="font-semibold text-ink">{t.handOver}</h3>
            <input type="hidden" name="intent" value="deliver" />
            <FormError message={err("deliver")?.formError} />
            <Field
              label={t.collectionCode}
              name="collectionCode"
              required
              description={t.handOverHint}
              error={err("deliver")?.fieldErrors.collectionCode}
            >
              <Input
                maxLength={COLLECTION_CODE_MAX}
                inputMode="numeric"
                autoComplete="off"
                defaultValue={err("deliver")?.values.collectionCode ?? ""}
              />
            </Field>
            <div>
              <Button type="submit">{t.handOver}</Button>
            </div>
          </Form>
        ) : null}
        {actions.canCancel ? (
          <details className="rounded-card border border-line p-4" open={!!err("cancel")}>
            <summary className="cursor-pointer font-semibold text-ink">{t.cancel}</summary>
            <Form method="post" className="mt-3 grid gap-3">
              <input type="hidden" name="intent" value="cancel" />
              <FormError message={err("cancel")?.formError} />
              <p className="text-sm text-muted">{t.cancelHint}</p>
              <Field
                label={t.cancelReason}
                name="reason"
                required
                error={err("cancel")?.fieldErrors.reason}
              >
                <Textarea
                  rows={2}
                  maxLength={ORDER_CANCEL_REASON_MAX}
                  defaultValue={err("cancel")?.values.reason ?? ""}
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
        {!actions.canShip && !actions.canDeliver && !actions.canHandOver && !actions.canCancel ? (
          <p className="text-sm text-muted">{t.nothingToDo}</p>
        ) : null}
      </div>
    </article>
  );
}

/** The packing slip alone (`?print=1`): what goes in the parcel, for whom, from which store. */
export function PackingSlip({ order }: { order: OrderView }) {
  return (
    <article aria-labelledby="slip-heading" className="grid min-w-0 gap-4">
      <style>{`@media print { body header, body footer, body nav, [data-screen-only] { display: none !important; } }`}</style>
      <p data-screen-only className="flex flex-wrap gap-3 text-sm">
        <Link to={`/dashboard/sales/${order.id}`} className={linkClass}>
          {t.backToOrder}
        </Link>
      </p>
      <h2 id="slip-heading" className="text-xl font-bold break-words text-ink">
        {t.packingSlip}: {order.orderNumber}
      </h2>
      <p className="text-sm text-ink">
        {t.store}: {order.storeName} ·{" "}
        <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1 text-sm">
          <h3 className="font-medium text-ink">{t.buyer}</h3>
          <p className="break-words text-ink">{order.buyer.name}</p>
          <p className="break-words text-ink">{order.buyer.phone}</p>
        </div>
        <OrderDestination order={order} />
      </div>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{ordersCopy.items}</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-2">
              {ordersCopy.items}
            </th>
            <th scope="col" className="py-2 text-right">
              {t.quantityHeading}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((i) => (
            <tr key={i.id} className="border-b border-line">
              <td className="py-2 break-words">
                {i.title}
                {i.optionLabel ? ` (${i.optionLabel})` : ""}
              </td>
              <td className="py-2 text-right">{i.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
