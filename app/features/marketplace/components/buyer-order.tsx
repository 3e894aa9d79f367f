import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormError } from "~/components/ui/form-error";
import { Textarea } from "~/components/ui/textarea";
import type { FormAnswer } from "~/lib/form-action.server";
import { ordersCopy as t } from "../order-messages";
import { ORDER_CANCEL_REASON_MAX } from "../order-limits";
import { buyerActions } from "../order-actions";
import type { OrderView } from "../order-views.server";

/**
 * One vendor order for its buyer: status and timeline, items (a digital item of a paid
 * order with its download link), delivery address or pickup point with its collection code, the receipt, and the buyer's forms (cancel before
 * shipment, confirm delivery). Plain forms: they work before JavaScript loads.
 */
export function BuyerOrderBlock({
  order,
  summary,
  answer,
}: {
  order: OrderView;
  /**
   * What the order shows (BuyerOrderSummary): passed in, so a page may render it as a
   * server part and keep its code off the client (ADR 049).
   */
  summary: ReactNode;
  answer?: FormAnswer | null;
}) {
  const actions = buyerActions(order);
  const mine = answer?.values.orderId === order.id ? answer : null;
  return (
    <article
      aria-labelledby={`order-${order.id}`}
      className="grid min-w-0 gap-4 rounded-card border border-line p-4 sm:p-6"
    >
      {summary}
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
