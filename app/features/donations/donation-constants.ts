// Zod-free values the donate page shows: importing them from donation-schema.ts
// would bring Zod (~24 kB gzip) into the browser for a few numbers.

/** Spec 001 §9: quick amounts and the ₦100 minimum. */
export const DONATION_QUICK_AMOUNTS = [1_000, 2_500, 5_000, 10_000, 25_000, 50_000] as const;
export const MIN_DONATION = 100;
// A sanity ceiling: larger gifts are arranged with the team, not through a card form.
export const MAX_DONATION = 10_000_000;
export const DONATION_METHODS = ["paystack", "paypal"] as const;
