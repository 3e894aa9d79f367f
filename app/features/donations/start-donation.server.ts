import { createPayment } from "~/features/payments/checkout.server";
import { formatNaira } from "~/lib/money";
import type { DonationInput } from "./donation-schema";

export const DONATION_PURPOSE = "Donation to Naija Creators";

/** A signed-in person gives to the platform: one line, paid to the platform itself. */
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
    lines: [{ payeeUserId: null, amount: input.amount, feeCategory: "donations" }],
    provider: input.method,
    purpose: DONATION_PURPOSE,
    returnPath: "/donate",
    metadata: { amount_display: formatNaira(input.amount) },
    origin: input.origin,
  });
}
