import { count, eq, gte, sql, sum } from "drizzle-orm";
import { advertisements, profiles } from "~/db/schema";
import type { Db } from "~/lib/db/client.server";

export interface AdminMetrics {
  totalUsers: number;
  pendingReviews: number;
  activeAds: number;
  /** Sum of the monthly cost of active advertisements (spec 001 §2), whole naira. */
  monthlyRevenue: number;
  /** Revenue divided by active campaigns, rounded; 0 when none (spec 001 §2). */
  averageCampaignValue: number;
  kycPending: number;
}

/** The cards; the queue's size comes from moderation (the route composes the two). */
export async function adminMetrics(
  db: Db,
  { pendingReviews }: { pendingReviews: number },
): Promise<AdminMetrics> {
  const [[users], [kyc], [ads]] = await Promise.all([
    db.select({ n: count() }).from(profiles),
    db.select({ n: count() }).from(profiles).where(eq(profiles.kycStatus, "pending")),
    db
      .select({ n: count(), revenue: sum(advertisements.monthlyCost).mapWith(Number) })
      .from(advertisements)
      .where(eq(advertisements.status, "active")),
  ]);
  const activeAds = ads?.n ?? 0;
  const monthlyRevenue = ads?.revenue ?? 0;
  return {
    totalUsers: users?.n ?? 0,
    pendingReviews,
    activeAds,
    monthlyRevenue,
    averageCampaignValue: activeAds ? Math.round(monthlyRevenue / activeAds) : 0,
    kycPending: kyc?.n ?? 0,
  };
}

export interface WeeklySignups {
  /** Monday of the week, Lagos time, as YYYY-MM-DD. */
  week: string;
  count: number;
}

/**
 * New accounts per week for the last `weeks` weeks (Lagos weeks, Monday first),
 * including weeks with none so the chart's axis is honest.
 */
export async function signupsPerWeek(
  db: Db,
  weeks = 12,
  now = new Date(),
): Promise<WeeklySignups[]> {
  const since = new Date(now.getTime() - weeks * 7 * 24 * 3600 * 1000);
  const weekOf = sql<string>`to_char(date_trunc('week', ${profiles.createdAt} at time zone 'Africa/Lagos'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ week: weekOf, n: count() })
    .from(profiles)
    .where(gte(profiles.createdAt, since))
    .groupBy(weekOf);
  const byWeek = new Map(rows.map((r) => [r.week, r.n]));

  const result: WeeklySignups[] = [];
  // Lagos is UTC+1 all year (no daylight saving), so shifting by an hour gives its calendar.
  const lagosNow = new Date(now.getTime() + 3600 * 1000);
  const monday = new Date(
    Date.UTC(lagosNow.getUTCFullYear(), lagosNow.getUTCMonth(), lagosNow.getUTCDate()),
  );
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  for (let i = weeks - 1; i >= 0; i--) {
    const d = new Date(monday);
    d.setUTCDate(d.getUTCDate() - i * 7);
    const key = d.toISOString().slice(0, 10);
    result.push({ week: key, count: byWeek.get(key) ?? 0 });
  }
  return result;
}
