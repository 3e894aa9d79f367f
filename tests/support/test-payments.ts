import { confirmPayment, findPayment } from "~/features/payments/checkout.server";
import { signTestOutcome, testResultFromCallback } from "~/features/payments/providers/test.server";

/**
 * Pays a pending payment in full as the test provider's checkout page does (its signed
 * "pay" outcome for the whole amount; "decline" fails it), through the one completion
 * path; answers what `confirmPayment` answered.
 */
export async function payWithTestProvider(reference: string, outcome: "pay" | "decline" = "pay") {
  const txn = await findPayment(reference);
  if (!txn) throw new Error(`no payment ${reference}`);
  const amount = txn.totalAmount * 100;
  const result = testResultFromCallback({
    reference,
    outcome,
    amount,
    currency: "NGN",
    signature: signTestOutcome(reference, outcome, amount, "NGN"),
  });
  if (!result) throw new Error(`the test outcome of ${reference} did not verify`);
  return confirmPayment(reference, result);
}
