import { paymentCentreCopy } from "./messages";

/**
 * How a payment was made, in words: the provider's name, then the channel when the
 * provider reported a known one ("Paystack · Card", "PayPal", "Test provider"). The one
 * function behind receipts, the history table, the admin refund view and e-mails, so a
 * raw enum value ("test") never reaches a person.
 */
export function paymentMethodName(provider: string, method?: string | null): string {
  const name = paymentCentreCopy.providers[provider] ?? provider;
  const channel = method ? paymentCentreCopy.methods[method] : undefined;
  return channel ? `${name} · ${channel}` : name;
}
