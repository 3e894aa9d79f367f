import { and, ne, sql, eq, gte } from "drizzle-orm";
import { ledgerEntries, paymentTransactions } from "~/db/schema";
import { getDb, type Db } from "~/lib/db/client.server";
import { ANALYTICS_MONTHS, lastMonths } from "./history.server";
import { foldMoney, type MoneyMonth } from "./platform-money";

/**
 * The platform's money per month for the admin's Analytics: the last `months` months
 * (Lagos time, empty ones included), one grouped read of the ledger.
 */
export async function platformMoneyByMonth(
  db: Db,
  { now = new Date(), months: n = ANALYTICS_MONTHS }: { now?: Date; months?: number } = {},
): Promise<MoneyMonth[]> {
  const months = lastMonths(n, now);
  const since = new Date(`${months[0]}-01T00:00:00+01:00`);
  const month = sql<string>`to_char(${ledgerEntries.createdAt} at time zone 'Africa/Lagos', 'YYYY-MM')`;
  const platform = sql<boolean>`(${ledgerEntries.userId} is null)`;
  const rows = await db
    .select({
      month,
      transactionType: paymentTransactions.transactionType,
      entryType: ledgerEntries.entryType,
      platform,
      total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int`,
    })
    .from(ledgerEntries)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, ledgerEntries.transactionId))
    .where(and(gte(ledgerEntries.createdAt, since), ne(ledgerEntries.entryType, "payout")))
    .groupBy(month, paymentTransactions.transactionType, ledgerEntries.entryType, platform);
  return foldMoney(
    months,
    rows.map((r) => ({ ...r, total: Number(r.total), platform: Boolean(r.platform) })),
  );
}

/** The admin Analytics page's money figures (the route has checked admin:pages). */
export async function loadPlatformMoney() {
  return platformMoneyByMonth(await getDb());
}
