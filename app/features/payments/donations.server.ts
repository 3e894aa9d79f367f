import { getEnv } from "~/lib/env.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import { paymentsCopy } from "~/lib/messages";
import { formatNaira } from "~/lib/money";
import { createPayment, registerFulfilment, type PaymentTransaction } from "./checkout.server";
import type { DonationInput } from "./donation-schema";

export const DONATION_PURPOSE = "Donation to Naija Creators";

/**
 * Donations pay nothing but themselves: no order to fulfil or release. The donor
 * gets a thank-you e-mail with a receipt once the payment is confirmed.
 */
export function registerDonationFulfilment() {
  registerFulfilment("donation", {
    fulfil: async () => {},
    release: async () => {},
    afterSuccess: sendDonationReceipt,
  });
}

export async function startDonation(
  input: DonationInput & {
    user: { id: string; email: string };
    origin: string;
  },
) {
  return createPayment({
    transactionType: "donation",
    userId: input.user.id,
    email: input.user.email,
    amount: input.amount,
    feeCategory: "donations",
    provider: input.method,
    purpose: DONATION_PURPOSE,
    returnPath: "/donate",
    metadata: { amount_display: formatNaira(input.amount) },
    origin: input.origin,
  });
}

export async function sendDonationReceipt(txn: PaymentTransaction) {
  const base = getEnv().PUBLIC_URL ?? "";
  const lagos = new Intl.DateTimeFormat("en-NG", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Africa/Lagos",
  });
  await sendMail({
    to: txn.email,
    subject: paymentsCopy.receipt.subject,
    template: "donation_receipt",
    text: [
      "Thank you!",
      "",
      "Your donation don land. We appreciate you well well: it keeps Naija Creators free for creators across Nigeria.",
      "",
      "Receipt",
      `  Amount:     ${formatNaira(txn.totalAmount)}`,
      `  Reference:  ${txn.paymentReference}`,
      `  Date:       ${lagos.format(txn.paidAt ?? new Date())} (Lagos)`,
      `  Method:     ${txn.paymentMethod ?? txn.provider}`,
      `  Purpose:    ${txn.purpose}`,
      "",
      `See it any time in your payment history: ${base}/payments`,
      "",
      "Naija Creators · Lagos, Nigeria",
    ].join("\n"),
  });
}
