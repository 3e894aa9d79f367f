/**
 * Payments' own texts (the shared catalogue is lib/messages.ts). Client-safe: plain
 * strings and functions only.
 */
export const purchaseMailCopy = {
  unfulfillableSubject: "We couldn't complete your purchase: your money is coming back",
  unfulfillableIntro: (purpose: string) =>
    `Your payment for "${purpose}" went through, but we could not deliver it.`,
  unfulfillableDefaultReason:
    "What you paid for was no longer available when your payment arrived.",
  unfulfillableRefund:
    "We have started a full refund to the card or account you paid with. Banks usually show it within 5–10 working days; we will e-mail you again once it is done.",
  signature: "Naija Creators · Lagos, Nigeria",
} as const;
