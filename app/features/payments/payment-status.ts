import type { Message } from "~/lib/messages";
import { paymentErrors, paymentsCopy, paymentSuccess } from "~/features/payments/messages";

import type { PAYMENT_STATUSES } from "~/lib/enum-values";
import { statusTone } from "./payment-centre-constants";

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Which status a payment may move to from each (docs/design.md convention 10). `paid` is
 * money taken for a purchase that could not be delivered (sold out, hold expired):
 * it is refunded automatically. A provider's success after we closed a payment is
 * real money, so closed payments may still become completed (delivered late) or
 * paid (refunded); payments closed before this table existed may be refunded.
 */
export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ["completed", "paid", "failed", "cancelled", "expired"],
  paid: ["partially_refunded", "refunded"],
  completed: ["partially_refunded", "refunded"],
  partially_refunded: ["partially_refunded", "refunded"],
  failed: ["completed", "paid", "partially_refunded", "refunded"],
  cancelled: ["completed", "paid", "partially_refunded", "refunded"],
  expired: ["completed", "paid", "partially_refunded", "refunded"],
  refunded: [],
};

export class PaymentTransitionError extends Error {
  constructor(
    readonly from: PaymentStatus,
    readonly to: PaymentStatus,
  ) {
    super(`A payment cannot go from ${from} to ${to}`);
    this.name = "PaymentTransitionError";
  }
}

/** Throws a PaymentTransitionError unless the table allows `from` → `to`. */
export function assertPaymentTransition(from: PaymentStatus, to: PaymentStatus) {
  if (!PAYMENT_TRANSITIONS[from].includes(to)) throw new PaymentTransitionError(from, to);
}

export const isSuccessStatus = (s: PaymentStatus) => s === "completed" || s === "paid";

/** Spec 001 §4: paid and completed are success, failed and cancelled failure, then pending, other. */
export type StatusTone = "success" | "danger" | "warning" | "secondary";

export function paymentStatusLabel(status: PaymentStatus) {
  return status === "partially_refunded"
    ? "Partially refunded"
    : status.charAt(0).toUpperCase() + status.slice(1);
}

/** The spec's payment message (000 §8) for a provider's failure reason. */
export function failureMessage(reason: string | null | undefined): Message {
  const r = (reason ?? "").toLowerCase();
  if (r.includes("insufficient")) return paymentErrors.insufficientFunds;
  if (r.includes("expired")) return paymentErrors.expiredCard;
  if (r.includes("invalid card") || r.includes("invalid pan") || r.includes("incorrect"))
    return paymentErrors.invalidCard;
  if (r.includes("declin") || r.includes("do not honor")) return paymentErrors.declined;
  if (r === "paid_after_close") return paymentErrors.processingError;
  return paymentErrors.failed;
}

/** Title and text the result page shows for a payment. */
export function resultMessage(
  status: PaymentStatus,
  transactionType: string,
  failureReason: string | null,
): Message {
  const c = paymentsCopy.result;
  switch (statusTone(status)) {
    case "success":
      return transactionType === "donation" ? paymentSuccess.donation : paymentSuccess.completed;
    case "danger":
      return status === "cancelled"
        ? { title: c.cancelledTitle, message: c.cancelledMessage }
        : failureMessage(failureReason);
    case "warning":
      return { title: c.pendingTitle, message: c.pendingMessage };
    default:
      return status === "expired"
        ? { title: c.expiredTitle, message: c.expiredMessage }
        : { title: c.refundedTitle, message: c.refundedMessage };
  }
}
