// Zod-free: the forms read these numbers (the schema file would bring Zod into pages).

/** A review's text: the spec sets no limit, so one that fits a considered paragraph or two. */
export const REVIEW_BODY_MIN = 1;
export const REVIEW_BODY_MAX = 2000;
/** A seller's one reply. */
export const REVIEW_REPLY_MAX = 2000;
export const RATINGS = [5, 4, 3, 2, 1] as const;

/** Reviews per page on an item's page and on the seller's page. */
export const REVIEWS_PAGE_SIZE = 5;
export const SELLER_REVIEWS_PAGE_SIZE = 20;

/** The item types a buyer reviews (each has its source in review-sources.server.ts). */
export const REVIEWABLE_KINDS = ["product", "property"] as const;
export type ReviewableKind = (typeof REVIEWABLE_KINDS)[number];
