import { and, count, desc, eq } from "drizzle-orm";
import {
  ledgerEntries,
  paymentLines,
  paymentTransactions,
  payouts,
  ticketOrders,
} from "~/db/schema";
import type { Db, Tx } from "~/lib/db/client.server";
import { toPage, type Page } from "~/lib/pagination";
import { IN_FLIGHT, type PayoutStatus } from "./payout-status";

/** Earnings lines per page on the seller's earnings page. */
export const EARNING_LINES_PAGE_SIZE = 20;

export type EarningKind = "sale" | "refund" | "donation" | "payout" | "payout_return";

/**
 * Where a line stands, by the same rules as sellerBalances: pending until its release
 * date (whatever its type), then available; a payout entry is on its way (queued,
 * processing), paid out (paid, or a Paystack split settled at once) or returned
 * (failed or reversed: its payout_return entry gave the amount back).
 */
export type EarningStatus = "pending" | "available" | "on_its_way" | "paid_out" | "returned";

export type SaleKind = "ticket" | "order" | "booking" | "tip";

export interface EarningLine {
  id: string;
  kind: EarningKind;
  amount: number;
  description: string;
  createdAt: string;
  status: EarningStatus;
  /** A pending line's release date; null while it waits for delivery (unknown). */
  releaseAt: string | null;
  /** The seller's page of the sale this line comes from. */
  sale: { kind: SaleKind; href: string } | null;
  payoutReference: string | null;
}

/**
 * The seller's page of a sale (issue 33): a product order and a booking have their
 * own page; a single ticket order has none for its organizer, so the event's sales
 * (the events dashboard's analytics for that event) stand for it.
 */
export function saleLink(row: {
  purchaseId: string | null;
  transactionType: string | null;
  eventId: string | null;
}): EarningLine["sale"] {
  if (!row.purchaseId) return null;
  switch (row.transactionType) {
    case "ticket":
      return row.eventId
        ? { kind: "ticket", href: `/events/dashboard/analytics?event=${row.eventId}` }
        : null;
    case "order":
      return { kind: "order", href: `/dashboard/sales/${row.purchaseId}` };
    case "booking":
      return { kind: "booking", href: `/dashboard/reservations/${row.purchaseId}` };
    // A fan's support (issue 35): the creator's Supporters page lists each one.
    case "tip":
      return { kind: "tip", href: "/dashboard/supporters" };
    default:
      return null;
  }
}

function statusOf(
  row: { entryType: string; availableAt: Date | null; payoutStatus: PayoutStatus | null },
  now: Date,
): EarningStatus {
  if (row.availableAt === null || row.availableAt > now) return "pending";
  if (row.entryType !== "payout") return "available";
  // A payout entry without a payout row is a Paystack split, settled at the charge.
  if (row.payoutStatus === null || row.payoutStatus === "paid") return "paid_out";
  return IN_FLIGHT.includes(row.payoutStatus) ? "on_its_way" : "returned";
}

/**
 * A seller's ledger lines, newest first, a page at a time (issue 33): each naira of
 * the earnings page's figures comes from one of them, with its status and the sale
 * it belongs to (payment_lines.purchase_id read by the payment's transaction_type).
 */
export async function earningLines(
  db: Db | Tx,
  opts: { userId: string; page: number; now?: Date },
): Promise<Page<EarningLine>> {
  const now = opts.now ?? new Date();
  const mine = eq(ledgerEntries.userId, opts.userId);
  const [counted] = await db.select({ n: count() }).from(ledgerEntries).where(mine);
  const total = Number(counted?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / EARNING_LINES_PAGE_SIZE));
  const page = Math.min(Math.max(1, opts.page), pageCount);
  const rows = await db
    .select({
      id: ledgerEntries.id,
      entryType: ledgerEntries.entryType,
      amount: ledgerEntries.amount,
      description: ledgerEntries.description,
      availableAt: ledgerEntries.availableAt,
      createdAt: ledgerEntries.createdAt,
      payoutStatus: payouts.status,
      payoutReference: payouts.reference,
      purchaseId: paymentLines.purchaseId,
      transactionType: paymentTransactions.transactionType,
      eventId: ticketOrders.eventId,
    })
    .from(ledgerEntries)
    .leftJoin(paymentLines, eq(paymentLines.id, ledgerEntries.paymentLineId))
    .leftJoin(paymentTransactions, eq(paymentTransactions.id, paymentLines.transactionId))
    .leftJoin(
      ticketOrders,
      and(
        eq(paymentTransactions.transactionType, "ticket"),
        eq(ticketOrders.id, paymentLines.purchaseId),
      ),
    )
    .leftJoin(payouts, eq(payouts.id, ledgerEntries.payoutId))
    .where(mine)
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(EARNING_LINES_PAGE_SIZE)
    .offset((page - 1) * EARNING_LINES_PAGE_SIZE);
  const items = rows.map((row): EarningLine => {
    const status = statusOf(row, now);
    return {
      id: row.id,
      kind: row.entryType as EarningKind,
      amount: row.amount,
      description: row.description,
      createdAt: row.createdAt.toISOString(),
      status,
      releaseAt: status === "pending" ? (row.availableAt?.toISOString() ?? null) : null,
      sale: saleLink(row),
      payoutReference: row.payoutReference,
    };
  });
  return toPage(items, total, page, EARNING_LINES_PAGE_SIZE);
}

export interface SellerPayout {
  id: string;
  amount: number;
  status: PayoutStatus;
  reference: string;
  createdAt: string;
  settledAt: string | null;
  failureReason: string | null;
  /** A failed or reversed payout dealt with (account updated, retried): nothing left to do. */
  resolved: boolean;
}

/** A seller's payouts, newest first, with why a failed or reversed one did not land. */
export async function sellerPayouts(
  db: Db | Tx,
  userId: string,
  limit = 20,
): Promise<SellerPayout[]> {
  const rows = await db
    .select({
      id: payouts.id,
      amount: payouts.amount,
      status: payouts.status,
      reference: payouts.reference,
      createdAt: payouts.createdAt,
      settledAt: payouts.settledAt,
      failureReason: payouts.failureReason,
      resolvedAt: payouts.resolvedAt,
    })
    .from(payouts)
    .where(eq(payouts.userId, userId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(limit);
  return rows.map(({ resolvedAt, ...r }) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    settledAt: r.settledAt?.toISOString() ?? null,
    resolved: resolvedAt !== null,
  }));
}
