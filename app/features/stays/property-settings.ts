// A property's booking settings' choices and defaults (issue 32), client-safe: the
// property form draws them without loading its Zod schema (first-load JS budget).

export const CANCELLATION_POLICIES = ["flexible", "moderate", "strict"] as const;
/** The booking settings' defaults (the columns' defaults, drizzle/0027). */
export const DEFAULT_CHECK_IN_TIME = "14:00";
export const DEFAULT_CHECK_OUT_TIME = "11:00";
export const CHECK_IN_INSTRUCTIONS_MAX = 2000;
