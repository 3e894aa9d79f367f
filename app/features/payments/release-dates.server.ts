import { and, eq, inArray, isNotNull, isNull, lte, or, gt, sql } from "drizzle-orm";
import { ledgerEntries, paymentLines } from "~/db/schema";
import type { Tx } from "~/lib/db/client.server";
import { loadPayoutSettings } from "./payout-settings.server";
import { releaseAtFor, type ReleaseEvent } from "./release-rules";

export type { ReleaseEvent } from "./release-rules";

/**
 * A selling area tells payments what a sale now waits for (the vendor shipped, the
 * buyer confirmed delivery, the event moved, the guest checked in): every payee entry
 * of those purchases' lines (the sale and any refund of it) takes the date the
 * release rule gives. Entries already released stay released: available money is
 * never taken back by a later date. In the caller's transaction (issue 33, ADR 071).
 */
export async function setPurchaseRelease(opts: {
  tx: Tx;
  purchaseIds: readonly string[];
  event: ReleaseEvent;
  now?: Date;
}): Promise<number> {
  const { tx, purchaseIds, event } = opts;
  if (!purchaseIds.length) return 0;
  const now = opts.now ?? new Date();
  const settings = await loadPayoutSettings(tx);
  const at = releaseAtFor(event, settings, now);
  const lines = tx
    .select({ id: paymentLines.id })
    .from(paymentLines)
    .where(inArray(paymentLines.purchaseId, [...purchaseIds]));
  const moved = await tx
    .update(ledgerEntries)
    .set({ availableAt: at })
    .where(
      and(
        inArray(ledgerEntries.paymentLineId, lines),
        isNotNull(ledgerEntries.userId),
        inArray(ledgerEntries.entryType, ["sale", "refund", "donation"]),
        or(isNull(ledgerEntries.availableAt), gt(ledgerEntries.availableAt, now)),
      ),
    )
    .returning({ id: ledgerEntries.id });
  return moved.length;
}

/**
 * When a refund of a line counts against its payee: with the sale while the sale is
 * still pending (a refund before release reduces pending), at once after (it comes
 * out of available, which may go below zero and is recovered from later earnings).
 */
export async function refundAvailableAt(tx: Tx, lineId: string, now: Date): Promise<Date | null> {
  const [sale] = await tx
    .select({ availableAt: ledgerEntries.availableAt })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.paymentLineId, lineId),
        inArray(ledgerEntries.entryType, ["sale", "donation"]),
        isNotNull(ledgerEntries.userId),
      ),
    )
    .limit(1);
  if (!sale) return now;
  if (sale.availableAt === null) return null;
  return sale.availableAt > now ? sale.availableAt : now;
}

/** The release dates a delivered payment's lines take, from what its area says each waits for. */
export async function lineReleaseDates(
  tx: Tx,
  events: ReadonlyMap<string, ReleaseEvent>,
  now: Date,
): Promise<Map<string, Date | null>> {
  const settings = await loadPayoutSettings(tx);
  return new Map(
    [...events].map(([lineId, event]) => [lineId, releaseAtFor(event, settings, now)]),
  );
}

/** SQL: an entry counts as available at `now`. */
export const availableBy = (now: Date) =>
  and(isNotNull(ledgerEntries.availableAt), lte(ledgerEntries.availableAt, now));

/** SQL: an entry is still pending at `now`. */
export const pendingAt = (now: Date) =>
  or(isNull(ledgerEntries.availableAt), sql`${ledgerEntries.availableAt} > ${now}`);
