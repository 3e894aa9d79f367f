import { formatDateTime } from "~/lib/dates";
import { defineMail, link } from "~/lib/mail/mail-template";
import { formatNaira } from "~/lib/money";
import { paymentMethodName } from "./payment-method-name";
import { paymentToasts, purchaseMailCopy as c } from "./messages";

const receiptLink = (origin: string, reference: string) =>
  link(origin, `/payments/receipts/${encodeURIComponent(reference)}`);

const paymentPlaceholders = {
  reference: { label: "the payment reference" },
  purpose: { label: "what was paid for" },
  receiptLink: { label: "the receipt page", kind: "link" },
} as const;

/**
 * The payer's receipt for a delivered payment, whatever it bought, queued by the checkout
 * in the confirming transaction (unless the area's own mail already is one: Fulfilment
 * `receiptMail`). The link opens for the account with this e-mail address or user id.
 */
export const paymentReceiptMail = defineMail("payment_receipt", {
  title: "Payment receipt",
  description:
    "Sent to the payer once a payment is confirmed (advertisements and every purchase without its own receipt e-mail).",
  example: {
    origin: "https://naija.example",
    amount: 100_000,
    reference: "NC-EXAMPLE",
    paidAt: new Date("2026-11-20T10:00:00Z"),
    provider: "paystack",
    method: "card" as string | null,
    purpose: "Advertisement: Jollof for every party",
  },
  placeholders: {
    ...paymentPlaceholders,
    amount: { label: "the amount paid, e.g. ₦100,000" },
    date: { label: "when it was paid (Lagos time)" },
    method: { label: "how it was paid, e.g. Card (Paystack)" },
  },
  values: (d) => ({
    amount: formatNaira(d.amount),
    reference: d.reference,
    date: formatDateTime(d.paidAt),
    method: paymentMethodName(d.provider, d.method),
    purpose: d.purpose,
    receiptLink: receiptLink(d.origin, d.reference),
  }),
  subject: c.receiptSubject("{{purpose}}"),
  body: [
    c.receiptIntro,
    "",
    "  Amount:     {{amount}}",
    "  For:        {{purpose}}",
    "  Reference:  {{reference}}",
    "  Date:       {{date}} (Lagos)",
    "  Method:     {{method}}",
    "",
    `${c.receiptOnline} {{receiptLink}}`,
    "",
    c.signature,
  ].join("\n"),
});

/** Why a paid purchase is being refunded, sent in the confirming transaction. */
export const purchaseUnfulfillableMail = defineMail("purchase_unfulfillable", {
  title: "Purchase could not be delivered",
  description:
    "Sent when a payment arrives for something no longer available; a full refund follows.",
  example: {
    origin: "https://naija.example",
    purpose: "2 × Regular: Lagos Jazz Night",
    reason: undefined as string | undefined,
    amount: 10000,
    reference: "NC-EXAMPLE",
  },
  placeholders: {
    ...paymentPlaceholders,
    reason: { label: "why it could not be delivered" },
    amount: { label: "the amount paid" },
  },
  values: (d) => ({
    purpose: d.purpose,
    reason: d.reason ?? c.unfulfillableDefaultReason,
    amount: formatNaira(d.amount),
    reference: d.reference,
    receiptLink: receiptLink(d.origin, d.reference),
  }),
  subject: c.unfulfillableSubject,
  body: [
    c.unfulfillableIntro("{{purpose}}"),
    "",
    "{{reason}}",
    "",
    c.unfulfillableRefund,
    "",
    "  Amount:     {{amount}}",
    "  Reference:  {{reference}}",
    "",
    "{{receiptLink}}",
    "",
    c.signature,
  ].join("\n"),
});

/** A refund (full or part) has been applied to a payment. */
export const paymentRefundedMail = defineMail("payment_refunded", {
  title: "Payment refunded",
  description: "Sent to the payer when a refund (full or part) is applied to their payment.",
  example: {
    origin: "https://naija.example",
    naira: 2500,
    refunded: 2500,
    total: 10000,
    reference: "NC-EXAMPLE",
    purpose: "Order: Adire tote bag",
    reason: "Damaged in delivery" as string | undefined,
  },
  placeholders: {
    ...paymentPlaceholders,
    amount: { label: "the amount refunded now" },
    refunded: { label: "everything refunded on this payment so far" },
    total: { label: "the payment's total" },
    reason: { label: "the reason, with its label (empty when none)" },
  },
  values: (d) => ({
    amount: formatNaira(d.naira),
    refunded: formatNaira(d.refunded),
    total: formatNaira(d.total),
    reference: d.reference,
    purpose: d.purpose,
    reason: d.reason ? `  Reason:           ${d.reason}` : "",
    receiptLink: receiptLink(d.origin, d.reference),
  }),
  subject: paymentToasts.refundMailSubject,
  body: [
    paymentToasts.refundNotice("{{amount}}", "{{reference}}").message,
    "",
    "  Amount refunded:  {{amount}}",
    "  Total refunded:   {{refunded}} of {{total}}",
    "  Reference:        {{reference}}",
    "  Purpose:          {{purpose}}",
    "{{reason}}",
    "",
    "{{receiptLink}}",
    "",
    c.signature,
  ].join("\n"),
});
