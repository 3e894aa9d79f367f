import { and, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { advertisements } from "~/db/schema";

/** Today's calendar date in Lagos: campaign dates are WAT dates (lib/dates). */
export const watToday = sql`(now() at time zone 'Africa/Lagos')::date`;

/**
 * The one rule for an ad that may be shown and counted (issue 16): approved (which
 * sets it active, spec 001 §4), paid, and within its dates. A refund sets the payment
 * refunded and an expiry sets it expired, so both take it down here. Used by the top
 * providers, the banners, impressions and clicks.
 */
export function liveAdWhere(type?: "top_providers" | "banner"): SQL {
  return and(
    type ? eq(advertisements.advertisementType, type) : undefined,
    eq(advertisements.status, "active"),
    eq(advertisements.paymentStatus, "paid"),
    lte(advertisements.startDate, watToday),
    gte(advertisements.endDate, watToday),
  )!;
}
