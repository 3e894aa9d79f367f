import crypto from "node:crypto";
import { getSecrets } from "~/lib/secrets.server";
import type { InitializeInput, InitializeResult, ProviderResult } from "./types";

/**
 * The built-in test provider: a local checkout page instead of a payment company.
 * Its word reaches us as a callback signed with a secret only this server knows,
 * through the same confirmation as Paystack's and PayPal's webhooks.
 */
export const TEST_OUTCOMES = ["pay", "decline", "cancel"] as const;
export type TestOutcome = (typeof TEST_OUTCOMES)[number];

export function testCheckoutPath(reference: string) {
  return `/payments/test-checkout/${encodeURIComponent(reference)}`;
}

export function initializeTestPayment(input: InitializeInput): InitializeResult {
  return {
    redirectUrl: testCheckoutPath(input.reference),
    providerAmount: input.amount * 100,
    providerCurrency: "NGN",
  };
}

function payload(reference: string, outcome: TestOutcome, amount: number, currency: string) {
  return `${reference}|${outcome}|${amount}|${currency}`;
}

/** Signs one outcome for one payment; the checkout page puts it in each button's form. */
export function signTestOutcome(
  reference: string,
  outcome: TestOutcome,
  amount: number,
  currency: string,
) {
  return crypto
    .createHmac("sha256", getSecrets().paymentsTestSecret)
    .update(payload(reference, outcome, amount, currency))
    .digest("hex");
}

export function safeEqualHex(a: string, b: string) {
  const x = Buffer.from(a, "utf8");
  const y = Buffer.from(b, "utf8");
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** The provider's word from a signed callback, or null when the signature is wrong. */
export function testResultFromCallback(input: {
  reference: string;
  outcome: string;
  amount: number;
  currency: string;
  signature: string;
}): ProviderResult | null {
  const outcome = TEST_OUTCOMES.find((o) => o === input.outcome);
  if (!outcome || !Number.isInteger(input.amount)) return null;
  const expected = signTestOutcome(input.reference, outcome, input.amount, input.currency);
  if (!safeEqualHex(expected, input.signature)) return null;
  return {
    provider: "test",
    status: outcome === "pay" ? "success" : outcome === "decline" ? "failed" : "cancelled",
    amount: input.amount,
    currency: input.currency,
    channel: "test",
    gatewayResponse: outcome === "pay" ? "Approved" : outcome === "decline" ? "Declined" : null,
    raw: {
      provider: "test",
      reference: input.reference,
      outcome,
      amount: input.amount,
      currency: input.currency,
      at: new Date().toISOString(),
    },
  };
}
