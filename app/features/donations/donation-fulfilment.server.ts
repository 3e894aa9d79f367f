import type { Fulfilment, PaymentTransaction } from "~/features/payments/fulfilment";
import type { Tx } from "~/lib/db/client.server";
import { getEnv } from "~/lib/env.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import { formatDateTime } from "~/lib/dates";
import { donationMailCopy } from "./messages";
import { formatNaira } from "~/lib/money";

/**
 * Donations buy nothing but themselves, so they can always be delivered and there
 * is nothing to hold, release or void; the donor gets a thank-you e-mail with a
 * receipt, queued in the confirming transaction. The reference user of the
 * purchase contract (docs/decisions/014-purchase-contract.md).
 */
export const donationFulfilment: Fulfilment = {
  ledgerEntry: "donation",
  async fulfil({ tx, txn }) {
    await sendDonationReceipt(tx, txn);
    return { kind: "fulfilled" };
  },
  async release() {},
  async refunded() {},
};

async function sendDonationReceipt(tx: Tx, txn: PaymentTransaction) {
  const base = getEnv().PUBLIC_URL ?? "";
  await sendMail(
    {
      to: txn.email,
      subject: donationMailCopy.receiptSubject,
      template: "donation_receipt",
      text: [
        "Thank you!",
        "",
        "Your donation don land. We appreciate you well well: it keeps Naija Creators free for creators across Nigeria.",
        "",
        "Receipt",
        `  Amount:     ${formatNaira(txn.totalAmount)}`,
        `  Reference:  ${txn.paymentReference}`,
        `  Date:       ${formatDateTime(txn.paidAt ?? new Date())} (Lagos)`,
        `  Method:     ${txn.paymentMethod ?? txn.provider}`,
        `  Purpose:    ${txn.purpose}`,
        "",
        `See it any time in your payment history: ${base}/payments`,
        "",
        "Naija Creators · Lagos, Nigeria",
      ].join("\n"),
    },
    tx,
  );
}
