import crypto from "node:crypto";
import { and, asc, eq, lt, sql } from "drizzle-orm";
import { ledgerEntries, paymentTransactions, payoutAccounts } from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import { getDb, type Tx } from "~/lib/db/client.server";
import { getEnv } from "~/lib/env.server";
import { getLogger } from "~/lib/logger.server";
import { toasts } from "~/lib/messages";
import type { FeeCategory } from "./fees";
import { quoteFee } from "./fees.server";
import { resolveProvider, type RequestedProvider } from "./providers/config.server";
import { initializeWith, verifyWith } from "./providers/registry.server";
import {
  ProviderUnavailableError,
  type ProviderName,
  type ProviderResult,
} from "./providers/types";

/**
 * The one checkout every purchase uses (issue 5). A purchase creates its order, calls
 * `createPayment`, and registers what happens when the payment succeeds (`fulfil`)
 * or never will (`release`). Only the server's confirmation (a provider webhook, a
 * verify call, or the test provider's signed callback) moves a payment on, through
 * `confirmPayment`, which runs each of those exactly once.
 */
export type PaymentTransaction = typeof paymentTransactions.$inferSelect;
export type TransactionType = PaymentTransaction["transactionType"];

export interface Fulfilment {
  /** In the confirming transaction: mark the order paid, issue tickets, … */
  fulfil(tx: Tx, txn: PaymentTransaction): Promise<void>;
  /** In the transaction that fails, cancels or expires the payment: free what was held. */
  release(tx: Tx, txn: PaymentTransaction): Promise<void>;
  /** After the success has committed (e-mails); failures here are logged only. */
  afterSuccess?(txn: PaymentTransaction): Promise<void>;
}

// On globalThis: the Hono server bundle (webhooks) and the React Router bundle share it.
const registry = globalThis as typeof globalThis & {
  __naijaFulfilments?: Map<TransactionType, Fulfilment>;
};
function fulfilments() {
  return (registry.__naijaFulfilments ??= new Map());
}

export function registerFulfilment(type: TransactionType, fulfilment: Fulfilment) {
  fulfilments().set(type, fulfilment);
}

function fulfilmentFor(type: TransactionType): Fulfilment {
  const f = fulfilments().get(type);
  // Throwing rolls the confirmation back, so the provider retries once it is registered.
  if (!f) throw new Error(`No fulfilment registered for ${type} payments`);
  return f;
}

export const SUCCESS_STATUSES = ["completed", "paid"] as const;
export const isSuccessStatus = (s: PaymentTransaction["paymentStatus"]) =>
  s === "completed" || s === "paid";

/** Our reference, unique and unguessable: NC-<yymmdd>-<16 base32 characters>. */
export function newPaymentReference(date = new Date()) {
  const ymd = date.toISOString().slice(2, 10).replaceAll("-", "");
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const code = Array.from(crypto.randomBytes(16), (b) => alphabet[b % alphabet.length]).join("");
  return `NC-${ymd}-${code}`;
}

export interface CreatePaymentInput {
  transactionType: TransactionType;
  orderId?: string | null;
  userId: string | null;
  email: string;
  /** Whole naira. */
  amount: number;
  feeCategory: FeeCategory;
  provider: RequestedProvider;
  purpose: string;
  /** Our path the provider returns to; the result page is shown there. */
  returnPath?: string;
  metadata?: Record<string, unknown>;
  sellerUserId?: string | null;
  /** Absolute origin of this site, for the provider's callback URL. */
  origin: string;
}

export interface CreatedPayment {
  reference: string;
  redirectUrl: string;
  provider: ProviderName;
}

/**
 * Records a pending payment with its fee and net, then (outside any transaction)
 * asks the provider for a checkout page. If the provider cannot start it, the
 * payment is marked failed, the purchase is released, and the user gets 'Payment
 * initialization failed'; nothing can be charged, since no checkout page exists.
 */
export async function createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
  const log = getLogger();
  const env = getEnv();
  if (!Number.isInteger(input.amount) || input.amount < 1) {
    throw new AppError("validation", { message: toasts.payment.initializationFailed });
  }
  const provider = resolveProvider(input.provider, env);
  if (!provider) {
    log.warn({ requested: input.provider }, "payment refused: no provider available");
    throw new AppError("network", { message: toasts.payment.initializationFailed });
  }
  const db = await getDb();
  const reference = newPaymentReference();
  const expiresAt = new Date(Date.now() + env.PAYMENT_EXPIRY_MINUTES * 60_000);
  const { txn, subaccount } = await db.transaction(async (tx) => {
    const quote = await quoteFee(tx, input.feeCategory, input.amount);
    const [row] = await tx
      .insert(paymentTransactions)
      .values({
        userId: input.userId,
        transactionType: input.transactionType,
        orderId: input.orderId ?? null,
        sellerUserId: input.sellerUserId ?? null,
        paymentReference: reference,
        provider,
        purpose: input.purpose,
        email: input.email,
        totalAmount: quote.amount,
        platformFee: quote.fee,
        netAmount: quote.net,
        currency: "NGN",
        expiresAt,
        metadata: {
          ...input.metadata,
          feeCategory: input.feeCategory,
          feeRule: quote.rule,
          returnPath: input.returnPath ?? null,
        },
      })
      .returning();
    let code: string | null = null;
    if (provider === "paystack" && input.sellerUserId) {
      const [account] = await tx
        .select({ code: payoutAccounts.providerRecipientCode })
        .from(payoutAccounts)
        .where(eq(payoutAccounts.userId, input.sellerUserId))
        .orderBy(sql`${payoutAccounts.isDefault} desc`, asc(payoutAccounts.createdAt))
        .limit(1);
      // Only subaccount codes (ACCT_…) can split a charge; transfer recipients (RCP_…) cannot.
      code = account?.code?.startsWith("ACCT_") ? account.code : null;
    }
    return { txn: row!, subaccount: code };
  });

  const callback = new URL("/payments/result", input.origin);
  callback.searchParams.set("reference", reference);
  try {
    const started = await initializeWith(provider, {
      reference,
      amount: txn.totalAmount,
      email: txn.email,
      callbackUrl: callback.toString(),
      metadata: {
        purpose: txn.purpose,
        transaction_type: txn.transactionType,
        amount_display: txn.totalAmount,
      },
      subaccount,
      platformFee: txn.platformFee,
    });
    await db
      .update(paymentTransactions)
      .set({
        providerAmount: started.providerAmount,
        providerCurrency: started.providerCurrency,
        exchangeRate: started.exchangeRate ? String(started.exchangeRate) : null,
        metadata: {
          ...txn.metadata,
          providerReference: started.providerReference ?? null,
          splitSubaccount: subaccount,
        },
        updatedAt: new Date(),
      })
      .where(eq(paymentTransactions.id, txn.id));
    log.info({ reference, provider, amount: txn.totalAmount }, "payment initialized");
    return { reference, redirectUrl: started.redirectUrl, provider };
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    log.error({ err: error, reference, provider }, "payment initialization failed");
    await closePayment(reference, "failed", "initialization_failed");
    throw new AppError("network", { message: toasts.payment.initializationFailed });
  }
}

/** The payment row under FOR UPDATE: concurrent confirmations of it queue here. */
export async function lockPayment(tx: Tx, reference: string) {
  const [row] = await tx
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.paymentReference, reference))
    .for("update");
  return row ?? null;
}

export type ConfirmOutcome =
  | "confirmed"
  | "already_confirmed"
  | "closed"
  | "already_closed"
  | "pending"
  | "unknown_reference"
  | "mismatch"
  | "late_success";

/** Moves a pending payment to failed/cancelled/expired and releases its purchase, once. */
async function closePayment(
  reference: string,
  status: "failed" | "cancelled" | "expired",
  reason: string | null,
  result?: ProviderResult,
): Promise<{ outcome: ConfirmOutcome; txn: PaymentTransaction | null }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await lockPayment(tx, reference);
    if (!row) return { outcome: "unknown_reference" as const, txn: null };
    if (row.paymentStatus !== "pending") return { outcome: "already_closed" as const, txn: row };
    const now = new Date();
    const [updated] = await tx
      .update(paymentTransactions)
      .set({
        paymentStatus: status,
        failureReason: reason,
        paymentMethod: result?.channel ?? row.paymentMethod,
        providerPayload: result?.raw ?? row.providerPayload,
        releasedAt: now,
        updatedAt: now,
      })
      .where(eq(paymentTransactions.id, row.id))
      .returning();
    await fulfilmentFor(row.transactionType).release(tx, updated!);
    return { outcome: "closed" as const, txn: updated! };
  });
}

/**
 * Applies a provider's word on a payment, idempotently. The row lock makes
 * concurrent deliveries (20 webhooks, or a webhook racing the return page) queue
 * up; the first moves the payment on and runs fulfil or release, the rest find it
 * done. A success counts only when the provider charged what we asked, in the
 * currency we asked; anything else is logged and changes nothing.
 */
export async function confirmPayment(
  reference: string,
  result: ProviderResult,
): Promise<{ outcome: ConfirmOutcome; txn: PaymentTransaction | null }> {
  const log = getLogger();
  if (result.status === "pending") {
    return { outcome: "pending", txn: await findPayment(reference) };
  }
  if (result.status === "failed" || result.status === "cancelled") {
    const existing = await findPayment(reference);
    if (!existing) {
      log.warn({ reference, provider: result.provider }, "payment result for unknown reference");
      return { outcome: "unknown_reference", txn: null };
    }
    if (existing.provider !== result.provider) {
      log.error({ reference, provider: result.provider }, "payment result from the wrong provider");
      return { outcome: "mismatch", txn: existing };
    }
    return closePayment(reference, result.status, result.gatewayResponse ?? result.status, result);
  }

  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const row = await lockPayment(tx, reference);
    if (!row) return { outcome: "unknown_reference" as const, txn: null };
    const expectedAmount = row.providerAmount ?? row.totalAmount * 100;
    const expectedCurrency = row.providerCurrency ?? row.currency;
    if (
      row.provider !== result.provider ||
      result.amount !== expectedAmount ||
      result.currency.toUpperCase() !== expectedCurrency.toUpperCase()
    ) {
      log.error(
        {
          reference,
          provider: result.provider,
          got: { amount: result.amount, currency: result.currency },
          expected: { amount: expectedAmount, currency: expectedCurrency },
        },
        "payment success refused: provider, amount or currency differs from what we asked",
      );
      return { outcome: "mismatch" as const, txn: row };
    }
    if (isSuccessStatus(row.paymentStatus) || row.paymentStatus.includes("refunded")) {
      return { outcome: "already_confirmed" as const, txn: row };
    }
    if (row.paymentStatus !== "pending") {
      // Paid after we gave up on it (expired, cancelled): its purchase was released,
      // so it is not fulfilled; flagged for a refund by an admin.
      await tx
        .update(paymentTransactions)
        .set({
          failureReason: "paid_after_close",
          providerPayload: result.raw,
          updatedAt: new Date(),
        })
        .where(eq(paymentTransactions.id, row.id));
      log.error(
        { reference, status: row.paymentStatus },
        "payment succeeded after it was closed: refund it",
      );
      return { outcome: "late_success" as const, txn: row };
    }
    const now = new Date();
    const [updated] = await tx
      .update(paymentTransactions)
      .set({
        paymentStatus: "completed",
        paymentMethod: result.channel ?? row.paymentMethod,
        providerPayload: result.raw,
        failureReason: null,
        paidAt: now,
        fulfilledAt: now,
        updatedAt: now,
      })
      .where(eq(paymentTransactions.id, row.id))
      .returning();
    await tx.insert(ledgerEntries).values(ledgerForSuccess(updated!));
    await fulfilmentFor(row.transactionType).fulfil(tx, updated!);
    return { outcome: "confirmed" as const, txn: updated! };
  });
  if (done.outcome === "confirmed" && done.txn) {
    log.info({ reference, provider: result.provider }, "payment confirmed");
    const after = fulfilments().get(done.txn.transactionType)?.afterSuccess;
    if (after) {
      await after(done.txn).catch((error: unknown) =>
        log.error({ err: error, reference }, "after-payment step failed"),
      );
    }
  }
  return done;
}

/** The Paystack subaccount that already received this sale's net by split payment. */
export function splitSubaccountOf(txn: PaymentTransaction): string | null {
  const code = txn.metadata.splitSubaccount;
  return txn.provider === "paystack" && txn.sellerUserId && typeof code === "string" && code
    ? code
    : null;
}

export const SPLIT_SETTLED_PREFIX = "Settled by Paystack split";

/**
 * The seller's net as a sale (or donation) and the platform's fee; without a seller
 * the net is the platform's own (user_id null), e.g. donations and advertising.
 * A sale Paystack split to the seller's subaccount was paid to them already: its
 * sale entry (so gross, fee and net still show) is matched by a payout entry of the
 * same amount, so it never adds to what the platform owes them.
 */
export function ledgerForSuccess(txn: PaymentTransaction) {
  const rows: (typeof ledgerEntries.$inferInsert)[] = [];
  const entryType = txn.transactionType === "donation" ? "donation" : "sale";
  if (txn.netAmount > 0) {
    rows.push({
      transactionId: txn.id,
      userId: txn.sellerUserId,
      entryType,
      amount: txn.netAmount,
      description: txn.purpose,
    });
    const split = splitSubaccountOf(txn);
    if (split) {
      rows.push({
        transactionId: txn.id,
        userId: txn.sellerUserId,
        entryType: "payout",
        amount: -txn.netAmount,
        description: `${SPLIT_SETTLED_PREFIX} to ${split}: ${txn.purpose}`,
      });
    }
  }
  if (txn.platformFee > 0) {
    rows.push({
      transactionId: txn.id,
      userId: null,
      entryType: "platform_fee",
      amount: txn.platformFee,
      description: `Platform fee: ${txn.purpose}`,
    });
  }
  return rows;
}

export async function findPayment(reference: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.paymentReference, reference))
    .limit(1);
  return row ?? null;
}

/**
 * Asks the provider about a pending payment once and applies its answer. Used by
 * the result page (a webhook may be late) and the reconciliation job.
 */
export async function verifyPendingPayment(reference: string) {
  const txn = await findPayment(reference);
  if (!txn || txn.paymentStatus !== "pending") return txn;
  try {
    const result = await verifyWith(
      txn.provider,
      reference,
      (txn.metadata.providerReference as string | null | undefined) ?? null,
    );
    if (!result) return txn;
    return (await confirmPayment(reference, result)).txn ?? txn;
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    getLogger().warn({ err: error, reference }, "verify failed; the payment stays pending");
    return txn;
  }
}

/**
 * The buyer came back through the provider's cancel link (PayPal). The provider is
 * asked first, so a payment that did go through is confirmed instead; only a still
 * unpaid one is cancelled and released. Callers check the payment is the user's.
 */
export async function cancelPendingPayment(reference: string) {
  const txn = await verifyPendingPayment(reference);
  if (!txn || txn.paymentStatus !== "pending") return txn;
  return (await closePayment(reference, "cancelled", "cancelled_by_buyer")).txn;
}

/**
 * Pending payments past their expiry: asked about once more (they may have been
 * paid without a webhook reaching us), then expired and released if still unpaid.
 */
export async function reconcileExpiredPayments(now = new Date(), limit = 50) {
  const db = await getDb();
  const due = await db
    .select({ reference: paymentTransactions.paymentReference })
    .from(paymentTransactions)
    .where(
      and(eq(paymentTransactions.paymentStatus, "pending"), lt(paymentTransactions.expiresAt, now)),
    )
    .orderBy(asc(paymentTransactions.expiresAt))
    .limit(limit);
  const summary = { checked: due.length, confirmed: 0, closed: 0, expired: 0, unreachable: 0 };
  for (const { reference } of due) {
    const txn = await findPayment(reference);
    if (!txn || txn.paymentStatus !== "pending") continue;
    let result: ProviderResult | null = null;
    try {
      result = await verifyWith(
        txn.provider,
        reference,
        (txn.metadata.providerReference as string | null | undefined) ?? null,
      );
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      // Provider down: try again next round rather than expire a payment that may be paid.
      getLogger().warn({ err: error, reference }, "reconcile: provider unreachable");
      summary.unreachable++;
      continue;
    }
    if (result && result.status !== "pending") {
      const { outcome } = await confirmPayment(reference, result);
      if (outcome === "confirmed") summary.confirmed++;
      else if (outcome === "closed") summary.closed++;
      if (outcome !== "mismatch") continue;
    }
    const { outcome } = await closePayment(reference, "expired", "expired", result ?? undefined);
    if (outcome === "closed") summary.expired++;
  }
  if (summary.checked) getLogger().info(summary, "payments reconciled");
  return summary;
}

/**
 * The test provider's signed callback (its local checkout page). The page stops
 * offering Pay once the payment expires, but a page left open, or a replayed form,
 * must not pay it then: an expired pending payment is expired and released instead,
 * and only the test provider's word is refused this way (a real provider's late
 * success is real money and is recorded as paid_after_close for a refund).
 */
export async function completeTestCheckout(
  reference: string,
  result: ProviderResult,
  now = new Date(),
): Promise<{ outcome: ConfirmOutcome | "expired"; txn: PaymentTransaction | null }> {
  const txn = await findPayment(reference);
  if (
    txn?.provider === "test" &&
    txn.paymentStatus === "pending" &&
    txn.expiresAt &&
    txn.expiresAt <= now
  ) {
    const closed = await closePayment(reference, "expired", "expired");
    getLogger().warn({ reference }, "test checkout used after the payment expired");
    return { outcome: closed.outcome === "closed" ? "expired" : closed.outcome, txn: closed.txn };
  }
  // Our own page took no money: a replayed form on a closed payment is not a late payment.
  if (txn?.provider === "test" && ["failed", "cancelled", "expired"].includes(txn.paymentStatus)) {
    return { outcome: "already_closed", txn };
  }
  return confirmPayment(reference, result);
}
