import type { payoutStatus } from "~/db/schema";

export type PayoutStatus = (typeof payoutStatus.enumValues)[number];

/**
 * How a payout moves (issue 33, ADR 071): queued (its ledger entry already took the
 * amount from available) → processing (Paystack took the transfer, or it waits for an
 * OTP) → paid. failed and reversed give the amount back with one payout_return entry
 * and stop there: a retry is a new payout with a new reference, never the same row
 * sent again. A transfer Paystack reverses after paying it is reversed too.
 */
export const PAYOUT_TRANSITIONS: Record<PayoutStatus, readonly PayoutStatus[]> = {
  queued: ["processing", "paid", "failed"],
  processing: ["paid", "failed", "reversed"],
  paid: ["reversed"],
  failed: [],
  reversed: [],
};

export class PayoutTransitionError extends Error {
  constructor(
    readonly from: PayoutStatus,
    readonly to: PayoutStatus,
  ) {
    super(`A payout cannot go from ${from} to ${to}`);
    this.name = "PayoutTransitionError";
  }
}

export const canMovePayout = (from: PayoutStatus, to: PayoutStatus) =>
  PAYOUT_TRANSITIONS[from].includes(to);

/** Throws a PayoutTransitionError unless the table allows `from` → `to`. */
export function assertPayoutTransition(from: PayoutStatus, to: PayoutStatus) {
  if (!canMovePayout(from, to)) throw new PayoutTransitionError(from, to);
}

/** Statuses whose amount is on its way (taken from available, not yet paid). */
export const IN_FLIGHT: readonly PayoutStatus[] = ["queued", "processing"];
/** Statuses that gave their amount back to available. */
export const RETURNED: readonly PayoutStatus[] = ["failed", "reversed"];
