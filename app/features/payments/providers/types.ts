/**
 * What every payment provider adapter does. Amounts cross this boundary in the
 * provider's minor unit (kobo for NGN, cents for USD): that is what providers
 * report back, and what the confirmation compares against what we asked for.
 */
export type ProviderName = "paystack" | "paypal" | "test";

export interface InitializeInput {
  reference: string;
  /** Whole naira (docs/product-decisions.md > Money); adapters convert at their boundary. */
  amount: number;
  email: string;
  /** Absolute URL the provider sends the browser back to. */
  callbackUrl: string;
  metadata: Record<string, unknown>;
  /** A seller's Paystack subaccount code: the sale's share is split to it. */
  subaccount?: string | null;
  /** The platform fee in naira, the platform's share when splitting. */
  platformFee: number;
}

export interface InitializeResult {
  redirectUrl: string;
  /** What the provider will charge, in its minor unit and currency. */
  providerAmount: number;
  providerCurrency: string;
  exchangeRate?: number | null;
  /** The provider's own id for this payment, when it has one (PayPal order id). */
  providerReference?: string | null;
}

export type VerifiedStatus = "success" | "failed" | "cancelled" | "pending";

/** A provider's word on a payment, from a webhook or a verify call. */
export interface ProviderResult {
  provider: ProviderName;
  status: VerifiedStatus;
  /** Charged amount in the provider's minor unit, and its currency. */
  amount: number;
  currency: string;
  /** card, bank, ussd, bank_transfer, paypal, test … */
  channel?: string | null;
  /** The provider's reason for a failure (e.g. "Declined", "Insufficient Funds"). */
  gatewayResponse?: string | null;
  /** The provider's raw answer, stored on the transaction. */
  raw: Record<string, unknown>;
}

/** Initialization did not give us a checkout URL (provider down, timeout, refusal). */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly provider: ProviderName,
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = "ProviderUnavailableError";
  }
}
