import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import {
  ledgerEntries,
  paymentLines,
  paymentTransactions,
  payouts,
  ticketOrders,
} from "~/db/schema";
import { getDb, type Db, type Tx } from "~/lib/db/client.server";
import { toCsv } from "~/lib/csv";
import { saleLink } from "./earning-lines.server";
import { statementCopy as c } from "./statement-messages";
import { parseStatementMonth, type StatementKind, type StatementMonth } from "./statement-month";

export interface StatementLine {
  id: string;
  at: Date;
  kind: StatementKind;
  description: string;
  /** The payment's or the payout's reference. */
  reference: string | null;
  /** A sale's line as the buyer paid it, and the platform's fee on it (null otherwise). */
  gross: number | null;
  fee: number | null;
  /** What this entry added to (or took from) the seller's balance. */
  amount: number;
  /** The balance after this entry. */
  balance: number;
  /** The seller's own page of the sale, where there is one. */
  href: string | null;
}

export interface MonthlyStatement {
  month: string;
  from: Date;
  to: Date;
  opening: number;
  lines: StatementLine[];
  totals: Record<StatementKind, number>;
  closing: number;
}

/**
 * A seller's statement for one Lagos month, from the ledger only (issue 33): the
 * opening balance (every entry of theirs before the month), each entry in the month
 * in order with the balance after it, and the closing balance, so opening + the
 * month's amounts = closing, and the last month's closing = pending + available.
 * A sale shows its line's gross and fee beside its net. Null for a month that is not
 * one or has not begun (the page says which).
 */
export async function monthlyStatement(opts: {
  /** Default: the app's database. */
  db?: Db | Tx;
  userId: string;
  month: string;
  now?: Date;
}): Promise<MonthlyStatement | { invalid: Extract<StatementMonth, { ok: false }>["reason"] }> {
  const { userId } = opts;
  const db = opts.db ?? (await getDb());
  const window = parseStatementMonth(opts.month, opts.now);
  if (!window.ok) return { invalid: window.reason };
  const { from, to } = window;
  const [before] = await db
    .select({ sum: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), lt(ledgerEntries.createdAt, from)));
  const rows = await db
    .select({
      id: ledgerEntries.id,
      at: ledgerEntries.createdAt,
      kind: ledgerEntries.entryType,
      description: ledgerEntries.description,
      amount: ledgerEntries.amount,
      lineAmount: paymentLines.amount,
      lineFee: paymentLines.platformFee,
      purchaseId: paymentLines.purchaseId,
      type: paymentTransactions.transactionType,
      paymentReference: paymentTransactions.paymentReference,
      payoutReference: payouts.reference,
      eventId: ticketOrders.eventId,
    })
    .from(ledgerEntries)
    .leftJoin(paymentLines, eq(paymentLines.id, ledgerEntries.paymentLineId))
    .leftJoin(paymentTransactions, eq(paymentTransactions.id, ledgerEntries.transactionId))
    .leftJoin(payouts, eq(payouts.id, ledgerEntries.payoutId))
    .leftJoin(
      ticketOrders,
      and(
        eq(paymentTransactions.transactionType, "ticket"),
        eq(ticketOrders.id, paymentLines.purchaseId),
      ),
    )
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        gte(ledgerEntries.createdAt, from),
        lt(ledgerEntries.createdAt, to),
      ),
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));

  const opening = Number(before?.sum ?? 0);
  const totals: Record<StatementKind, number> = {
    sale: 0,
    donation: 0,
    refund: 0,
    payout: 0,
    payout_return: 0,
  };
  let balance = opening;
  const lines: StatementLine[] = rows.map((r) => {
    // A seller's entries are never the platform's fee; count anything odd as a sale's kin.
    const kind: StatementKind = r.kind === "platform_fee" ? "sale" : r.kind;
    const credit = kind === "sale" || kind === "donation";
    balance += r.amount;
    totals[kind] += r.amount;
    return {
      id: r.id,
      at: r.at,
      kind,
      description: r.description,
      reference: r.payoutReference ?? r.paymentReference ?? null,
      gross: credit && r.lineAmount !== null ? r.lineAmount : null,
      fee: credit && r.lineFee !== null ? r.lineFee : null,
      amount: r.amount,
      balance,
      href:
        saleLink({ purchaseId: r.purchaseId, transactionType: r.type, eventId: r.eventId })?.href ??
        null,
    };
  });
  return { month: window.month, from, to, opening, lines, totals, closing: balance };
}

const lagosStamp = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Africa/Lagos",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "2026-11-29 13:05" in Lagos time: sorts as text and reads in any spreadsheet. */
export const statementStamp = (at: Date) => lagosStamp.format(at).replace(", ", " ");

/**
 * The statement as CSV: an opening row (its balance in the amount column), one row per
 * entry, and a closing row, so the amount column sums to the closing balance.
 */
export function statementCsv(s: MonthlyStatement, origin: string): string {
  const k = c.columns;
  return toCsv(
    [k.date, k.kind, k.description, k.reference, k.gross, k.fee, k.amount, k.balance, k.link],
    [
      [statementStamp(s.from), c.kinds.opening, c.opening, "", "", "", s.opening, s.opening, ""],
      ...s.lines.map((l) => [
        statementStamp(l.at),
        c.kinds[l.kind],
        l.description,
        l.reference ?? "",
        l.gross ?? "",
        l.fee ?? "",
        l.amount,
        l.balance,
        l.href ? `${origin}${l.href}` : "",
      ]),
      [
        statementStamp(new Date(s.to.getTime() - 60_000)),
        c.kinds.closing,
        c.closing,
        "",
        "",
        "",
        "",
        s.closing,
        "",
      ],
    ],
  );
}
