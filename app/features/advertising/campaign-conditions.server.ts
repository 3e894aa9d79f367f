import { and, eq, or, sql } from "drizzle-orm";
import { advertisements } from "~/db/schema";
import { watToday } from "~/lib/ads/live-ads.server";

/**
 * Which campaigns are a person's: applied for signed in, or sent with their e-mail
 * address once it is verified (a business often applies first and signs up later).
 * The one definition, for My ads and for paying from it.
 */
export function campaignsOf(userId: string, me: { email: string; verified: boolean }) {
  return or(
    eq(advertisements.userId, userId),
    me.verified ? eq(advertisements.businessEmail, me.email.toLowerCase()) : undefined,
  )!;
}

/** A campaign may be paid while approved, unpaid (or overdue) and not yet ended. */
export const payableWhere = () =>
  and(
    eq(advertisements.status, "active"),
    sql`${advertisements.paymentStatus} in ('pending', 'overdue')`,
    sql`${advertisements.endDate} >= ${watToday}`,
  );
