import type { paymentLines, paymentTransactions } from "~/db/schema";
import type { FULFILMENTS } from "~/fulfilments.server";
import type { Tx } from "~/lib/db/client.server";
import type { ReleaseEvent } from "./release-rules";

export type { ReleaseEvent } from "./release-rules";

/**
 * The purchase contract between payments and whatever is sold
 * (docs/decisions/014-purchase-contract.md). Payments owns it; each selling area
 * implements one `Fulfilment`, and the composition module `app/fulfilments.server.ts`
 * maps every purchase type to its fulfilment.
 */

export type PaymentTransaction = typeof paymentTransactions.$inferSelect;
export type TransactionType = PaymentTransaction["transactionType"];
export type PaymentLine = typeof paymentLines.$inferSelect;

export type UnfulfillableReason =
  | "sold_out"
  | "out_of_stock"
  | "dates_taken"
  | "slot_taken"
  | "hold_expired"
  // A payment landing for an order its buyer (or its seller) cancelled while it was unpaid.
  | "order_cancelled"
  // A payment for an event cancelled while the buyer was paying.
  | "event_cancelled"
  // An advertisement deleted, rejected, expired or already paid before this payment landed.
  | "campaign_unavailable"
  // A tip confirmed for a creator who can no longer be paid (suspended, support off).
  | "recipient_unavailable";

/** One payment line (one payee's part, e.g. one vendor's order) that could not be delivered. */
export type UnfulfillableLine = { lineId: string; reason: UnfulfillableReason };

/**
 * Fulfilled, possibly without some lines (`unfulfillableLines`: one vendor out of stock
 * in a cart of several): payments books the ledger for the delivered lines only, refunds
 * each undelivered line on its own and tells the buyer which. A purchase none of whose
 * lines can be delivered answers `unfulfillable` (the whole-payment path).
 */
export type FulfilOutcome =
  | { kind: "fulfilled"; unfulfillableLines?: UnfulfillableLine[] }
  | { kind: "unfulfillable"; reason: UnfulfillableReason };

export type FulfilContext = {
  /** The confirming transaction: database work only, no outside calls (enqueue jobs). */
  tx: Tx;
  txn: PaymentTransaction;
  lines: PaymentLine[];
  now: Date;
};

export type RefundedContext = FulfilContext & {
  /** Naira refunded by this refund, per line it touched. */
  refunded: { line: PaymentLine; amount: number; full: boolean }[];
  /** The whole payment is now refunded. */
  full: boolean;
};

export interface Fulfilment {
  /**
   * Delivers the purchase in the confirming transaction, or answers that it cannot
   * (sold out, hold expired…): payments then keeps the money as paid-but-unfulfilled,
   * writes no sale, refunds it automatically and tells the buyer why. Anything it
   * wrote before answering unfulfillable is rolled back.
   */
  fulfil(ctx: FulfilContext): Promise<FulfilOutcome>;
  /** In the transaction that fails, cancels or expires the payment: free what was held. Idempotent. */
  release(ctx: FulfilContext): Promise<void>;
  /** In the refund's transaction: void tickets, cancel the booking, restock the order line. */
  refunded(ctx: RefundedContext): Promise<void>;
  /**
   * Optional: in the refund's transaction of a payment that was never delivered (the
   * unfulfillable path): record the money going back on the purchase's own rows (a
   * vendor order's payment status). Nothing was delivered, so nothing is voided.
   */
  undeliveredRefunded?(ctx: RefundedContext): Promise<void>;
  /**
   * What each delivered line's payee waits for before the sale is theirs to pay out
   * (issue 33, ADR 071): the event's end, the parcel's delivery, the guest's check-in.
   * Payments turns it into a date with the admin's release rules. Called in the
   * confirming savepoint after `fulfil`; a line left out is available at once (the
   * platform's own lines need no entry). Required, so a new purchase type decides.
   */
  releaseEvents(ctx: FulfilContext): Promise<Map<string, ReleaseEvent>>;
  /** How the payee's share is booked in the ledger. */
  ledgerEntry: "sale" | "donation";
  /**
   * Who e-mails the payer once the purchase is delivered: "checkout" queues the one
   * receipt mail (payment_receipt: amount, reference, method, receipt link) in the same
   * savepoint as `fulfil`; "own" means the area's delivery mail already is the payer's
   * receipt (donations' thank-you receipt; tickets' ONE order mail with what was paid),
   * so the payer is not sent two. Required, so a new purchase type decides.
   */
  receiptMail: "checkout" | "own";
  /** Shown to the buyer when the purchase could not be delivered (e-mail). */
  describeUnfulfillable?(reason: UnfulfillableReason): string;
}

/** What the composition module may map: a fulfilment per transaction type sold. */
export type Fulfilments = Partial<Record<TransactionType, Fulfilment>>;

/**
 * What can be bought: exactly the types `app/fulfilments.server.ts` maps (a type-only
 * import, so no module cycle). `createPayment` takes only these, so selling a type
 * without a fulfilment does not compile, and a new selling area touches only its
 * folder, one line there and its migration (the enum value).
 */
export type PurchaseType = keyof typeof FULFILMENTS & TransactionType;
