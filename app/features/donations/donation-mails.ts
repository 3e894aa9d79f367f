import { paymentMethodName } from "~/features/payments/payment-method-name";
import { formatDateTime } from "~/lib/dates";
import { defineMail, link } from "~/lib/mail/mail-template";
import { formatNaira } from "~/lib/money";
import { donationMailCopy } from "./messages";

/** The donor's thank-you with the receipt, queued in the confirming transaction. */
export const donationReceiptMail = defineMail("donation_receipt", {
  title: "Donation receipt",
  description: "Sent to a donor once their donation is confirmed.",
  example: {
    origin: "https://naija.example",
    amount: 5000,
    reference: "NC-DON-EXAMPLE",
    paidAt: new Date("2026-11-20T10:00:00Z"),
    provider: "paystack",
    method: "card" as string | null,
    purpose: "Support Naija Creators",
  },
  placeholders: {
    amount: { label: "the amount, e.g. ₦5,000" },
    reference: { label: "the payment reference" },
    date: { label: "when it was paid (Lagos time)" },
    method: { label: "how it was paid, e.g. Card (Paystack)" },
    purpose: { label: "what the donation is for" },
    receiptLink: { label: "the receipt page", kind: "link" },
  },
  values: (d) => ({
    amount: formatNaira(d.amount),
    reference: d.reference,
    date: formatDateTime(d.paidAt),
    method: paymentMethodName(d.provider, d.method),
    purpose: d.purpose,
    receiptLink: link(d.origin, `/payments/receipts/${encodeURIComponent(d.reference)}`),
  }),
  subject: donationMailCopy.receiptSubject,
  body: [
    "Thank you!",
    "",
    "Your donation don land. We appreciate you well well: it keeps Naija Creators free for creators across Nigeria.",
    "",
    "Receipt",
    "  Amount:     {{amount}}",
    "  Reference:  {{reference}}",
    "  Date:       {{date}} (Lagos)",
    "  Method:     {{method}}",
    "  Purpose:    {{purpose}}",
    "",
    "See this receipt any time: {{receiptLink}}",
    "",
    "Naija Creators · Lagos, Nigeria",
  ].join("\n"),
});
