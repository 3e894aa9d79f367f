import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { ledgerEntries, payouts } from "~/db/schema";
import type { Db, Tx } from "~/lib/db/client.server";
import { IN_FLIGHT } from "./payout-status";

/**
 * A seller's money as sums over their ledger entries (issue 33, ADR 071); nothing is
 * stored that could drift:
 * - pending: earned, not yet released (available_at unknown or later than `now`),
 *   refunds of pending sales included;
 * - available: released minus everything paid out or on its way (payout entries are
 *   negative and available at once, a failed or reversed payout's return gives it
 *   back). Below zero when a refund came after release: later earnings cover it first;
 * - onItsWay: payouts queued or processing; paidOut: payouts paid (and Paystack
 *   splits settled at once).
 */
export interface SellerBalances {
  pending: number;
  available: number;
  onItsWay: number;
  paidOut: number;
}

export async function sellerBalances(
  db: Db | Tx,
  userId: string,
  now: Date = new Date(),
): Promise<SellerBalances> {
  const at = now.toISOString();
  const [row] = await db
    .select({
      pending: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.availableAt} is null or ${ledgerEntries.availableAt} > ${at}::timestamptz), 0)::int`,
      available: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.availableAt} <= ${at}::timestamptz), 0)::int`,
      onItsWay: sql<number>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.entryType} = 'payout' and ${payouts.status} in ('queued', 'processing')), 0)::int`,
      paidOut: sql<number>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.entryType} = 'payout' and (${payouts.status} = 'paid' or ${ledgerEntries.payoutId} is null)), 0)::int`,
    })
    .from(ledgerEntries)
    .leftJoin(payouts, eq(payouts.id, ledgerEntries.payoutId))
    .where(eq(ledgerEntries.userId, userId));
  return {
    pending: Number(row?.pending ?? 0),
    available: Number(row?.available ?? 0),
    onItsWay: Number(row?.onItsWay ?? 0),
    paidOut: Number(row?.paidOut ?? 0),
  };
}

/** Available balance alone (the payout guard sums it with the seller's row locked). */
export async function availableBalance(db: Db | Tx, userId: string, now: Date = new Date()) {
  return (await sellerBalances(db, userId, now)).available;
}

/**
 * Sellers with a positive available balance at `now`, largest first: who the payout
 * run looks at (holds, failed payouts and the minimum are its own checks).
 */
export async function sellersWithAvailable(db: Db | Tx, now: Date = new Date()) {
  const at = now.toISOString();
  const available = sql<number>`sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.availableAt} <= ${at}::timestamptz)`;
  const rows = await db
    .select({ userId: ledgerEntries.userId, available: sql<number>`${available}::int` })
    .from(ledgerEntries)
    .where(isNotNull(ledgerEntries.userId))
    .groupBy(ledgerEntries.userId)
    .having(sql`${available} > 0`)
    .orderBy(sql`${available} desc`);
  return rows.map((r) => ({ userId: r.userId!, available: Number(r.available) }));
}

/** Payouts of a seller still on their way (for the once-a-day and run guards). */
export async function openPayoutsOf(db: Db | Tx, userId: string) {
  return db
    .select({ id: payouts.id, status: payouts.status })
    .from(payouts)
    .where(and(eq(payouts.userId, userId), inArray(payouts.status, [...IN_FLIGHT])));
}
