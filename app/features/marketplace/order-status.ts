import type { orders } from "~/db/schema";

export type OrderStatus = (typeof orders.$inferSelect)["status"];
export type OrderPaymentStatus = (typeof orders.$inferSelect)["paymentStatus"];

/**
 * Which status a vendor order may move to from each (docs/design.md convention 10):
 * - placed: the checkout holds its stock while the buyer pays; paid when the payment
 *   lands, cancelled when it fails, expires or is cancelled;
 * - cancelled may still become paid: a provider's late success is real money, and the
 *   order stands when its stock is still there (otherwise its line is refunded);
 * - paid: shipped by the vendor, delivered at once (a pickup handed over against its
 *   collection code, a digital product's first download), cancelled before shipment
 *   (by the buyer or the vendor: refunded in full, stock returned), or refunded (an
 *   admin's or the system's refund of the whole line);
 * - shipped: delivered (the buyer confirms, or the vendor marks it), or refunded;
 * - delivered: refunded (an admin's refund of the whole line);
 * - refunded: final.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ["paid", "cancelled"],
  cancelled: ["paid"],
  paid: ["shipped", "delivered", "cancelled", "refunded"],
  shipped: ["delivered", "refunded"],
  delivered: ["refunded"],
  refunded: [],
};

export class OrderTransitionError extends Error {
  constructor(
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super(`An order cannot go from ${from} to ${to}`);
    this.name = "OrderTransitionError";
  }
}

/** Throws unless the table allows `from` → `to`. */
export function assertOrderTransition(from: OrderStatus, to: OrderStatus) {
  if (!ORDER_TRANSITIONS[from].includes(to)) throw new OrderTransitionError(from, to);
}

export const canOrderMove = (from: OrderStatus, to: OrderStatus) =>
  ORDER_TRANSITIONS[from].includes(to);

/** The statuses an order may be in to move to `to` (for a guarded bulk UPDATE). */
export function orderStatusesBefore(to: OrderStatus): OrderStatus[] {
  return (Object.keys(ORDER_TRANSITIONS) as OrderStatus[]).filter((from) =>
    ORDER_TRANSITIONS[from].includes(to),
  );
}
