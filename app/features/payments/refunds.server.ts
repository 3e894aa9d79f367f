import crypto from "node:crypto";
import { and, desc, eq, ne } from "drizzle-orm";
import { ledgerEntries, paymentTransactions, profiles } from "~/db/schema";
import { can } from "~/features/accounts/permissions";
import { notifyUsers } from "~/features/notifications/notifications.server";
import { AppError } from "~/lib/app-error.server";
import { getDb, type Db } from "~/lib/db/client.server";
import { getLogger } from "~/lib/logger.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import { paymentToasts } from "~/lib/messages";
import { formatNaira } from "~/lib/money";
import { isSuccessStatus, lockPayment, type PaymentTransaction } from "./checkout.server";
import { captureIdOf, refundPaypal } from "./providers/paypal.server";
import { refundPaystack } from "./providers/paystack.server";
import { ProviderUnavailableError } from "./providers/types";

/**
 * Refunds (issue 5: success → refunded / partially refunded). An admin's refund is
 * checked and its amount reserved in one transaction, sent to the provider outside
 * any transaction, then recorded in a second one. A provider's refund report
 * (Paystack refund.processed, PayPal PAYMENT.CAPTURE.REFUNDED) goes through the same
 * recording, keyed by the provider's refund id, so the same refund is applied once
 * whichever of the two arrives first.
 */

/** An admin refund on its way to the provider: its naira are held back meanwhile. */
type RefundRequest = { id: string; amount: number; at: string };
/** A crashed request stops holding its amount after this long. */
const REQUEST_HOLD_MS = 10 * 60_000;

function refundRequestsOf(row: PaymentTransaction): RefundRequest[] {
  return (row.metadata.refundRequests as RefundRequest[] | undefined) ?? [];
}
function heldAmount(row: PaymentTransaction, now = Date.now()) {
  return refundRequestsOf(row)
    .filter((r) => now - Date.parse(r.at) < REQUEST_HOLD_MS)
    .reduce((sum, r) => sum + r.amount, 0);
}

/**
 * Money was taken and not all given back: a confirmed payment, or one paid after we
 * had closed it (expired or cancelled, flagged `paid_after_close`, nothing delivered).
 */
export function isRefundable(row: PaymentTransaction) {
  if (row.totalAmount - row.refundedAmount <= 0) return false;
  return (
    isSuccessStatus(row.paymentStatus) ||
    row.paymentStatus === "partially_refunded" ||
    row.failureReason === "paid_after_close"
  );
}

export type RefundOutcome =
  "applied" | "already_applied" | "unknown_reference" | "not_refundable" | "mismatch";

export interface ProviderRefund {
  /** The provider's id for the refund: what makes recording it idempotent. */
  refundId: string;
  /** In the provider's minor unit and currency. */
  amount: number;
  currency: string;
  raw: Record<string, unknown>;
  /** Whole naira, when we asked for the refund ourselves (otherwise derived from amount). */
  naira?: number;
  /** Our request this answers (its held amount is released). */
  requestId?: string;
  reason?: string;
  actorId?: string;
}

/**
 * Records a refund once per provider refund id: the payment's refunded amount and
 * status, negative ledger entries out of the seller's share and the fee in
 * proportion (only when the payment had been credited), and a notification and
 * e-mail to the payer.
 */
export async function applyRefund(
  reference: string,
  refund: ProviderRefund,
): Promise<{ outcome: RefundOutcome; txn: PaymentTransaction | null; naira: number }> {
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const row = await lockPayment(tx, reference);
    if (!row) return { outcome: "unknown_reference" as const, txn: null, naira: 0 };
    const requests = refundRequestsOf(row).filter((r) => r.id !== refund.requestId);
    const releaseHold = async () => {
      if (requests.length === refundRequestsOf(row).length) return;
      await tx
        .update(paymentTransactions)
        .set({ metadata: { ...row.metadata, refundRequests: requests }, updatedAt: new Date() })
        .where(eq(paymentTransactions.id, row.id));
    };
    const seen = (row.metadata.refundIds as string[] | undefined) ?? [];
    if (seen.includes(refund.refundId)) {
      await releaseHold();
      return { outcome: "already_applied" as const, txn: row, naira: 0 };
    }
    if (!isRefundable(row)) {
      await releaseHold();
      return { outcome: "not_refundable" as const, txn: row, naira: 0 };
    }
    const providerTotal = row.providerAmount ?? row.totalAmount * 100;
    if (refund.currency.toUpperCase() !== (row.providerCurrency ?? row.currency).toUpperCase()) {
      await releaseHold();
      return { outcome: "mismatch" as const, txn: row, naira: 0 };
    }
    const naira = Math.min(
      row.totalAmount - row.refundedAmount,
      refund.naira ?? Math.round((refund.amount / providerTotal) * row.totalAmount),
    );
    if (naira <= 0) {
      await releaseHold();
      return { outcome: "mismatch" as const, txn: row, naira: 0 };
    }
    const refunded = row.refundedAmount + naira;
    const history = (row.metadata.refunds as Record<string, unknown>[] | undefined) ?? [];
    const [updated] = await tx
      .update(paymentTransactions)
      .set({
        refundedAmount: refunded,
        paymentStatus: refunded >= row.totalAmount ? "refunded" : "partially_refunded",
        metadata: {
          ...row.metadata,
          refundIds: [...seen, refund.refundId],
          refundRequests: requests,
          refunds: [
            ...history,
            {
              refundId: refund.refundId,
              amount: naira,
              reason: refund.reason ?? null,
              by: refund.actorId ?? null,
              at: new Date().toISOString(),
            },
          ],
          lastRefund: refund.raw,
        },
        updatedAt: new Date(),
      })
      .where(eq(paymentTransactions.id, row.id))
      .returning();
    // Only a confirmed payment wrote ledger credits; a late one (paid_after_close) did not.
    if (row.fulfilledAt) {
      const sellerPart = Math.round((naira * row.netAmount) / Math.max(1, row.totalAmount));
      const rows: (typeof ledgerEntries.$inferInsert)[] = [];
      if (sellerPart > 0)
        rows.push({
          transactionId: row.id,
          userId: row.sellerUserId,
          entryType: "refund",
          amount: -sellerPart,
          description: `Refund: ${row.purpose}`,
        });
      if (naira - sellerPart > 0)
        rows.push({
          transactionId: row.id,
          userId: null,
          entryType: "refund",
          amount: -(naira - sellerPart),
          description: `Refunded fee: ${row.purpose}`,
        });
      if (rows.length) await tx.insert(ledgerEntries).values(rows);
    }
    if (row.userId) {
      const notice = paymentToasts.refundNotice(formatNaira(naira), row.paymentReference);
      await notifyUsers(tx, [
        {
          userId: row.userId,
          type: "payments.refunded",
          title: notice.title,
          message: notice.message,
          data: { href: `/payments/receipts/${row.paymentReference}` },
        },
      ]);
    }
    return { outcome: "applied" as const, txn: updated!, naira };
  });
  if (done.outcome === "applied" && done.txn) {
    await sendRefundMail(done.txn, done.naira, refund.reason).catch((err: unknown) =>
      getLogger().error({ err, reference }, "refund e-mail failed"),
    );
  }
  return done;
}

async function sendRefundMail(txn: PaymentTransaction, naira: number, reason?: string) {
  const notice = paymentToasts.refundNotice(formatNaira(naira), txn.paymentReference);
  await sendMail({
    to: txn.email,
    subject: paymentToasts.refundMailSubject,
    template: "payment_refunded",
    text: [
      notice.message,
      "",
      `  Amount refunded:  ${formatNaira(naira)}`,
      `  Total refunded:   ${formatNaira(txn.refundedAmount)} of ${formatNaira(txn.totalAmount)}`,
      `  Reference:        ${txn.paymentReference}`,
      `  Purpose:          ${txn.purpose}`,
      ...(reason ? [`  Reason:           ${reason}`] : []),
      "",
      "Naija Creators · Lagos, Nigeria",
    ].join("\n"),
  });
}

/** What the provider has to be asked for, decided under the payment's lock. */
type RefundPlan = {
  reference: string;
  provider: PaymentTransaction["provider"];
  naira: number;
  /** In the provider's minor unit. */
  providerAmount: number;
  /** Everything not yet refunded: PayPal is then asked for "the rest", not a sum. */
  full: boolean;
  currency: string;
  captureId: string | null;
};

/**
 * An admin refunds a payment: all that remains (no amount) or part of it. The
 * permission, status and amount are decided on the server under the payment's row
 * lock, the amount is held so a second refund racing this one cannot exceed what
 * was paid, and the provider is asked outside the transaction.
 */
export async function refundPayment(input: {
  paymentId: string;
  amount?: number;
  reason: string;
  actor: { id: string };
}) {
  const log = getLogger();
  const db = await getDb();
  const requestId = crypto.randomUUID();
  const plan = await db.transaction(async (tx): Promise<RefundPlan> => {
    const [actor] = await tx
      .select({ role: profiles.role })
      .from(profiles)
      .where(eq(profiles.id, input.actor.id));
    if (!can(actor?.role, "payments:refund")) throw new AppError("forbidden");
    const [row] = await tx
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, input.paymentId))
      .for("update");
    if (!row) throw new AppError("notFound");
    if (!isRefundable(row))
      throw new AppError("validation", { message: paymentToasts.refundNotAllowed });
    const remainder = row.totalAmount - row.refundedAmount - heldAmount(row);
    const naira = input.amount ?? remainder;
    if (!Number.isInteger(naira) || naira < 1 || naira > remainder)
      throw new AppError("validation", { message: paymentToasts.refundTooLarge });
    const captureId = row.provider === "paypal" ? captureIdOf(row.providerPayload) : null;
    if (row.provider === "paypal" && !captureId)
      throw new AppError("validation", { message: paymentToasts.refundNotAllowed });
    const providerTotal = row.providerAmount ?? row.totalAmount * 100;
    const alreadyMinor = Math.round((row.refundedAmount / row.totalAmount) * providerTotal);
    const full = naira === row.totalAmount - row.refundedAmount;
    const providerAmount = full
      ? providerTotal - alreadyMinor
      : Math.max(1, Math.round((naira / row.totalAmount) * providerTotal));
    await tx
      .update(paymentTransactions)
      .set({
        metadata: {
          ...row.metadata,
          refundRequests: [
            ...refundRequestsOf(row),
            { id: requestId, amount: naira, at: new Date().toISOString() },
          ],
        },
        updatedAt: new Date(),
      })
      .where(eq(paymentTransactions.id, row.id));
    return {
      reference: row.paymentReference,
      provider: row.provider,
      naira,
      providerAmount,
      full,
      currency: row.providerCurrency ?? row.currency,
      captureId,
    };
  });

  let refund: ProviderRefund;
  try {
    refund = await askProvider(plan, requestId, input.reason);
  } catch (error) {
    // Nothing was refunded: release the held amount.
    await releaseRefundHold(plan.reference, requestId).catch((err: unknown) =>
      log.error({ err, reference: plan.reference }, "refund hold not released"),
    );
    if (!(error instanceof ProviderUnavailableError)) throw error;
    log.error({ err: error, reference: plan.reference }, "refund refused by the provider");
    throw new AppError("network", { message: paymentToasts.refundFailed });
  }
  const applied = await applyRefund(plan.reference, {
    ...refund,
    naira: plan.naira,
    requestId,
    reason: input.reason,
    actorId: input.actor.id,
  });
  log.info(
    {
      audit: "payment.refunded",
      actorId: input.actor.id,
      reference: plan.reference,
      amount: plan.naira,
      refundId: refund.refundId,
      outcome: applied.outcome,
    },
    "payment refunded",
  );
  return {
    reference: plan.reference,
    amount: plan.naira,
    refundId: refund.refundId,
    outcome: applied.outcome,
    txn: applied.txn,
  };
}

async function releaseRefundHold(reference: string, requestId: string) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await lockPayment(tx, reference);
    if (!row) return;
    await tx
      .update(paymentTransactions)
      .set({
        metadata: {
          ...row.metadata,
          refundRequests: refundRequestsOf(row).filter((r) => r.id !== requestId),
        },
        updatedAt: new Date(),
      })
      .where(eq(paymentTransactions.id, row.id));
  });
}

async function askProvider(
  plan: RefundPlan,
  requestId: string,
  reason: string,
): Promise<ProviderRefund> {
  switch (plan.provider) {
    case "test":
      // The test provider keeps no money: its refund is done here and now.
      return {
        refundId: `TEST-RF-${requestId}`,
        amount: plan.providerAmount,
        currency: plan.currency,
        raw: { provider: "test", reference: plan.reference, amount: plan.providerAmount },
      };
    case "paystack": {
      const data = (await refundPaystack(plan.reference, plan.naira)) as {
        id?: number | string;
        amount?: number;
        currency?: string;
      } | null;
      if (!data?.id) throw new ProviderUnavailableError("paystack", "refund without an id");
      return {
        refundId: String(data.id),
        amount: Number(data.amount ?? plan.providerAmount),
        currency: String(data.currency ?? plan.currency),
        raw: data as Record<string, unknown>,
      };
    }
    case "paypal": {
      const done = await refundPaypal({
        captureId: plan.captureId!,
        // The rest: PayPal knows what remains to the cent, whatever earlier rounding did.
        cents: plan.full ? undefined : plan.providerAmount,
        requestId: `refund-${requestId}`,
        reference: plan.reference,
        note: reason,
      });
      return { ...done, raw: done.raw as unknown as Record<string, unknown> };
    }
  }
}

export interface AdminPaymentView {
  id: string;
  reference: string;
  purpose: string;
  provider: string;
  status: string;
  email: string;
  amount: number;
  refunded: number;
  refundable: number;
  canRefund: boolean;
  failureReason: string | null;
  paidAt: string | null;
  createdAt: string;
}

function adminView(row: PaymentTransaction): AdminPaymentView {
  const canRefund = isRefundable(row);
  return {
    id: row.id,
    reference: row.paymentReference,
    purpose: row.purpose,
    provider: row.provider,
    status: row.paymentStatus,
    email: row.email,
    amount: row.totalAmount,
    refunded: row.refundedAmount,
    refundable: canRefund ? row.totalAmount - row.refundedAmount : 0,
    canRefund,
    failureReason: row.failureReason,
    paidAt: row.paidAt?.toISOString() ?? row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A payment found by its reference for the admin refund form; null when none. */
export async function findPaymentForAdmin(db: Db, reference: string) {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.paymentReference, reference.trim().slice(0, 64)))
    .limit(1);
  return row ? adminView(row) : null;
}

/** Payments paid after they were closed (nothing delivered), still owed back. */
export async function listPaidAfterClose(db: Db, limit = 50) {
  const rows = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.failureReason, "paid_after_close"),
        ne(paymentTransactions.paymentStatus, "refunded"),
      ),
    )
    .orderBy(desc(paymentTransactions.updatedAt))
    .limit(limit);
  return rows.map(adminView);
}
