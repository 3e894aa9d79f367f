import { paymentMethodName } from "~/features/payments/payment-method-name";
import { formatDateTime } from "~/lib/dates";
import { defineMail, link } from "~/lib/mail/mail-template";
import { formatNaira } from "~/lib/money";
import { tipMailCopy } from "./messages";

/** The fan's thank-you with the receipt, queued in the confirming transaction. */
export const tipReceiptMail = defineMail("tip_receipt", {
  title: "Support receipt",
  description: "Sent to a fan once their support for a creator is confirmed.",
  example: {
    origin: "https://naija.example",
    creator: "Adaeze Okafor",
    amount: 1000,
    reference: "NC-TIP-EXAMPLE",
    paidAt: new Date("2026-11-20T10:00:00Z"),
    provider: "paystack",
    method: "card" as string | null,
    supportPath: "/support/adaeze_creates" as string | null,
  },
  placeholders: {
    creator: { label: "the creator's name" },
    amount: { label: "the amount, e.g. ₦1,000" },
    reference: { label: "the payment reference" },
    date: { label: "when it was paid (Lagos time)" },
    method: { label: "how it was paid, e.g. Card (Paystack)" },
    receiptLink: { label: "the receipt page", kind: "link" },
    supportLink: { label: "the creator's support page (or the home page)", kind: "link" },
  },
  values: (d) => ({
    creator: d.creator,
    amount: formatNaira(d.amount),
    reference: d.reference,
    date: formatDateTime(d.paidAt),
    method: paymentMethodName(d.provider, d.method),
    receiptLink: link(d.origin, `/payments/receipts/${encodeURIComponent(d.reference)}`),
    supportLink: link(d.origin, d.supportPath ?? "/"),
  }),
  subject: tipMailCopy.receiptSubject("{{creator}}"),
  body: [
    "Thank you!",
    "",
    "Your support for {{creator}} don land. It goes to them, less the platform's donation fee.",
    "",
    "Receipt",
    "  Amount:     {{amount}}",
    "  Reference:  {{reference}}",
    "  Date:       {{date}} (Lagos)",
    "  Method:     {{method}}",
    "  For:        Support for {{creator}}",
    "",
    "See this receipt any time: {{receiptLink}}",
    "{{creator}}'s supporters: {{supportLink}}",
    "",
    "Naija Creators · Lagos, Nigeria",
  ].join("\n"),
});

/** The creator hears of a fan's support, with the fan's message (public or private). */
export const tipReceivedMail = defineMail("tip_received", {
  title: "Support received",
  description: "Sent to a creator when a fan's support for them is confirmed.",
  example: {
    origin: "https://naija.example",
    name: "Tunde",
    amount: 1000,
    message: "Your last video helped me well well. Keep going!" as string | null,
    messagePublic: true,
  },
  placeholders: {
    name: { label: "the supporter's name, or Anonymous" },
    amount: { label: "the amount, e.g. ₦1,000" },
    message: { label: "the supporter's message" },
    visibility: { label: "whether the message shows on the supporters list" },
    supportersLink: { label: "the creator's Supporters page", kind: "link" },
    earningsLink: { label: "the creator's earnings page", kind: "link" },
  },
  values: (d) => ({
    name: d.name,
    amount: formatNaira(d.amount),
    message: d.message ?? "(no message)",
    visibility: d.message
      ? d.messagePublic
        ? "It shows on your Supporters list; you can hide it there."
        : "They asked to keep it between you two: only you see it."
      : "",
    supportersLink: link(d.origin, "/dashboard/supporters"),
    earningsLink: link(d.origin, "/payments?tab=payouts"),
  }),
  subject: tipMailCopy.receivedSubject("{{name}}", "{{amount}}"),
  body: [
    "Good news!",
    "",
    "{{name}} supported you with {{amount}}.",
    "",
    "Their message:",
    "{{message}}",
    "{{visibility}}",
    "",
    "The amount, less the platform's donation fee, is in your earnings and goes out with your next payout: {{earningsLink}}",
    "All your supporters: {{supportersLink}}",
    "",
    "Naija Creators · Lagos, Nigeria",
  ].join("\n"),
});
