import type { Tx } from "~/lib/db/client.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import { publicBaseUrl } from "~/lib/public-url.server";
import type { PaymentTransaction } from "./fulfilment";
import { purchaseUnfulfillableMail } from "./payment-mails";

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
