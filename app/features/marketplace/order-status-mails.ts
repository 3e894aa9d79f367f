import { defineMail, link } from "~/lib/mail/mail-template";
import { orderMailCopy as m } from "./order-messages";

/** What every order mail knows: the buyer, the order, the store and the order's page. */
type OrderMail = {
  origin: string;
  buyerName: string;
  orderNumber: string;
  storeName: string;
  /** The order's page: the group's `/orders/<access token>` (opens for whoever holds the link). */
  orderPath: string;
};

const orderPlaceholders = {
  buyerName: { label: "the buyer's name" },
  orderNumber: { label: "the order number" },
  storeName: { label: "the seller's store" },
  orderLink: { label: "the order's page", kind: "link", required: true },
} as const;

const orderValues = (d: OrderMail) => ({
  buyerName: d.buyerName,
  orderNumber: d.orderNumber,
  storeName: d.storeName,
  orderLink: link(d.origin, d.orderPath),
});

const example: OrderMail = {
  origin: "https://naija.example",
  buyerName: "Chioma",
  orderNumber: "ORD-261120-K3X9Q2AB-1",
  storeName: "Ada's Fabrics",
  orderPath: "/orders/example-token",
};

/** A vendor order shipped: carrier and tracking number, to the buyer. */
export const orderShippedMail = defineMail("order_shipped", {
  title: "Order shipped",
  description: "Sent to the buyer when the seller marks a marketplace order shipped.",
  example: { ...example, carrier: "GIG Logistics", trackingNumber: "TRK12345678" as string | null },
  placeholders: {
    ...orderPlaceholders,
    carrier: { label: "the carrier" },
    tracking: { label: "the tracking number, with its label (empty when none)" },
  },
  values: (d) => ({
    ...orderValues(d),
    carrier: d.carrier,
    tracking: d.trackingNumber ? `${m.tracking}: ${d.trackingNumber}` : "",
  }),
  subject: m.shippedSubject("{{orderNumber}}"),
  body: [
    "Hello {{buyerName}},",
    "",
    m.shippedBody("{{storeName}}"),
    "",
    `${m.carrier}: {{carrier}}`,
    "{{tracking}}",
    "",
    `${m.orderPage}: {{orderLink}}`,
    "",
    m.signOff,
  ].join("\n"),
});

/** A vendor order delivered (confirmed by the buyer, marked or handed over by the seller). */
export const orderDeliveredMail = defineMail("order_delivered", {
  title: "Order delivered",
  description:
    "Sent to the buyer when a marketplace order is delivered (confirmed, marked delivered or collected).",
  example,
  placeholders: orderPlaceholders,
  values: orderValues,
  subject: m.deliveredSubject("{{orderNumber}}"),
  body: [
    "Hello {{buyerName}},",
    "",
    m.deliveredBody("{{storeName}}"),
    "",
    `${m.orderPage}: {{orderLink}}`,
    "",
    m.signOff,
  ].join("\n"),
});

/** A vendor order cancelled before shipment; a paid one is refunded in full. */
export const orderCancelledMail = defineMail("order_cancelled", {
  title: "Order cancelled",
  description:
    "Sent to the buyer when a marketplace order is cancelled (by the buyer, the seller or an admin).",
  example: { ...example, reason: "The size you chose is sold out." as string | null, paid: true },
  placeholders: {
    ...orderPlaceholders,
    reason: { label: "the reason, with its label (empty when none)" },
    refund: { label: "the refund note (empty when nothing was paid)" },
  },
  values: (d) => ({
    ...orderValues(d),
    reason: d.reason ? `${m.reason}: ${d.reason}` : "",
    refund: d.paid ? m.refundNote : "",
  }),
  subject: m.cancelledSubject("{{orderNumber}}"),
  body: [
    "Hello {{buyerName}},",
    "",
    m.cancelledBody("{{storeName}}"),
    "{{reason}}",
    "",
    "{{refund}}",
    "",
    `${m.orderPage}: {{orderLink}}`,
    "",
    m.signOff,
  ].join("\n"),
});
