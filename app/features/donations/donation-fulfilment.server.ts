import type { Fulfilment, PaymentTransaction } from "~/features/payments/fulfilment";
import type { Tx } from "~/lib/db/client.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import { publicBaseUrl } from "~/lib/public-url.server";
import { donationReceiptMail } from "./donation-mails";

/**
 * Donations buy nothing but themselves, so they can always be delivered and there
 * is nothing to hold, release or void; the donor gets a thank-you e-mail with a
 * receipt, queued in the confirming transaction. The reference user of the
 * purchase contract (docs/decisions/014-purchase-contract.md).
 */
export const donationFulfilment: Fulfilment = {
  ledgerEntry: "donation",
  // Its thank-you e-mail is the receipt (donation_receipt).
  receiptMail: "own",

  // A gift is the recipient's at once: nothing is delivered later.
  async releaseEvents({ lines }) {
    return new Map(lines.map((line) => [line.id, { kind: "now" as const }]));
  },
  async fulfil({ tx, txn }) {
    await sendDonationReceipt(tx, txn);
    return { kind: "fulfilled" };
  },
  async release() {},
  async refunded() {},
};

async function sendDonationReceipt(tx: Tx, txn: PaymentTransaction) {
  await sendMail(
    {
      to: txn.email,
      ...donationReceiptMail.render({
        origin: publicBaseUrl(),
        amount: txn.totalAmount,
        reference: txn.paymentReference,
        paidAt: txn.paidAt ?? new Date(),
        provider: txn.provider,
        method: txn.paymentMethod,
        purpose: txn.purpose,
      }),
    },
    tx,
  );
}
