// Limits the admin's payouts page shares between its forms, its schema and its queries.

/** A hold's reason, as the form and the schema allow it. */
export const HOLD_REASON_MAX = 500;
/** Ended payouts per page of the history. */
export const PAYOUT_HISTORY_PAGE_SIZE = 20;
/** Sellers with an available balance listed at once, largest first. */
export const SELLERS_SHOWN = 100;
