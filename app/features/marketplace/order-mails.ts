import { defineMail, escapeHtml as escape, link, type MailBlock } from "~/lib/mail/mail-template";
import { formatNaira } from "~/lib/money";
import { orderMailCopy as c } from "./checkout-messages";

export type OrderMailItem = {
  title: string;
  optionLabel: string;
  quantity: number;
  unitPrice: number;
};

/** A digital item's download link, made when the mail is sent (it works 15 minutes). */
export type OrderMailDownload = { title: string; limit: number; path: string };

/**
 * For an order with digital items: a download link per item for reading the mail at
 * once, and the order page as the link that lasts (it makes a fresh download link each
 * time it is opened). Empty when nothing is digital.
 */
function downloadLines(origin: string, downloads: OrderMailDownload[], orderLink: string) {
  if (!downloads.length) return { text: "", html: "" };
  const anchor = (url: string) => `<a href="${escape(url)}">${escape(url)}</a>`;
  const items = downloads.map((d) => ({
    label: c.buyerDigitalItem(d.title, d.limit),
    url: link(origin, d.path),
  }));
  return {
    text: [
      c.buyerDigital,
      c.buyerDigitalNow,
      ...items.map((i) => `- ${i.label}: ${i.url}`),
      c.buyerDigitalLater,
      orderLink,
    ].join("\n"),
    html: [
      `<p>${escape(c.buyerDigital)} ${escape(c.buyerDigitalNow)}</p>`,
      `<ul>${items.map((i) => `<li>${escape(i.label)}: ${anchor(i.url)}</li>`).join("")}</ul>`,
      `<p>${escape(c.buyerDigitalLater)} ${anchor(orderLink)}</p>`,
    ].join(""),
  };
}

/** The order's items, one per line: "2 × Ankara tote (Colour: Blue) ₦12,000". */
function itemLines(items: OrderMailItem[]): MailBlock {
  const line = (i: OrderMailItem) =>
    `${i.quantity} × ${i.title}${i.optionLabel ? ` (${i.optionLabel})` : ""}  ${formatNaira(i.unitPrice * i.quantity)}`;
  return {
    text: items.map(line).join("\n"),
    html: `<ul>${items.map((i) => `<li>${escape(line(i))}</li>`).join("")}</ul>`,
  };
}

const orderPlaceholders = {
  orderNumber: { label: "the order number" },
  store: { label: "the store's name" },
  items: { label: "the items, quantities and prices", kind: "block", required: true },
  delivery: { label: "delivery address, pickup point or digital" },
  deliveryFee: { label: "the delivery fee" },
  total: { label: "the order's total" },
} as const;

const example = {
  origin: "https://naija.example",
  accessToken: "example-access-token",
  buyerName: "Ada Obi",
  orderNumber: "ORD-261120-K3M9QX",
  store: "Ada's Ankara Corner",
  items: [
    { title: "Ankara tote bag", optionLabel: "Colour: Blue", quantity: 2, unitPrice: 6_000 },
    { title: "Adire scarf", optionLabel: "", quantity: 1, unitPrice: 4_500 },
  ] as OrderMailItem[],
  delivery: "Delivery to 12 Adeola Odeku Street, Victoria Island, Lagos",
  deliveryMethod: "delivery" as "delivery" | "pickup" | "digital",
  deliveryFee: 1_500,
  total: 18_000,
  downloads: [] as OrderMailDownload[],
  reference: "NC-EXAMPLE",
};
type OrderMailData = typeof example;

const values = (d: OrderMailData) => ({
  orderNumber: d.orderNumber,
  store: d.store,
  items: itemLines(d.items),
  delivery: d.delivery,
  // A pickup or a download has no delivery to be free: say what it is instead.
  deliveryFee:
    d.deliveryMethod === "delivery"
      ? d.deliveryFee
        ? formatNaira(d.deliveryFee)
        : c.deliveryFee.free
      : c.deliveryFee[d.deliveryMethod],
  total: formatNaira(d.total),
});

/**
 * The buyer's e-mail for one vendor order once the payment is confirmed: its items,
 * delivery and total, and the link to the order page (the guest's credential). With
 * the payment reference it is the payer's receipt (Fulfilment `receiptMail: "own"`).
 */
export const orderPlacedMail = defineMail("order_placed", {
  title: "Order placed",
  description: "Sent to the buyer for each store's order once the payment is confirmed.",
  example,
  placeholders: {
    ...orderPlaceholders,
    buyerName: { label: "the buyer's name" },
    reference: { label: "the payment reference" },
    digital: {
      label:
        "for digital items: download links (15 minutes) and the order page, the link that lasts",
      kind: "block",
    },
    orderLink: { label: "the order page", kind: "link", required: true },
  },
  values: (d) => {
    const orderLink = link(d.origin, `/orders/${encodeURIComponent(d.accessToken)}`);
    return {
      ...values(d),
      buyerName: d.buyerName || "there",
      reference: d.reference,
      digital: downloadLines(d.origin, d.downloads, orderLink),
      orderLink,
    };
  },
  subject: c.buyerSubject("{{orderNumber}}", "{{store}}"),
  body: [
    c.buyerIntro("{{buyerName}}"),
    "",
    "{{items}}",
    "",
    "  Delivery:   {{deliveryFee}}",
    "  Total paid: {{total}}",
    "  Reference:  {{reference}}",
    "",
    "{{delivery}}",
    "{{digital}}",
    "",
    `${c.buyerNext} {{orderLink}}`,
    "",
    "Naija Creators · Lagos, Nigeria",
  ].join("\n"),
});

/** The vendor's e-mail for a new paid order (with a notification on the dashboard). */
export const orderPaidVendorMail = defineMail("order_paid_vendor", {
  title: "New paid order (vendor)",
  description: "Sent to the store's owner when one of its orders is paid.",
  example,
  placeholders: {
    ...orderPlaceholders,
    salesLink: { label: "the vendor's sales page", kind: "link", required: true },
  },
  values: (d) => ({
    ...values(d),
    salesLink: link(d.origin, "/dashboard/sales"),
  }),
  subject: c.vendorSubject("{{orderNumber}}"),
  body: [
    c.vendorIntro("{{store}}"),
    "",
    "{{items}}",
    "",
    "  Delivery:   {{deliveryFee}}",
    "  Total:      {{total}}",
    "",
    "{{delivery}}",
    "",
    "{{salesLink}}",
    "",
    "Naija Creators · Lagos, Nigeria",
  ].join("\n"),
});
