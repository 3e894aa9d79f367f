/** Outside calendars one property may bring in (issue 32). Client-safe, Zod-free. */
export const MAX_FEEDS_PER_PROPERTY = 5;
