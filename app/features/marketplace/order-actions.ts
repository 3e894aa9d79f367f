// What each side may do with an order now, for the pages' buttons (client-safe). The
// server decides again, under the order's lock, when the button is used.
import { canOrderMove, type OrderStatus } from "./order-status";

type Shown = { status: OrderStatus; deliveryMethod: "delivery" | "pickup" | "digital" };

/** What the buyer may do now (the server checks again when they do it). */
export function buyerActions(o: Shown) {
  return {
    canCancel: canOrderMove(o.status, "cancelled"),
    canConfirm: o.status === "shipped" && o.deliveryMethod === "delivery",
    canReview: o.status === "delivered",
  };
}

/** What the seller or an admin may do now. */
export function sellerActions(o: Shown) {
  return {
    canShip: o.status === "paid" && o.deliveryMethod === "delivery",
    canDeliver:
      (o.status === "shipped" && o.deliveryMethod === "delivery") ||
      (o.status === "paid" && o.deliveryMethod === "digital"),
    canHandOver: o.status === "paid" && o.deliveryMethod === "pickup",
    canCancel: canOrderMove(o.status, "cancelled"),
  };
}
