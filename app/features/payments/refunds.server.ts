import crypto from "node:crypto";
import { and, desc, eq, inArray, like, ne, or, sql } from "drizzle-orm";
import { ledgerEntries, paymentLines, paymentTransactions, profiles } from "~/db/schema";
import { can } from "~/features/accounts/permissions";
import { notifyUsers } from "~/features/notifications/notifications.server";
import { AppError } from "~/lib/app-error.server";
import { getDb, type Db, type Tx } from "~/lib/db/client.server";
import { getLogger } from "~/lib/logger.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import { publicBaseUrl } from "~/lib/public-url.server";
import { paymentRefundedMail } from "./payment-mails";
import { paymentToasts } from "~/features/payments/messages";
import { formatNaira } from "~/lib/money";
import type { PaymentLine, PaymentTransaction } from "./fulfilment";
import { soldFulfilmentFor } from "./fulfilment-registry.server";
import { allocateRefund, refundLedgerRows } from "./ledger";
import { linesOf, lockPayment } from "./payment-lock.server";
import { assertPaymentTransition, isSuccessStatus } from "./payment-status";
import { refundAvailableAt } from "./release-dates.server";
import { captureIdOf, refundPaypal } from "./providers/paypal.server";
import { refundPaystack } from "./providers/paystack.server";
import { ProviderUnavailableError } from "./providers/types";

/**
 * Refunds (success → refunded / partially refunded). A refund, by an admin or by
 * the system (purchase undeliverable, event cancelled, host declined), is checked
 * and its amount reserved in one transaction, sent to the provider outside any
 * transaction, then recorded in a second one, where the selling area's `refunded`
 * hook voids what the money bought. A provider's refund report
 * (Paystack refund.processed, PayPal PAYMENT.CAPTURE.REFUNDED) goes through the same
 * recording, keyed by the provider's refund id, so the same refund is applied once
 * whichever of the two arrives first.
 */

/** An admin refund on its way to the provider: its naira are held back meanwhile. */
type RefundRequest = { id: string; amount: number; at: string; lineId?: string | null };
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
 * Money was taken and not all given back: a confirmed payment, one paid for a
 * purchase that could not be delivered (`paid`), or one paid after we had closed it
 * before closed payments could still be delivered (flagged `paid_after_close`).
 */
export function isRefundable(row: PaymentTransaction) {
  if (row.totalAmount - row.refundedAmount <= 0) return false;
  return (
    isSuccessStatus(row.paymentStatus) ||
    row.paymentStatus === "partially_refunded" ||
    row.failureReason === "paid_after_close" ||
    !!row.failureReason?.startsWith("unfulfillable:")
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
  /** Who asked: "admin:<id>" or "system:<cause>" (the audit trail). */
  by?: string;
  /** The line a partial refund names (otherwise spread over the lines in order). */
  lineId?: string | null;
}

/**
 * Records a refund once per provider refund id: the payment's and its lines'
 * refunded amounts and status, negative ledger entries out of each line's payee
 * share and fee in proportion (only when the payment had been credited), the
 * selling area's `refunded` hook, and a notification and e-mail to the payer, all
 * in one transaction.
 */
export async function applyRefund(
  reference: string,
  refund: ProviderRefund,
): Promise<{ outcome: RefundOutcome; txn: PaymentTransaction | null; naira: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await lockPayment(tx, reference);
    if (!row) return { outcome: "unknown_reference" as const, txn: null, naira: 0 };
    const held = refundRequestsOf(row);
    const request = held.find((r) => r.id === refund.requestId);
    const requests = held.filter((r) => r.id !== refund.requestId);
    const releaseHold = async () => {
      if (requests.length === held.length) return;
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
    const lines = await linesOf(tx, row.id);
    const parts =
      naira > 0
        ? allocateRefund(lines, naira, refund.lineId ?? request?.lineId ?? undefined)
        : null;
    if (!parts) {
      await releaseHold();
      return { outcome: "mismatch" as const, txn: row, naira: 0 };
    }
    const refunded = row.refundedAmount + naira;
    const status = refunded >= row.totalAmount ? "refunded" : "partially_refunded";
    assertPaymentTransition(row.paymentStatus, status);
    const history = (row.metadata.refunds as Record<string, unknown>[] | undefined) ?? [];
    const [updated] = await tx
      .update(paymentTransactions)
      .set({
        refundedAmount: refunded,
        paymentStatus: status,
        metadata: {
          ...row.metadata,
          refundIds: [...seen, refund.refundId],
          refundRequests: requests,
          refunds: [
            ...history,
            {
              refundId: refund.refundId,
              amount: naira,
              lines: parts.map((p) => ({ lineId: p.lineId, amount: p.amount })),
              reason: refund.reason ?? null,
              by: refund.by ?? null,
              at: new Date().toISOString(),
            },
          ],
          lastRefund: refund.raw,
        },
        updatedAt: new Date(),
      })
      .where(eq(paymentTransactions.id, row.id))
      .returning();
    const touched: { line: PaymentLine; amount: number; full: boolean }[] = [];
    for (const part of parts) {
      const [line] = await tx
        .update(paymentLines)
        .set({ refundedAmount: sql`${paymentLines.refundedAmount} + ${part.amount}` })
        .where(eq(paymentLines.id, part.lineId))
        .returning();
      touched.push({ line: line!, amount: part.amount, full: part.full });
      // Only a delivered line wrote ledger credits: an undelivered payment (paid) did
      // not, nor a line its area could not deliver (refunded on its own, netting to zero).
      if (row.fulfilledAt && (await lineWasBooked(tx, line!.id))) {
        const entries = refundLedgerRows(
          row,
          line!,
          part.amount,
          await refundAvailableAt(tx, line!.id, new Date()),
        );
        if (entries.length) await tx.insert(ledgerEntries).values(entries);
      }
    }
    const fulfilment = soldFulfilmentFor(row.transactionType);
    const hook = row.fulfilledAt ? fulfilment?.refunded : fulfilment?.undeliveredRefunded;
    if (fulfilment && hook) {
      await hook.call(fulfilment, {
        tx,
        txn: updated!,
        lines: await linesOf(tx, row.id),
        now: new Date(),
        refunded: touched,
        full: status === "refunded",
      });
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
    await sendRefundMail(tx, updated!, naira, refund.reason);
    return { outcome: "applied" as const, txn: updated!, naira };
  });
}

/** Whether the line's sale (or donation) entered the ledger when its payment was delivered. */
async function lineWasBooked(tx: Tx, lineId: string) {
  const [booked] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.paymentLineId, lineId),
        inArray(ledgerEntries.entryType, ["sale", "donation", "platform_fee"]),
      ),
    )
    .limit(1);
  return !!booked;
}

async function sendRefundMail(tx: Tx, txn: PaymentTransaction, naira: number, reason?: string) {
  await sendMail(
    {
      to: txn.email,
      ...paymentRefundedMail.render({
        origin: publicBaseUrl(),
        naira,
        refunded: txn.refundedAmount,
        total: txn.totalAmount,
        reference: txn.paymentReference,
        purpose: txn.purpose,
        reason,
      }),
    },
    tx,
  );
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

/** Why the system itself gives money back. */
export type SystemRefundCause =
  | "unfulfillable"
  | "event_cancelled"
  | "host_declined"
  | "ad_removed"
  // A vendor order cancelled before shipment (by its buyer, its vendor or an admin).
  | "order_cancelled"
  // A paid stay cancelled (by its guest, by the policy's refund; by its host, in full).
  | "booking_cancelled";

/** An admin (checked against `payments:refund`) or the system, for a stated cause. */
export type RefundActor =
  { kind?: "admin"; id: string } | { kind: "system"; cause: SystemRefundCause };

const actorLabel = (actor: RefundActor) =>
  actor.kind === "system" ? `system:${actor.cause}` : `admin:${actor.id}`;

/**
 * Refunds a payment: all that remains (no amount) or part of it, optionally out of
 * one named line. The actor's right, the status and the amount are decided on the
 * server under the payment's row lock, the amount is held so a second refund racing
 * this one cannot exceed what was paid, and the provider is asked outside the
 * transaction. Admin and system refunds are audited the same way.
 */
export async function refundPayment(input: {
  paymentId: string;
  amount?: number;
  lineId?: string;
  reason: string;
  actor: RefundActor;
}) {
  const log = getLogger();
  const db = await getDb();
  const requestId = crypto.randomUUID();
  const plan = await db.transaction(async (tx): Promise<RefundPlan> => {
    if (input.actor.kind !== "system") {
      const [actor] = await tx
        .select({ role: profiles.role })
        .from(profiles)
        .where(eq(profiles.id, input.actor.id));
      if (!can(actor?.role, "payments:refund")) throw new AppError("forbidden");
    }
    const [row] = await tx
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, input.paymentId))
      .for("update");
    if (!row) throw new AppError("notFound");
    if (!isRefundable(row))
      throw new AppError("validation", { message: paymentToasts.refundNotAllowed });
    let remainder = row.totalAmount - row.refundedAmount - heldAmount(row);
    if (input.lineId) {
      const line = (await linesOf(tx, row.id)).find((l) => l.id === input.lineId);
      if (!line) throw new AppError("notFound");
      const heldOnLine = refundRequestsOf(row)
        .filter((r) => r.lineId === line.id && Date.now() - Date.parse(r.at) < REQUEST_HOLD_MS)
        .reduce((sum, r) => sum + r.amount, 0);
      remainder = Math.min(remainder, line.amount - line.refundedAmount - heldOnLine);
    }
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
            {
              id: requestId,
              amount: naira,
              at: new Date().toISOString(),
              lineId: input.lineId ?? null,
            },
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
    by: actorLabel(input.actor),
    lineId: input.lineId ?? null,
  });
  log.info(
    {
      audit: "payment.refunded",
      actor: actorLabel(input.actor),
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

/**
 * Payments taken for nothing delivered and still owed back: undeliverable purchases
 * whose system refund has not gone through yet (say the provider is down), and
 * payments flagged paid after close before late payments could be delivered.
 */
export async function listPaidAfterClose(db: Db, limit = 50) {
  const rows = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        or(
          eq(paymentTransactions.failureReason, "paid_after_close"),
          like(paymentTransactions.failureReason, "unfulfillable:%"),
        ),
        ne(paymentTransactions.paymentStatus, "refunded"),
      ),
    )
    .orderBy(desc(paymentTransactions.updatedAt))
    .limit(limit);
  return rows.map(adminView);
}
