import type { ledgerEntries } from "~/db/schema";
import type { PaymentLine, PaymentTransaction } from "./fulfilment";

export type LedgerRow = typeof ledgerEntries.$inferInsert;

export const SPLIT_SETTLED_PREFIX = "Settled by Paystack split";

/**
 * The entries a confirmed payment writes, line by line: each payee's net as a sale
 * (or donation) and the platform's fee; a line without a payee is the platform's
 * own (user_id null), e.g. donations and advertising. A line Paystack split to the
 * payee's subaccount was paid to them already: its sale entry (so gross, fee and net
 * still show) is matched by a payout entry of the same amount, so it never adds to
 * what the platform owes them. Pure: the demo seed and tests book with it too.
 */
export function ledgerRowsFor(
  txn: Pick<PaymentTransaction, "id" | "purpose">,
  lines: readonly Pick<
    PaymentLine,
    "id" | "payeeUserId" | "netAmount" | "platformFee" | "description" | "splitSubaccount"
  >[],
  entryType: "sale" | "donation",
  release: {
    /** When the payee's entry becomes available (the area's release rule); null = not yet known. */
    availableAt?: (lineId: string) => Date | null;
    now?: Date;
  } = {},
): LedgerRow[] {
  const now = release.now ?? new Date();
  const rows: LedgerRow[] = [];
  for (const line of lines) {
    const base = { transactionId: txn.id, paymentLineId: line.id };
    if (line.netAmount > 0) {
      // A split line was settled to the payee by Paystack already: nothing to hold.
      const availableAt =
        line.splitSubaccount || !line.payeeUserId
          ? now
          : release.availableAt
            ? release.availableAt(line.id)
            : now;
      rows.push({
        ...base,
        userId: line.payeeUserId,
        entryType,
        amount: line.netAmount,
        description: line.description,
        availableAt,
      });
      if (line.splitSubaccount && line.payeeUserId) {
        rows.push({
          ...base,
          userId: line.payeeUserId,
          entryType: "payout",
          amount: -line.netAmount,
          description: `${SPLIT_SETTLED_PREFIX} to ${line.splitSubaccount}: ${line.description}`,
          availableAt: now,
        });
      }
    }
    if (line.platformFee > 0) {
      rows.push({
        ...base,
        userId: null,
        entryType: "platform_fee",
        amount: line.platformFee,
        description: `Platform fee: ${line.description}`,
        availableAt: now,
      });
    }
  }
  return rows;
}

/**
 * A refund of `amount` naira out of one line: taken from the payee's share and the
 * fee in the line's proportion, so a full refund of every line gives back exactly
 * what was booked.
 */
export function refundLedgerRows(
  txn: Pick<PaymentTransaction, "id">,
  line: Pick<PaymentLine, "id" | "payeeUserId" | "amount" | "netAmount" | "description">,
  amount: number,
  /** The payee's part follows its sale while that is pending (refundAvailableAt). */
  payeeAvailableAt: Date | null = new Date(),
): LedgerRow[] {
  const payeePart = Math.round((amount * line.netAmount) / Math.max(1, line.amount));
  const base = { transactionId: txn.id, paymentLineId: line.id, entryType: "refund" as const };
  const rows: LedgerRow[] = [];
  if (payeePart > 0) {
    rows.push({
      ...base,
      userId: line.payeeUserId,
      amount: -payeePart,
      description: `Refund: ${line.description}`,
      availableAt: line.payeeUserId ? payeeAvailableAt : new Date(),
    });
  }
  if (amount - payeePart > 0) {
    rows.push({
      ...base,
      userId: null,
      amount: -(amount - payeePart),
      description: `Refunded fee: ${line.description}`,
      availableAt: new Date(),
    });
  }
  return rows;
}

/**
 * Spreads a refund over a payment's lines: the named line only, or (no line named)
 * each line in order up to what it has left. Answers null when the lines cannot
 * take that much.
 */
export function allocateRefund(
  lines: readonly Pick<PaymentLine, "id" | "amount" | "refundedAmount">[],
  amount: number,
  lineId?: string,
): { lineId: string; amount: number; full: boolean }[] | null {
  const targets = lineId ? lines.filter((l) => l.id === lineId) : lines;
  if (lineId && !targets.length) return null;
  const parts: { lineId: string; amount: number; full: boolean }[] = [];
  let left = amount;
  for (const line of targets) {
    if (left <= 0) break;
    const room = line.amount - line.refundedAmount;
    const take = Math.min(room, left);
    if (take > 0) parts.push({ lineId: line.id, amount: take, full: take === room });
    left -= take;
  }
  return left === 0 ? parts : null;
}
