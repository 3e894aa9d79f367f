import { defineMail, link } from "~/lib/mail/mail-template";
import { formatNaira } from "~/lib/money";
import { paymentToasts, purchaseMailCopy } from "./messages";

const receiptLink = (origin: string, reference: string) =>
  link(origin, `/payments/receipts/${encodeURIComponent(reference)}`);

/** Why a paid purchase is being refunded, sent in the confirming transaction. */
export const purchaseUnfulfillableMail = defineMail("purchase_unfulfillable", {
  example: {
    origin: "https://naija.example",
    purpose: "2 × Regular: Lagos Jazz Night",
    reason: undefined as string | undefined,
    amount: 10000,
    reference: "NC-EXAMPLE",
  },
  render: (d) => {
    const c = purchaseMailCopy;
    return {
      subject: c.unfulfillableSubject,
      text: [
        c.unfulfillableIntro(d.purpose),
        "",
        d.reason ?? c.unfulfillableDefaultReason,
        "",
        c.unfulfillableRefund,
        "",
        `  Amount:     ${formatNaira(d.amount)}`,
        `  Reference:  ${d.reference}`,
        "",
        receiptLink(d.origin, d.reference),
        "",
        c.signature,
      ].join("\n"),
    };
  },
});

/** A refund (full or part) has been applied to a payment. */
export const paymentRefundedMail = defineMail("payment_refunded", {
  example: {
    origin: "https://naija.example",
    naira: 2500,
    refunded: 2500,
    total: 10000,
    reference: "NC-EXAMPLE",
    purpose: "Order: Adire tote bag",
    reason: "Damaged in delivery" as string | undefined,
  },
  render: (d) => {
    const notice = paymentToasts.refundNotice(formatNaira(d.naira), d.reference);
    return {
      subject: paymentToasts.refundMailSubject,
      text: [
        notice.message,
        "",
        `  Amount refunded:  ${formatNaira(d.naira)}`,
        `  Total refunded:   ${formatNaira(d.refunded)} of ${formatNaira(d.total)}`,
        `  Reference:        ${d.reference}`,
        `  Purpose:          ${d.purpose}`,
        ...(d.reason ? [`  Reason:           ${d.reason}`] : []),
        "",
        receiptLink(d.origin, d.reference),
        "",
        purchaseMailCopy.signature,
      ].join("\n"),
    };
  },
});
