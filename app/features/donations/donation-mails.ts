import { paymentMethodName } from "~/features/payments/payment-method-name";
import { formatDateTime } from "~/lib/dates";
import { defineMail, link } from "~/lib/mail/mail-template";
import { formatNaira } from "~/lib/money";
import { donationMailCopy } from "./messages";

/** The donor's thank-you with the receipt, queued in the confirming transaction. */
export const donationReceiptMail = defineMail("donation_receipt", {
  example: {
    origin: "https://naija.example",
    amount: 5000,
    reference: "NC-DON-EXAMPLE",
    paidAt: new Date("2026-11-20T10:00:00Z"),
    provider: "paystack",
    method: "card" as string | null,
    purpose: "Support Naija Creators",
  },
  render: (d) => ({
    subject: donationMailCopy.receiptSubject,
    text: [
      "Thank you!",
      "",
      "Your donation don land. We appreciate you well well: it keeps Naija Creators free for creators across Nigeria.",
      "",
      "Receipt",
      `  Amount:     ${formatNaira(d.amount)}`,
      `  Reference:  ${d.reference}`,
      `  Date:       ${formatDateTime(d.paidAt)} (Lagos)`,
      `  Method:     ${paymentMethodName(d.provider, d.method)}`,
      `  Purpose:    ${d.purpose}`,
      "",
      `See this receipt any time: ${link(d.origin, `/payments/receipts/${encodeURIComponent(d.reference)}`)}`,
      "",
      "Naija Creators · Lagos, Nigeria",
    ].join("\n"),
  }),
});
