import type { InitializeInput, InitializeResult, ProviderResult } from "./types";
import { ProviderUnavailableError } from "./types";

// PayPal Orders v2 is not built yet; with PayPal keys set payments refuse cleanly.
export async function initializePaypal(_input: InitializeInput): Promise<InitializeResult> {
  throw new ProviderUnavailableError("paypal", "PayPal adapter not implemented");
}

export async function verifyPaypal(_orderId: string): Promise<ProviderResult | null> {
  return null;
}
