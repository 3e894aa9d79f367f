import type { Tx } from "~/lib/db/client.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import { publicBaseUrl } from "~/lib/public-url.server";
import type { PaymentTransaction } from "./fulfilment";
import { paymentReceiptMail, purchaseUnfulfillableMail } from "./payment-mails";

/** Tells the buyer, in the confirming transaction, why a paid purchase is being refunded. */
export async function sendUnfulfillableMail(
  tx: Tx,
  txn: PaymentTransaction,
  reason: string | undefined,
) {
  await sendMail(
    {
      to: txn.email,
      ...purchaseUnfulfillableMail.render({
        origin: publicBaseUrl(),
        purpose: txn.purpose,
        reason,
        amount: txn.totalAmount,
        reference: txn.paymentReference,
      }),
    },
    tx,
  );
}

/** The payer's receipt, queued in the confirming transaction (Fulfilment `receiptMail`). */
export async function sendReceiptMail(tx: Tx, txn: PaymentTransaction) {
  await sendMail(
    {
      to: txn.email,
      ...paymentReceiptMail.render({
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
