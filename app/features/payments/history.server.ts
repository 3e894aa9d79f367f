import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { ledgerEntries, paymentTransactions } from "~/db/schema";
import type { Db } from "~/lib/db/client.server";
import { ownPurchasesWhere } from "~/lib/own-purchases.server";
import { getLogger } from "~/lib/logger.server";
import { toPage, type Page } from "~/lib/pagination";
import type { HistoryFilter } from "./payment-centre-schemas";

export const HISTORY_PAGE_SIZE = 20;
/** Months shown on the analytics charts. */
export const ANALYTICS_MONTHS = 12;

export interface TransactionRow {
  id: string;
  reference: string;
  transactionType: string;
  purpose: string;
  provider: string;
  method: string | null;
  status: string;
  amount: number;
  fee: number;
  net: number;
  /** Naira refunded so far. */
  refunded: number;
  currency: string;
  createdAt: string;
  paidAt: string | null;
}

const columns = {
  id: paymentTransactions.id,
  reference: paymentTransactions.paymentReference,
  transactionType: paymentTransactions.transactionType,
  purpose: paymentTransactions.purpose,
  provider: paymentTransactions.provider,
  method: paymentTransactions.paymentMethod,
  status: paymentTransactions.paymentStatus,
  amount: paymentTransactions.totalAmount,
  fee: paymentTransactions.platformFee,
  net: paymentTransactions.netAmount,
  refunded: paymentTransactions.refundedAmount,
  currency: paymentTransactions.currency,
  email: paymentTransactions.email,
  createdAt: paymentTransactions.createdAt,
  paidAt: paymentTransactions.paidAt,
};

type Selected = { createdAt: Date; paidAt: Date | null } & Omit<
  TransactionRow,
  "createdAt" | "paidAt"
>;

function serialise<T extends Selected>(row: T) {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/**
 * Which payments are this person's, whatever they bought: the ones made signed in
 * (their user id), and the ones made with their e-mail address once it is verified (a
 * guest checkout, a campaign paid through its e-mailed link before signing up, a ticket
 * bought for them): the address the receipt was e-mailed to. The one rule for the
 * history, the receipt page and the spending figures (docs/decisions/055-payer-receipts.md);
 * the same rule (lib/own-purchases.server.ts) makes a stay booked that way their trip.
 */
export async function payerWhere(db: Db, userId: string): Promise<SQL> {
  return ownPurchasesWhere(db, {
    userId,
    byId: paymentTransactions.userId,
    byEmail: paymentTransactions.email,
  });
}

/**
 * The user's own payments (`payerWhere`), newest first. Spec 001 §8: a failed read is logged and
 * shows as an empty history rather than an error page.
 */
export async function listTransactions(
  db: Db,
  userId: string,
  filter: HistoryFilter,
  page: number,
): Promise<Page<TransactionRow>> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(paymentTransactions.paymentStatus, filter.status));
  if (filter.purpose) conditions.push(eq(paymentTransactions.transactionType, filter.purpose));
  try {
    const where = and(await payerWhere(db, userId), ...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select(columns)
        .from(paymentTransactions)
        .where(where)
        .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id))
        .limit(HISTORY_PAGE_SIZE)
        .offset((page - 1) * HISTORY_PAGE_SIZE),
      db.select({ n: count() }).from(paymentTransactions).where(where),
    ]);
    return toPage(
      rows.map(({ email: _email, ...r }) => serialise(r)),
      total?.n ?? 0,
      page,
      HISTORY_PAGE_SIZE,
    );
  } catch (err) {
    getLogger().error({ err, userId }, "payment history read failed");
    return toPage([], 0, page, HISTORY_PAGE_SIZE);
  }
}

/** One payment for its receipt; null unless it is `userId`'s (`payerWhere`; the route answers 404). */
export async function receiptFor(db: Db, userId: string, reference: string) {
  const [row] = await db
    .select(columns)
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.paymentReference, reference), await payerWhere(db, userId)))
    .limit(1);
  return row ? serialise(row) : null;
}

export type MonthKey = string; // "2026-11"

/** The last `n` month keys in Lagos time, oldest first, so empty months still show. */
export function lastMonths(n: number, now = new Date()): MonthKey[] {
  const lagos = new Date(now.getTime() + 60 * 60 * 1000); // UTC+1, no DST
  const y = lagos.getUTCFullYear();
  const m = lagos.getUTCMonth();
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(y, m - (n - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
  });
}

const monthOf = (column: SQL | typeof paymentTransactions.createdAt) =>
  sql<string>`to_char(${column} at time zone 'Africa/Lagos', 'YYYY-MM')`;

export interface SpendMonth {
  month: MonthKey;
  spent: number;
  fees: number;
}
export interface EarningsPurpose {
  /** The transaction type the sales came from (ticket, order, booking, …). */
  purpose: string;
  gross: number;
  platformFee: number;
  net: number;
  /** Payments credited in the period. */
  count: number;
}
export interface EarningsMonth {
  month: MonthKey;
  gross: number;
  platformFee: number;
  net: number;
  paidOut: number;
}

const SUCCESS = ["paid", "completed"] as const;

/** What the user paid (successful payments only), by month and by purpose. */
export async function spendAnalytics(db: Db, userId: string, now = new Date()) {
  const months = lastMonths(ANALYTICS_MONTHS, now);
  const since = new Date(`${months[0]}-01T00:00:00+01:00`);
  try {
    const base = and(
      await payerWhere(db, userId),
      inArray(paymentTransactions.paymentStatus, [...SUCCESS]),
      sql`${paymentTransactions.createdAt} >= ${since}`,
    );
    const month = monthOf(paymentTransactions.createdAt);
    const [byMonth, byPurpose] = await Promise.all([
      db
        .select({
          month,
          spent: sql<number>`coalesce(sum(${paymentTransactions.totalAmount}), 0)::int`,
          fees: sql<number>`coalesce(sum(${paymentTransactions.platformFee}), 0)::int`,
        })
        .from(paymentTransactions)
        .where(base)
        .groupBy(month),
      db
        .select({
          purpose: paymentTransactions.transactionType,
          spent: sql<number>`coalesce(sum(${paymentTransactions.totalAmount}), 0)::int`,
          count: count(),
        })
        .from(paymentTransactions)
        .where(base)
        .groupBy(paymentTransactions.transactionType),
    ]);
    const found = new Map(byMonth.map((r) => [r.month, r]));
    return {
      months: months.map((m) => ({
        month: m,
        spent: Number(found.get(m)?.spent ?? 0),
        fees: Number(found.get(m)?.fees ?? 0),
      })) satisfies SpendMonth[],
      byPurpose: byPurpose
        .map((r) => ({ purpose: r.purpose, spent: Number(r.spent), count: r.count }))
        .sort((a, b) => b.spent - a.spent),
    };
  } catch (err) {
    getLogger().error({ err, userId }, "payment analytics read failed");
    return { months: months.map((m) => ({ month: m, spent: 0, fees: 0 })), byPurpose: [] };
  }
}

/**
 * A seller's earnings from the ledger: gross = their share + the platform fee on the
 * same payments, net = their share, paid out = payouts (stored negative, shown positive).
 * Balance is the sum of all their entries, whatever the month.
 */
export async function earningsAnalytics(db: Db, userId: string, now = new Date()) {
  const months = lastMonths(ANALYTICS_MONTHS, now);
  const since = new Date(`${months[0]}-01T00:00:00+01:00`);
  const month = monthOf(ledgerEntries.createdAt as never);
  const [rows, purposeRows] = await Promise.all([
    db
      .select({
        month,
        entryType: ledgerEntries.entryType,
        total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int`,
        fees: sql<number>`coalesce(sum(${paymentTransactions.platformFee}), 0)::int`,
      })
      .from(ledgerEntries)
      .leftJoin(paymentTransactions, eq(paymentTransactions.id, ledgerEntries.transactionId))
      .where(eq(ledgerEntries.userId, userId))
      .groupBy(month, ledgerEntries.entryType),
    // The same figures over the months shown, by what was paid for.
    db
      .select({
        purpose: paymentTransactions.transactionType,
        entryType: ledgerEntries.entryType,
        total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int`,
        fees: sql<number>`coalesce(sum(${paymentTransactions.platformFee}), 0)::int`,
        count: count(),
      })
      .from(ledgerEntries)
      .innerJoin(paymentTransactions, eq(paymentTransactions.id, ledgerEntries.transactionId))
      .where(
        and(
          eq(ledgerEntries.userId, userId),
          inArray(ledgerEntries.entryType, ["sale", "donation", "refund"]),
          sql`${ledgerEntries.createdAt} >= ${since}`,
        ),
      )
      .groupBy(paymentTransactions.transactionType, ledgerEntries.entryType),
  ]);

  const purposes = new Map<string, EarningsPurpose>();
  for (const r of purposeRows) {
    const total = Number(r.total);
    const p = purposes.get(r.purpose) ?? {
      purpose: r.purpose,
      gross: 0,
      platformFee: 0,
      net: 0,
      count: 0,
    };
    if (r.entryType === "refund") {
      p.net += total;
      p.gross += total;
    } else {
      p.net += total;
      p.platformFee += Number(r.fees);
      p.gross += total + Number(r.fees);
      p.count += Number(r.count);
    }
    purposes.set(r.purpose, p);
  }

  const byMonth = new Map<MonthKey, EarningsMonth>();
  let balance = 0;
  for (const r of rows) {
    const total = Number(r.total);
    balance += total;
    const m = byMonth.get(r.month) ?? {
      month: r.month,
      gross: 0,
      platformFee: 0,
      net: 0,
      paidOut: 0,
    };
    if (r.entryType === "sale" || r.entryType === "donation") {
      m.net += total;
      m.platformFee += Number(r.fees);
      m.gross += total + Number(r.fees);
    } else if (r.entryType === "refund") {
      m.net += total;
      m.gross += total;
    } else if (r.entryType === "payout") {
      m.paidOut += -total;
    }
    byMonth.set(r.month, m);
  }
  return {
    balance,
    months: months.map(
      (m) => byMonth.get(m) ?? { month: m, gross: 0, platformFee: 0, net: 0, paidOut: 0 },
    ),
    byPurpose: [...purposes.values()].sort((a, b) => b.net - a.net),
  };
}
