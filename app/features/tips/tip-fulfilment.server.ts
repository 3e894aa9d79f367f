import { eq } from "drizzle-orm";
import { tips } from "~/db/schema";
import { displayName } from "~/features/accounts/display-name";
import type { Fulfilment, PaymentTransaction } from "~/features/payments/fulfilment";
import { notifyUsers } from "~/features/notifications/notifications.server";
import type { Tx } from "~/lib/db/client.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import { formatNaira } from "~/lib/money";
import { publicBaseUrl } from "~/lib/public-url.server";
import { supportersCopy, tipNoticeCopy, tipUnfulfillable } from "./messages";
import { payee } from "./start-tip.server";
import { tipReceiptMail, tipReceivedMail } from "./tip-mails";
import { isPayable } from "./tip-rules";

/**
 * A fan's support for a creator (ADR 072): the creator's line is booked as a donation
 * (their earnings, statement and next payout, the platform's donation fee taken) and is
 * theirs at once, like any gift. Whether the creator may still be paid is asked again
 * here, under a share lock on their profile (a suspension waits for this transaction):
 * if not, the payment is unfulfillable (`recipient_unavailable`) and payments refunds
 * it automatically with the system actor and tells the fan why. Otherwise the fan gets
 * a thank-you receipt of its own (naming the creator) and the creator a notice and an
 * e-mail with the message. A refunded tip leaves Supporters by itself (only paid tips
 * show), so there is nothing to void or free.
 */
export const tipFulfilment: Fulfilment = {
  ledgerEntry: "donation",
  receiptMail: "own",

  async releaseEvents({ lines }) {
    return new Map(lines.map((line) => [line.id, { kind: "now" as const }]));
  },
  async fulfil({ tx, txn }) {
    const [tip] = txn.orderId ? await tx.select().from(tips).where(eq(tips.id, txn.orderId)) : [];
    const creator = tip ? await payee(tx, tip.creatorId, true) : null;
    if (!tip || !creator || !isPayable(creator)) {
      return { kind: "unfulfillable", reason: "recipient_unavailable" };
    }
    const name = displayName(creator);
    await sendTipReceipt(tx, txn, name, creator.username);
    const from = tip.displayName ?? supportersCopy.anonymous;
    const amount = formatNaira(txn.totalAmount);
    await notifyUsers(tx, [
      {
        userId: creator.id,
        type: "tips.received",
        title: tipNoticeCopy.title(from, amount),
        message: tipNoticeCopy.message(tip.message),
        data: { href: "/dashboard/supporters", tip_id: tip.id },
      },
    ]);
    await sendMail(
      {
        to: creator.email,
        ...tipReceivedMail.render({
          origin: publicBaseUrl(),
          name: from,
          amount: txn.totalAmount,
          message: tip.message,
          messagePublic: tip.messagePublic,
        }),
      },
      tx,
    );
    return { kind: "fulfilled" };
  },
  async release() {},
  async refunded() {},
  describeUnfulfillable: () => tipUnfulfillable,
};

async function sendTipReceipt(
  tx: Tx,
  txn: PaymentTransaction,
  creator: string,
  username: string | null,
) {
  await sendMail(
    {
      to: txn.email,
      ...tipReceiptMail.render({
        origin: publicBaseUrl(),
        creator,
        amount: txn.totalAmount,
        reference: txn.paymentReference,
        paidAt: txn.paidAt ?? new Date(),
        provider: txn.provider,
        method: txn.paymentMethod,
        supportPath: username ? `/support/${username}` : null,
      }),
    },
    tx,
  );
}
