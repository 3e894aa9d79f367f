import { sql } from "drizzle-orm";
import { follows, paymentTransactions, tips } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { TIME_ZONE } from "~/lib/dates";

/** How many weeks the Analytics page shows, this one last. */
export const AUDIENCE_WEEKS = 12;

/** A tip counts once its payment is paid, and still counts after a part refund. */
const PAID_TIP_STATUSES = ["paid", "completed", "partially_refunded"] as const;

export type AudienceWeek = {
  /** The Monday the week starts (Lagos), YYYY-MM-DD. */
  week: string;
  /** People following at the end of the week (of those still following). */
  followers: number;
  /** Follows made that week (still standing). */
  newFollowers: number;
  /** Different people whose tip was paid that week. */
  supporters: number;
};

export type Audience = {
  weeks: AudienceWeek[];
  /** Followers now, and different supporters over the whole period. */
  followers: number;
  supporters: number;
};

/**
 * A creator's followers and supporters per week, the last AUDIENCE_WEEKS weeks (Lagos
 * weeks, Monday first), for their Analytics page (issue 35). Every figure is a count
 * over rows: follows (so an unfollow leaves every week it was in, as counters never
 * drift), and paid tips — a tip row joined to its payment (`order_id` = the tip,
 * type `tip`) in a paid state. A supporter is the signed-in fan, else the payer's
 * e-mail, counted once per week however many tips they paid in it.
 */
export async function audienceOverTime({
  userId,
  now = new Date(),
}: {
  userId: string;
  now?: Date;
}): Promise<Audience> {
  const db = await getDb();
  const local = (column: unknown) => sql`(${column} at time zone ${TIME_ZONE})`;
  const paidAt = sql`coalesce(${paymentTransactions.paidAt}, ${paymentTransactions.createdAt})`;
  const supporter = sql`coalesce(${tips.fanUserId}::text, lower(${paymentTransactions.email}))`;
  const paidTips = sql`${tips} join ${paymentTransactions}
    on ${paymentTransactions.orderId} = ${tips.id}
    and ${paymentTransactions.transactionType} = 'tip'
    and ${paymentTransactions.paymentStatus} in (${sql.join(
      PAID_TIP_STATUSES.map((s) => sql`${s}`),
      sql`, `,
    )})
    where ${tips.creatorId} = ${userId}`;
  const thisWeek = sql`date_trunc('week', ${now.toISOString()}::timestamptz at time zone ${TIME_ZONE})`;
  const result = (await db.execute(sql`
    with weeks as (
      select generate_series(${thisWeek} - interval '${sql.raw(String(AUDIENCE_WEEKS - 1))} weeks', ${thisWeek}, interval '1 week') as week
    )
    select to_char(w.week, 'YYYY-MM-DD') as week,
      (select count(*)::int from ${follows}
        where ${follows.followeeId} = ${userId}
          and ${local(follows.createdAt)} < w.week + interval '1 week') as followers,
      (select count(*)::int from ${follows}
        where ${follows.followeeId} = ${userId}
          and ${local(follows.createdAt)} >= w.week
          and ${local(follows.createdAt)} < w.week + interval '1 week') as new_followers,
      (select count(distinct ${supporter})::int from ${paidTips}
          and ${local(paidAt)} >= w.week
          and ${local(paidAt)} < w.week + interval '1 week') as supporters,
      (select count(distinct ${supporter})::int from ${paidTips}
          and ${local(paidAt)} >= (select min(week) from weeks)
          and ${local(paidAt)} < ${thisWeek} + interval '1 week') as period_supporters
    from weeks w
    order by w.week`)) as unknown as {
    rows: Array<{
      week: string;
      followers: number;
      new_followers: number;
      supporters: number;
      period_supporters: number;
    }>;
  };
  const weeks = result.rows.map((r) => ({
    week: r.week,
    followers: Number(r.followers),
    newFollowers: Number(r.new_followers),
    supporters: Number(r.supporters),
  }));
  return {
    weeks,
    followers: weeks.at(-1)?.followers ?? 0,
    supporters: Number(result.rows[0]?.period_supporters ?? 0),
  };
}
