import type { Tx } from "~/lib/db/client.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import { publicBaseUrl } from "~/lib/public-url.server";
import type { PaymentTransaction } from "./fulfilment";
import { paymentReceiptMail, purchaseUnfulfillableMail } from "./payment-mails";

/** Tells the buyer, in the confirming transaction, why a paid purchase (or one part of it) is being refunded. */
export async function sendUnfulfillableMail(
  tx: Tx,
  txn: PaymentTransaction,
  reason: string | undefined,
  /** One line of the payment that could not be delivered (the rest was). */
  part?: { purpose: string; amount: number },
) {
  await sendMail(
    {
      to: txn.email,
      ...purchaseUnfulfillableMail.render({
        origin: publicBaseUrl(),
        purpose: part?.purpose ?? txn.purpose,
        reason,
        amount: part?.amount ?? txn.totalAmount,
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
