// Client-safe: the admin's money figures and the pure fold the tests check.

/** "2026-11": a month of the Lagos calendar. */
export type MonthKey = string;

/** Where sales come from: the three areas whose sellers pay the platform a fee. */
export const SALES_AREAS = ["ticket", "order", "booking"] as const;
export type SalesArea = (typeof SALES_AREAS)[number];

/** The platform's money in one month (Lagos calendar), whole naira, refunds taken off. */
export interface MoneyMonth {
  month: MonthKey;
  /**
   * The platform's cut of ticket, order and booking sales and of fans' support (tips),
   * less fees given back in refunds.
   */
  platformFees: number;
  /** Donations to the platform, less refunds. */
  donations: number;
  /** What buyers paid per area (tickets, orders, bookings), less refunds. */
  sales: Record<SalesArea, number>;
  /** Advertising campaigns paid (payments of type advertisement), less refunds. */
  adRevenue: number;
}

export type LedgerSum = {
  month: MonthKey;
  transactionType: string;
  entryType: string;
  /** The entry is on the platform's own account (user_id null). */
  platform: boolean;
  total: number;
};

const isSalesArea = (t: string): t is SalesArea => (SALES_AREAS as readonly string[]).includes(t);

/**
 * Folds the ledger's sums into months (pure). The ledger books each payment as the
 * payee's share plus the platform fee, and a refund as negative entries split the
 * same way (the payee's part on their account, the fee part on the platform's), so:
 * a sale area's takings = share + fee + refunds; the platform's fees = fee entries +
 * the refunds' fee parts; donations and advertising are the platform's own takings
 * whole. Payout entries only move money already counted and are left out.
 */
export function foldMoney(months: MonthKey[], sums: LedgerSum[]): MoneyMonth[] {
  const byMonth = new Map<MonthKey, MoneyMonth>(
    months.map((month) => [
      month,
      {
        month,
        platformFees: 0,
        donations: 0,
        sales: { ticket: 0, order: 0, booking: 0 },
        adRevenue: 0,
      },
    ]),
  );
  for (const s of sums) {
    const m = byMonth.get(s.month);
    if (!m || s.entryType === "payout") continue;
    const feePart = s.entryType === "platform_fee" || (s.entryType === "refund" && s.platform);
    if (isSalesArea(s.transactionType)) {
      m.sales[s.transactionType] += s.total;
      if (feePart) m.platformFees += s.total;
    } else if (s.transactionType === "tip") {
      // A fan's support (issue 35) is the creator's money: only its fee is the platform's.
      if (feePart) m.platformFees += s.total;
    } else if (s.transactionType === "donation") m.donations += s.total;
    else if (s.transactionType === "advertisement") m.adRevenue += s.total;
  }
  return months.map((month) => byMonth.get(month)!);
}
