import type { Role } from "~/features/accounts/roles";
import { AppError } from "~/lib/app-error.server";
import { messageToast, redirectWithToast } from "~/lib/flash.server";
import { parseForm, runForm } from "~/lib/form-action.server";
import { cancelOrder } from "./cancel-order.server";
import { deliverOrder } from "./deliver-order.server";
import type { OrderActor } from "./order-access.server";
import {
  buyerCancelSchema,
  deliverOrderSchema,
  orderIntentOf,
  sellerCancelSchema,
  shipOrderSchema,
} from "./order-forms";
import { orderToasts } from "./order-messages";
import { shipOrder } from "./ship-order.server";

/**
 * The buyer's order forms (cancel before shipment, confirm delivery), posted from their
 * order page: one schema per form, the domain step decides who may, and the page comes
 * back with the toast, or the form with its message.
 */
export async function buyerOrderAction({
  request,
  actor,
  back,
}: {
  request: Request;
  actor: OrderActor;
  back: string;
}) {
  const form = await request.formData();
  const orderId = String(form.get("orderId") ?? "");
  const intent = orderIntentOf(form);
  if (intent === "cancel") {
    const parsed = await parseForm(form, buyerCancelSchema);
    if (!parsed.ok) return parsed.response;
    const done = await runForm(parsed.values, () =>
      cancelOrder({ orderId, actor, reason: parsed.data.reason }),
    );
    if (!done.ok) return done.response;
    const toast = done.result.refundQueued ? orderToasts.cancelled : orderToasts.cancelledUnpaid;
    return redirectWithToast(back, messageToast(toast, "success"));
  }
  if (intent === "deliver") {
    const parsed = await parseForm(form, deliverOrderSchema);
    if (!parsed.ok) return parsed.response;
    const done = await runForm(parsed.values, () => deliverOrder({ orderId, actor }));
    if (!done.ok) return done.response;
    return redirectWithToast(back, messageToast(orderToasts.confirmed, "success"));
  }
  throw new AppError("validation");
}

/** The seller's (or admin's) forms on a sale: mark shipped, mark delivered / hand over, cancel. */
export async function sellerOrderAction({
  request,
  user,
  orderId,
  back,
}: {
  request: Request;
  user: { id: string; role: Role };
  orderId: string;
  back: string;
}) {
  const form = await request.formData();
  const actor: OrderActor = { user };
  const intent = orderIntentOf(form);
  if (intent === "ship") {
    const parsed = await parseForm(form, shipOrderSchema);
    if (!parsed.ok) return parsed.response;
    const done = await runForm(parsed.values, () => shipOrder({ orderId, actor, ...parsed.data }));
    if (!done.ok) return done.response;
    return redirectWithToast(back, messageToast(orderToasts.shipped, "success"));
  }
  if (intent === "deliver") {
    const parsed = await parseForm(form, deliverOrderSchema);
    if (!parsed.ok) return parsed.response;
    const done = await runForm(parsed.values, () =>
      deliverOrder({ orderId, actor, collectionCode: parsed.data.collectionCode }),
    );
    if (!done.ok) return done.response;
    const toast =
      done.result.deliveryMethod === "pickup" ? orderToasts.handedOver : orderToasts.delivered;
    return redirectWithToast(back, messageToast(toast, "success"));
  }
  if (intent === "cancel") {
    const parsed = await parseForm(form, sellerCancelSchema);
    if (!parsed.ok) return parsed.response;
    const done = await runForm(parsed.values, () =>
      cancelOrder({ orderId, actor, reason: parsed.data.reason }),
    );
    if (!done.ok) return done.response;
    const toast = done.result.refundQueued ? orderToasts.cancelled : orderToasts.cancelledUnpaid;
    return redirectWithToast(back, messageToast(toast, "success"));
  }
  throw new AppError("validation");
}
