import { ORDER_CANCEL_REASON_MIN } from "./order-limits";
// Texts of what happens after a purchase (issue 31): the buyer's orders, the vendor's
// sales, the status changes between them and their e-mails. Client-safe.
import type { Message } from "~/lib/messages";
import type { OrderStatus } from "./order-status";

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: "Awaiting payment",
  paid: "Paid",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  refunded: "Refunded",
};

export const DELIVERY_METHOD_LABELS = {
  delivery: "Delivery",
  pickup: "Pickup",
  digital: "Digital download",
} as const;

/** Who cancelled an order, as the timeline says it. */
export const CANCELLED_BY_LABELS: Record<string, string> = {
  buyer: "by the buyer",
  vendor: "by the seller",
  admin: "by Naija Creators",
};

/** Refusals of an order action, in the catalogue's shape. */
export const orderRefusals = {
  cannotShip: (status: string): Message => ({
    title: "Order cannot ship",
    message: `This order is ${status.toLowerCase()}; only a paid order can be marked shipped.`,
  }),
  notShippable: {
    title: "Nothing to ship",
    message:
      "A pickup order is handed over with its collection code, and a digital one needs no shipping.",
  },
  cannotDeliver: (status: string): Message => ({
    title: "Order cannot be delivered",
    message: `This order is ${status.toLowerCase()}; it cannot be marked delivered now.`,
  }),
  buyerConfirmsShipped: {
    title: "Not shipped yet",
    message: "You can confirm delivery once the seller has shipped your order.",
  },
  wrongCollectionCode: {
    title: "Wrong collection code",
    message: "That code does not match this order. Ask the buyer for the code on their order page.",
  },
  codeRequired: {
    title: "Collection code needed",
    message: "Enter the buyer's collection code to hand over a pickup order.",
  },
  shipFirst: {
    title: "Ship it first",
    message:
      "Mark a delivery order shipped (carrier and tracking number) before it can be delivered.",
  },
  cannotCancel: (status: string): Message => ({
    title: "Order cannot be cancelled",
    message: `This order is ${status.toLowerCase()}; only an order that has not shipped can be cancelled.`,
  }),
  noPaymentLine: {
    title: "Refund not possible",
    message: "We could not find this order's payment. Contact support before cancelling it.",
  },
} satisfies Record<string, Message | ((...args: never[]) => Message)>;

/** Field errors of the order forms. */
export const orderFieldTexts = {
  carrierRequired: "Enter the carrier (e.g. GIG Logistics, or your own rider).",
  reasonRequired: `Tell the buyer why, in at least ${ORDER_CANCEL_REASON_MIN} characters.`,
};

/** Toasts after an action. */
export const orderToasts = {
  shipped: {
    title: "Order shipped",
    message: "The buyer has been told, with the tracking details.",
  },
  delivered: { title: "Order delivered", message: "The order is marked delivered." },
  confirmed: {
    title: "Delivery confirmed",
    message: "Thank you! You can now review what you bought.",
  },
  handedOver: {
    title: "Order handed over",
    message: "The collection code matched; the order is delivered.",
  },
  cancelled: {
    title: "Order cancelled",
    message: "The order is cancelled, its stock returned, and the buyer's refund is on its way.",
  },
  cancelledUnpaid: {
    title: "Order cancelled",
    message:
      "The order is cancelled and its items are free for others; nothing was paid. A payment that still goes through is refunded automatically.",
  },
} satisfies Record<string, Message>;

/** What a signed-in buyer's notification says. */
export const orderNotices = {
  shipped: (n: string, carrier: string): Message => ({
    title: "Your order has shipped",
    message: `Order ${n} is on its way with ${carrier}.`,
  }),
  delivered: (n: string): Message => ({
    title: "Order delivered",
    message: `Order ${n} is delivered. Enjoy it, and leave a review!`,
  }),
  cancelled: (n: string): Message => ({
    title: "Order cancelled",
    message: `Order ${n} was cancelled. Any payment for it is refunded to you.`,
  }),
};

/** The e-mails' words (their templates are editable: order-mails.ts). */
export const orderMailCopy = {
  shippedSubject: (n: string) => `Your order ${n} has shipped`,
  shippedBody: (store: string) => `Good news: ${store} has shipped your order.`,
  deliveredSubject: (n: string) => `Your order ${n} is delivered`,
  deliveredBody: (store: string) =>
    `Your order from ${store} is marked delivered. Tell other buyers what you think of it with a review.`,
  cancelledSubject: (n: string) => `Your order ${n} was cancelled`,
  cancelledBody: (store: string) => `Your order from ${store} was cancelled.`,
  refundNote: "Whatever you paid for it, delivery included, is refunded to how you paid.",
  carrier: "Carrier",
  tracking: "Tracking number",
  reason: "Reason",
  orderPage: "Follow your order",
  signOff: "Thank you for shopping on Naija Creators.",
};

/** The buyer's order pages. */
export const ordersCopy = {
  title: "My orders",
  intro: "What you bought in the marketplace, one order per seller.",
  empty: {
    title: "No orders yet",
    description: "When you buy from the marketplace, your orders show here.",
  },
  shop: "Browse the marketplace",
  orderTitle: (n: string) => `Order ${n}`,
  groupTitle: (ref: string) => `Checkout ${ref}`,
  placedOn: (date: string) => `Placed ${date}`,
  soldBy: (store: string) => `Sold by ${store}`,
  status: "Status",
  timeline: "Timeline",
  items: "Items",
  quantity: (n: number) => `Qty ${n}`,
  subtotal: "Items",
  deliveryFee: "Delivery",
  total: "Total",
  refunded: "Refunded",
  deliverTo: "Delivery address",
  pickupAt: "Pickup point",
  collectionCode: "Collection code",
  collectionHint: "Show this code when you collect the order.",
  digital: "Digital product",
  download: "Download",
  downloadsUsed: (used: number, limit: number) =>
    `${used} of ${limit} ${limit === 1 ? "download" : "downloads"} used`,
  downloadHint: "The link works for 15 minutes; open this page again for a fresh one.",
  downloadsUsedUp: "All downloads used. Contact the seller if you need the file again.",
  downloadNoFile: "The seller has not added the file yet. Contact the seller.",
  receipt: "Receipt",
  review: "Review",
  view: "View order",
  cancel: "Cancel order",
  cancelHint: "You can cancel until the seller ships. You get a full refund, delivery included.",
  cancelReason: "Reason (optional)",
  confirmDelivery: "I have received it",
  confirmHint: "Confirm once the order has reached you.",
  guestNote: "Keep this link: it is how you follow these orders without an account.",
  events: {
    placed: "Order placed",
    paid: "Payment received",
    shipped: "Shipped",
    delivered: "Delivered",
    cancelled: "Cancelled",
    refunded: "Refunded",
  } satisfies Record<OrderStatus, string>,
  shippedWith: (carrier: string) => `with ${carrier}`,
  trackingNumber: (t: string) => `Tracking number ${t}`,
  notFound: "This order link is not valid.",
};

/** The vendor's (and admin's) sales pages. */
export const salesCopy = {
  title: "Sales",
  intro: "Orders for your store: new paid orders first.",
  adminIntro: "Every marketplace order. Find one by its reference or the buyer's e-mail.",
  empty: { title: "No orders here", description: "Orders for your products show here once paid." },
  filters: "Filter orders",
  status: "Status",
  allStatuses: "All statuses",
  search: "Order number or buyer e-mail",
  apply: "Show",
  exportCsv: "Download CSV",
  lowStock: "Low stock",
  lowStockIntro: "These items have 3 or fewer left:",
  left: (n: number) => `${n} left`,
  editProduct: "Update stock",
  buyer: "Buyer",
  contact: "Contact",
  store: "Store",
  payment: "Payment",
  openPayment: "See the payment",
  packingSlip: "Packing slip",
  quantityHeading: "Qty",
  printSlip: "Print packing slip",
  backToOrder: "Back to the order",
  backToSales: "All sales",
  ship: "Mark shipped",
  carrier: "Carrier",
  tracking: "Tracking number (optional)",
  deliver: "Mark delivered",
  handOver: "Hand over",
  handOverHint: "Ask the buyer for the collection code on their order page.",
  collectionCode: "Collection code",
  cancel: "Cancel order",
  cancelReason: "Reason for the buyer",
  cancelHint: "The buyer is refunded in full (delivery included) and the stock is returned.",
  nothingToDo: "Nothing more to do on this order.",
  page: (n: number, of: number) => `Page ${n} of ${of}`,
  previous: "Previous",
  next: "Next",
};
