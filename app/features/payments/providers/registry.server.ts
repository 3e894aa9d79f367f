import { initializePaypal, verifyPaypal } from "./paypal.server";
import { initializePaystack, verifyPaystack } from "./paystack.server";
import { initializeTestPayment } from "./test.server";
import {
  ProviderUnavailableError,
  type InitializeInput,
  type InitializeResult,
  type ProviderName,
  type ProviderResult,
} from "./types";

/** Starts a payment with the provider; throws ProviderUnavailableError when it cannot. */
export async function initializeWith(
  provider: ProviderName,
  input: InitializeInput,
): Promise<InitializeResult> {
  switch (provider) {
    case "paystack":
      return initializePaystack(input);
    case "test":
      return initializeTestPayment(input);
    case "paypal":
      return initializePaypal(input);
  }
}

/**
 * The provider's current word on a payment; null when the provider has none (the
 * test provider keeps no state: its signed callback is its only word).
 */
export async function verifyWith(
  provider: ProviderName,
  reference: string,
  providerReference?: string | null,
): Promise<ProviderResult | null> {
  switch (provider) {
    case "paystack":
      return verifyPaystack(reference);
    case "test":
      return null;
    case "paypal":
      return providerReference ? verifyPaypal(providerReference) : null;
  }
}

export { ProviderUnavailableError };
