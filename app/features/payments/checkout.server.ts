import crypto from "node:crypto";
import { and, asc, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import {
  ledgerEntries,
  paymentLines,
  paymentTransactions,
  payoutAccounts,
  profiles,
} from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import { getDb, type Tx } from "~/lib/db/client.server";
import { getEnv } from "~/lib/env.server";
import { getLogger } from "~/lib/logger.server";
import { checkoutToasts } from "~/features/payments/messages";
import type { FeeCategory, FeeQuote } from "./fees";
import { quoteFee } from "./fees.server";
import type {
  FulfilContext,
  PaymentTransaction,
  PurchaseType,
  UnfulfillableReason,
} from "./fulfilment";
import { fulfilmentFor } from "./fulfilment-registry.server";
import { lineReleaseDates } from "./release-dates.server";
import { ledgerRowsFor } from "./ledger";
import { linesOf, lockPayment, lockPaymentById } from "./payment-lock.server";
import { assertPaymentTransition, isSuccessStatus } from "./payment-status";
import { sendReceiptMail, sendUnfulfillableMail } from "./payment-mail.server";
import { systemRefundJob } from "./system-refund-job.server";
import { enqueue } from "~/lib/jobs/queue.server";
import { resolveProvider, type RequestedProvider } from "./providers/config.server";
import { initializeWith, verifyWith } from "./providers/registry.server";
import {
  ProviderUnavailableError,
  type ProviderName,
  type ProviderResult,
} from "./providers/types";

/**
 * The one checkout every purchase uses (docs/decisions/014-purchase-contract.md). A
 * purchase records its order, calls `createPayment` with one line per payee, and
 * its area's `Fulfilment` (app/fulfilments.server.ts) says what happens when the
 * payment succeeds (`fulfil`), never will (`release`) or is refunded (`refunded`).
 * Only the server's confirmation (a provider webhook, a verify call, or the test
 * provider's signed callback) moves a payment on, through `confirmPayment`, which
 * runs each of those exactly once.
 */
/** Sales a Paystack split may never settle at once: held until delivery or check-in. */
const HELD_UNTIL_DELIVERY: readonly string[] = ["products", "properties"];

export type { PaymentTransaction, TransactionType } from "./fulfilment";

class Unfulfillable extends Error {
  constructor(readonly reason: UnfulfillableReason) {
    super(`unfulfillable: ${reason}`);
  }
}

/**
 * Nobody may pay an account an admin suspended (ADR 072): checked in the payment's own
 * transaction, the payees' profile rows shared-locked so a suspension committing
 * meanwhile waits for this payment to be recorded, or this sees it.
 */
async function refuseSuspendedPayees(tx: Tx, payees: (string | null)[]) {
  const ids = payees.filter((id): id is string => id !== null);
  if (!ids.length) return;
  const rows = await tx
    .select({ id: profiles.id, suspendedAt: profiles.suspendedAt })
    .from(profiles)
    .where(inArray(profiles.id, ids))
    .for("share");
  if (rows.some((r) => r.suspendedAt))
    throw new AppError("validation", { message: checkoutToasts.payeeUnavailable });
}

/** Our reference, unique and unguessable: NC-<yymmdd>-<16 base32 characters>. */
export function newPaymentReference(date = new Date()) {
  const ymd = date.toISOString().slice(2, 10).replaceAll("-", "");
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const code = Array.from(crypto.randomBytes(16), (b) => alphabet[b % alphabet.length]).join("");
  return `NC-${ymd}-${code}`;
}

export interface PaymentLineInput {
  /** Who receives this line's net; null = the platform itself. */
  payeeUserId: string | null;
  /** Whole naira. */
  amount: number;
  feeCategory: FeeCategory;
  /** Shown in the ledger and history; defaults to the payment's purpose. */
  description?: string;
  /** The area's own record this line pays (a vendor's order). */
  purchaseId?: string | null;
  /**
   * The platform's fee when the buyer pays it on top of the price (a stay's service
   * fee, already in `amount`): whole naira, 0..amount; the payee's net is amount − fee
   * and the category's fee rule takes no second cut. Omitted: the rule decides the fee.
   */
  fee?: number;
}

type PaymentBase = {
  transactionType: PurchaseType;
  /** The purchase as a whole (order, ticket order, booking, campaign). */
  orderId?: string | null;
  userId: string | null;
  email: string;
  provider: RequestedProvider;
  purpose: string;
  /** Our path the provider returns to; the result page is shown there. */
  returnPath?: string;
  metadata?: Record<string, unknown>;
  /** Absolute origin of this site, for the provider's callback URL. */
  origin: string;
};

/** One payee (`amount`, `feeCategory`, `sellerUserId`), or several `lines`. */
export type CreatePaymentInput = PaymentBase &
  (
    | { lines: PaymentLineInput[] }
    | {
        /** Whole naira. */
        amount: number;
        feeCategory: FeeCategory;
        sellerUserId?: string | null;
      }
  );

export interface CreatedPayment {
  reference: string;
  redirectUrl: string;
  provider: ProviderName;
}

function linesFrom(input: CreatePaymentInput): PaymentLineInput[] {
  if ("lines" in input) return input.lines;
  return [
    {
      payeeUserId: input.sellerUserId ?? null,
      amount: input.amount,
      feeCategory: input.feeCategory,
    },
  ];
}

/**
 * Records a pending payment, its lines with their fees and nets, then (outside any
 * transaction) asks the provider for a checkout page. If the provider cannot start
 * it, the payment is marked failed, the purchase is released, and the user gets
 * 'Payment initialization failed'; nothing can be charged, since no checkout page exists.
 */
export async function createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
  const log = getLogger();
  const env = getEnv();
  const lineInputs = linesFrom(input);
  const badFee = (l: PaymentLineInput) =>
    l.fee !== undefined && (!Number.isInteger(l.fee) || l.fee < 0 || l.fee > l.amount);
  if (
    !lineInputs.length ||
    lineInputs.some((l) => !Number.isInteger(l.amount) || l.amount < 1 || badFee(l))
  ) {
    throw new AppError("validation", { message: checkoutToasts.initializationFailed });
  }
  const provider = resolveProvider(input.provider, env);
  if (!provider) {
    log.warn({ requested: input.provider }, "payment refused: no provider available");
    throw new AppError("network", { message: checkoutToasts.initializationFailed });
  }
  const db = await getDb();
  const reference = newPaymentReference();
  const expiresAt = new Date(Date.now() + env.PAYMENT_EXPIRY_MINUTES * 60_000);
  const payees = [...new Set(lineInputs.map((l) => l.payeeUserId))];
  const { txn, subaccount } = await db.transaction(async (tx) => {
    await refuseSuspendedPayees(tx, payees);
    const quotes: FeeQuote[] = [];
    for (const line of lineInputs) {
      const quote = await quoteFee(tx, line.feeCategory, line.amount);
      quotes.push(
        line.fee === undefined ? quote : { ...quote, fee: line.fee, net: quote.amount - line.fee },
      );
    }
    const sum = (pick: (q: (typeof quotes)[number]) => number) =>
      quotes.reduce((total, q) => total + pick(q), 0);
    const [row] = await tx
      .insert(paymentTransactions)
      .values({
        userId: input.userId,
        transactionType: input.transactionType,
        orderId: input.orderId ?? null,
        // The payee when there is one; a payment to several keeps them on its lines.
        sellerUserId: payees.length === 1 ? payees[0]! : null,
        paymentReference: reference,
        provider,
        purpose: input.purpose,
        email: input.email,
        totalAmount: sum((q) => q.amount),
        platformFee: sum((q) => q.fee),
        netAmount: sum((q) => q.net),
        currency: "NGN",
        expiresAt,
        metadata: {
          ...input.metadata,
          feeCategory: lineInputs[0]!.feeCategory,
          feeRule: quotes[0]!.rule,
          returnPath: input.returnPath ?? null,
        },
      })
      .returning();
    await tx.insert(paymentLines).values(
      lineInputs.map((line, position) => ({
        transactionId: row!.id,
        position,
        payeeUserId: line.payeeUserId,
        purchaseId: line.purchaseId ?? null,
        description: line.description ?? input.purpose,
        feeCategory: line.feeCategory,
        amount: quotes[position]!.amount,
        platformFee: quotes[position]!.fee,
        netAmount: quotes[position]!.net,
      })),
    );
    let code: string | null = null;
    const payee = payees.length === 1 ? payees[0] : null;
    // Split settlement pays the seller at once, so only for a seller an admin trusts and
    // never for sales held until the buyer has them (delivery, check-in): ADR 071.
    const held = lineInputs.some((l) => HELD_UNTIL_DELIVERY.includes(l.feeCategory));
    if (provider === "paystack" && payee && !held) {
      const [account] = await tx
        .select({ code: payoutAccounts.subaccountCode })
        .from(payoutAccounts)
        .where(and(eq(payoutAccounts.userId, payee), isNotNull(payoutAccounts.splitTrustedAt)))
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
    await db.transaction(async (tx) => {
      await tx
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
      if (subaccount) {
        await tx
          .update(paymentLines)
          .set({ splitSubaccount: subaccount })
          .where(eq(paymentLines.transactionId, txn.id));
      }
    });
    log.info({ reference, provider, amount: txn.totalAmount }, "payment initialized");
    return { reference, redirectUrl: started.redirectUrl, provider };
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    log.error({ err: error, reference, provider }, "payment initialization failed");
    await closePayment(reference, "failed", "initialization_failed");
    throw new AppError("network", { message: checkoutToasts.initializationFailed });
  }
}

export type ConfirmOutcome =
  | "confirmed"
  | "already_confirmed"
  | "closed"
  | "already_closed"
  | "pending"
  | "unknown_reference"
  | "mismatch"
  | "late_success"
  | "unfulfillable";

async function contextFor(tx: Tx, txn: PaymentTransaction): Promise<FulfilContext> {
  return { tx, txn, lines: await linesOf(tx, txn.id), now: new Date() };
}

/** Moves a pending payment to failed/cancelled/expired and releases its purchase, once. */
async function closePayment(
  reference: string,
  status: "failed" | "cancelled" | "expired",
  reason: string | null,
  result?: ProviderResult,
): Promise<{ outcome: ConfirmOutcome; txn: PaymentTransaction | null }> {
  const db = await getDb();
  return db.transaction(async (tx) =>
    closeLockedPayment(tx, await lockPayment(tx, reference), status, reason, result),
  );
}

async function closeLockedPayment(
  tx: Tx,
  row: PaymentTransaction | null,
  status: "failed" | "cancelled" | "expired",
  reason: string | null,
  result?: ProviderResult,
): Promise<{ outcome: ConfirmOutcome; txn: PaymentTransaction | null }> {
  if (!row) return { outcome: "unknown_reference" as const, txn: null };
  if (row.paymentStatus !== "pending") return { outcome: "already_closed" as const, txn: row };
  assertPaymentTransition(row.paymentStatus, status);
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
  await fulfilmentFor(row.transactionType).release(await contextFor(tx, updated!));
  return { outcome: "closed" as const, txn: updated! };
}

/**
 * Locks a payment row by id. An area that ends a payment from its own action (a buyer
 * cancelling an unpaid order) takes this lock before its purchase rows, in the order
 * confirmPayment takes them (payment, then purchase), so the two never deadlock.
 */
export { lockPaymentById };

/**
 * Ends our side of a still-pending payment in the caller's transaction, because its
 * purchase was given up on our side (the buyer cancelled the unpaid order): the payment
 * becomes cancelled through the transition table and its purchase is released. Some
 * providers (Paystack) cannot cancel an initialised transaction, so a success that
 * still arrives is the contract's late success: the area answers unfulfillable and the
 * money is refunded automatically. A payment no longer pending is left as it is.
 */
export async function abandonPendingPayment(
  tx: Tx,
  { paymentId, reason }: { paymentId: string; reason: string },
) {
  return closeLockedPayment(tx, await lockPaymentById(tx, paymentId), "cancelled", reason);
}

/**
 * Delivers a paid purchase in `tx`: the payment becomes completed, each line's
 * sale and fee enter the ledger, and the area fulfils it, all in one savepoint. If
 * the area answers it cannot (sold out, hold expired and the seats gone), that
 * savepoint is undone and the payment is kept as paid but not fulfilled: no sale
 * is booked, a system refund is queued, and the buyer is told why. The provider is
 * answered 200 either way, so it never retries a delivery that cannot happen.
 */
async function deliverPurchase(tx: Tx, row: PaymentTransaction, result: ProviderResult) {
  const fulfilment = fulfilmentFor(row.transactionType);
  const now = new Date();
  const paid = {
    paymentMethod: result.channel ?? row.paymentMethod,
    providerPayload: result.raw,
    paidAt: now,
    updatedAt: now,
  };
  try {
    return await tx.transaction(async (sp) => {
      assertPaymentTransition(row.paymentStatus, "completed");
      const [updated] = await sp
        .update(paymentTransactions)
        .set({ ...paid, paymentStatus: "completed", failureReason: null, fulfilledAt: now })
        .where(eq(paymentTransactions.id, row.id))
        .returning();
      const ctx = await contextFor(sp, updated!);
      const outcome = await fulfilment.fulfil(ctx);
      if (outcome.kind === "unfulfillable") throw new Unfulfillable(outcome.reason);
      // Lines the area could not deliver (one vendor of several out of stock): never
      // booked, each refunded on its own; none delivered is the whole-payment path.
      const skipped = new Map(
        (outcome.unfulfillableLines ?? [])
          .filter((l) => ctx.lines.some((line) => line.id === l.lineId))
          .map((l) => [l.lineId, l.reason]),
      );
      if (skipped.size && skipped.size === ctx.lines.length) {
        throw new Unfulfillable(skipped.values().next().value!);
      }
      const delivered = ctx.lines.filter((line) => !skipped.has(line.id));
      const releases = await lineReleaseDates(sp, await fulfilment.releaseEvents(ctx), now);
      const rows = ledgerRowsFor(updated!, delivered, fulfilment.ledgerEntry, {
        availableAt: (lineId) => (releases.has(lineId) ? releases.get(lineId)! : now),
        now,
      });
      if (rows.length) await sp.insert(ledgerEntries).values(rows);
      let txn = updated!;
      if (skipped.size) txn = await refundUndeliveredLines(sp, txn, ctx.lines, skipped);
      // Every delivered payment gets its receipt e-mail, whatever it bought.
      if (fulfilment.receiptMail === "checkout") await sendReceiptMail(sp, txn);
      return { delivered: true as const, txn };
    });
  } catch (error) {
    if (!(error instanceof Unfulfillable)) throw error;
    assertPaymentTransition(row.paymentStatus, "paid");
    const [updated] = await tx
      .update(paymentTransactions)
      .set({
        ...paid,
        paymentStatus: "paid",
        failureReason: `unfulfillable:${error.reason}`,
        releasedAt: row.releasedAt ?? now,
      })
      .where(eq(paymentTransactions.id, row.id))
      .returning();
    // A pending payment still holds its purchase (seats, stock): give it back.
    if (!row.releasedAt) await fulfilment.release(await contextFor(tx, updated!));
    await enqueue(tx, systemRefundJob, {
      paymentId: row.id,
      cause: "unfulfillable",
      reason: error.reason,
    });
    await sendUnfulfillableMail(tx, updated!, fulfilment.describeUnfulfillable?.(error.reason));
    return { delivered: false as const, txn: updated!, reason: error.reason };
  }
}

/**
 * The lines of a delivered payment that its area could not deliver: noted on the
 * payment (`metadata.unfulfillableLines`), a system refund queued for each line alone,
 * and the buyer told which part could not be filled and that it comes back.
 */
async function refundUndeliveredLines(
  tx: Tx,
  txn: PaymentTransaction,
  lines: FulfilContext["lines"],
  skipped: Map<string, UnfulfillableReason>,
) {
  const fulfilment = fulfilmentFor(txn.transactionType);
  const [updated] = await tx
    .update(paymentTransactions)
    .set({
      metadata: {
        ...txn.metadata,
        unfulfillableLines: [...skipped].map(([lineId, reason]) => ({ lineId, reason })),
      },
    })
    .where(eq(paymentTransactions.id, txn.id))
    .returning();
  for (const line of lines) {
    const reason = skipped.get(line.id);
    if (!reason) continue;
    await enqueue(tx, systemRefundJob, {
      paymentId: txn.id,
      cause: "unfulfillable",
      reason,
      lineId: line.id,
    });
    await sendUnfulfillableMail(tx, updated!, fulfilment.describeUnfulfillable?.(reason), {
      purpose: line.description,
      amount: line.amount,
    });
  }
  return updated!;
}

/**
 * Applies a provider's word on a payment, idempotently. The row lock makes
 * concurrent deliveries (20 webhooks, or a webhook racing the return page) queue
 * up; the first moves the payment on and runs fulfil or release, the rest find it
 * done. A success counts only when the provider charged what we asked, in the
 * currency we asked; anything else is logged and changes nothing. A success after
 * we closed the payment (expired, cancelled) is real money: the purchase is
 * delivered if the area still can, and refunded automatically if not.
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
    if (
      isSuccessStatus(row.paymentStatus) ||
      row.paymentStatus.includes("refunded") ||
      row.paidAt
    ) {
      return { outcome: "already_confirmed" as const, txn: row };
    }
    const late = row.paymentStatus !== "pending";
    const delivered = await deliverPurchase(tx, row, result);
    if (!delivered.delivered) {
      log.warn(
        { reference, reason: delivered.reason, late },
        "payment taken for a purchase that cannot be delivered: refunding it",
      );
      return { outcome: "unfulfillable" as const, txn: delivered.txn };
    }
    if (late)
      log.warn({ reference, was: row.paymentStatus }, "payment succeeded after it was closed");
    return {
      outcome: late ? ("late_success" as const) : ("confirmed" as const),
      txn: delivered.txn,
    };
  });
  if (done.outcome === "confirmed")
    log.info({ reference, provider: result.provider }, "payment confirmed");
  return done;
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
