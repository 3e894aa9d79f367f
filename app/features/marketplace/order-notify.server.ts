import { notifyUsers } from "~/features/notifications/notifications.server";
import type { Tx } from "~/lib/db/client.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import { publicBaseUrl } from "~/lib/public-url.server";
import type { OrderGroupRow, OrderRow } from "./order-access.server";
import { orderCancelledMail, orderDeliveredMail, orderShippedMail } from "./order-status-mails";
import { orderNotices } from "./order-messages";

export type OrderChange = "shipped" | "delivered" | "cancelled";

/**
 * Where the buyer follows an order: the group's link (works signed in or not), or the
 * dashboard page for an order without a group (made before checkout had groups).
 */
export function buyerOrderPath(
  order: Pick<OrderRow, "id">,
  group: Pick<OrderGroupRow, "accessToken"> | null,
) {
  return group
    ? `/orders/${encodeURIComponent(group.accessToken)}`
    : `/dashboard/orders/${order.id}`;
}

/**
 * Tells the buyer about a status change, in the transaction that made it: an e-mail
 * (recorded now, delivered by the jobs queue after the commit) and, for a signed-in
 * buyer, a notification linking to their order page.
 */
export async function announceOrderChange(
  tx: Tx,
  o: { order: OrderRow; group: OrderGroupRow | null; storeName: string; change: OrderChange },
) {
  const { order, group, storeName } = o;
  const base = {
    origin: publicBaseUrl(),
    buyerName: group?.buyerName ?? order.buyerName ?? order.shippingName ?? "there",
    orderNumber: order.orderNumber,
    storeName,
    orderPath: buyerOrderPath(order, group),
  };
  const mail =
    o.change === "shipped"
      ? orderShippedMail.render({
          ...base,
          carrier: order.carrier ?? "",
          trackingNumber: order.trackingNumber,
        })
      : o.change === "delivered"
        ? orderDeliveredMail.render(base)
        : orderCancelledMail.render({
            ...base,
            reason: order.cancelReason,
            paid: order.paidAt !== null,
          });
  await sendMail({ to: group?.buyerEmail ?? order.buyerEmail, ...mail }, tx);
  const buyerId = order.buyerId ?? group?.buyerId ?? null;
  if (!buyerId) return;
  const notice =
    o.change === "shipped"
      ? orderNotices.shipped(order.orderNumber, order.carrier ?? "")
      : o.change === "delivered"
        ? orderNotices.delivered(order.orderNumber)
        : orderNotices.cancelled(order.orderNumber);
  await notifyUsers(tx, [
    {
      userId: buyerId,
      type: `marketplace.order_${o.change}`,
      title: notice.title,
      message: notice.message,
      data: { href: `/dashboard/orders/${order.id}` },
    },
  ]);
}
