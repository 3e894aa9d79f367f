import type { Tx } from "~/lib/db/client.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import { formatNaira } from "~/lib/money";
import type { PaymentTransaction } from "./fulfilment";
import { purchaseMailCopy } from "./messages";

/** Tells the buyer, in the confirming transaction, why a paid purchase is being refunded. */
export async function sendUnfulfillableMail(
  tx: Tx,
  txn: PaymentTransaction,
  reason: string | undefined,
) {
  const c = purchaseMailCopy;
  await sendMail(
    {
      to: txn.email,
      subject: c.unfulfillableSubject,
      template: "purchase_unfulfillable",
      text: [
        c.unfulfillableIntro(txn.purpose),
        "",
        reason ?? c.unfulfillableDefaultReason,
        "",
        c.unfulfillableRefund,
        "",
        `  Amount:     ${formatNaira(txn.totalAmount)}`,
        `  Reference:  ${txn.paymentReference}`,
        "",
        c.signature,
      ].join("\n"),
    },
    tx,
  );
}
