import { FULFILMENTS } from "~/fulfilments.server";
import type {
  FulfilContext,
  FulfilOutcome,
  Fulfilment,
  PurchaseType,
  RefundedContext,
  TransactionType,
} from "~/features/payments/fulfilment";
import { registerFulfilments } from "~/features/payments/fulfilment-registry.server";

/**
 * A selling area that payments tests stand in for (tickets, orders and bookings
 * come with their own issues): it records what payments asked of it, and answers
 * fulfil with whatever the test sets.
 */
export function standInFulfilment(answer: () => FulfilOutcome = () => ({ kind: "fulfilled" })) {
  const calls = {
    fulfil: [] as FulfilContext[],
    release: [] as FulfilContext[],
    refunded: [] as RefundedContext[],
  };
  const fulfilment: Fulfilment = {
    ledgerEntry: "sale",
    receiptMail: "checkout",
    async fulfil(ctx) {
      calls.fulfil.push(ctx);
      return answer();
    },
    async release(ctx) {
      calls.release.push(ctx);
    },
    async refunded(ctx) {
      calls.refunded.push(ctx);
    },
    // The stand-in's payees are paid at once unless a test says otherwise.
    async releaseEvents() {
      return new Map();
    },
    describeUnfulfillable: (reason) => `Stand-in: ${reason}`,
  };
  return { fulfilment, calls };
}

/** Registers the product's fulfilments plus stand-ins for types not sold yet. */
export function registerWithStandIns(standIns: Partial<Record<TransactionType, Fulfilment>>) {
  registerFulfilments({ ...FULFILMENTS, ...standIns });
}

/** Puts the product's own fulfilments back. */
export function restoreFulfilments() {
  registerFulfilments(FULFILMENTS);
}

/** A transaction type a stand-in serves, typed as sellable for createPayment. */
export const standInType = (type: TransactionType) => type as PurchaseType;
