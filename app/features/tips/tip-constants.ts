// Zod-free values the support forms show: importing them from tip-schema.ts would bring
// Zod into the browser (the content page's panel) for a few numbers.

/** Issue 35: the quick amounts of a fan's support. */
export const TIP_QUICK_AMOUNTS = [500, 1_000, 2_500, 5_000] as const;
/**
 * The spec's donation minimum and the donations' ceiling (features/donations'
 * MIN_DONATION and MAX_DONATION: a tip is a donation to a person). Held equal to them by
 * tip-schema.test.ts, since a feature may not import another's constants.
 */
export const MIN_TIP = 100;
export const MAX_TIP = 10_000_000;
export const TIP_METHODS = ["paystack", "paypal"] as const;
/** The name a fan shows with their support, and their message. */
export const TIP_NAME_MAX = 60;
export const TIP_MESSAGE_MAX = 500;
/** Supporters shown a page at a time (the public list and the creator's own). */
export const SUPPORTERS_PAGE_SIZE = 20;
/** The quick amount chosen when the form opens. */
export const DEFAULT_TIP = 1_000;
