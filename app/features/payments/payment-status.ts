import { errors, paymentsCopy, success, type Message } from "~/lib/messages";

export type PaymentStatus =
  | "pending"
  | "paid"
  | "completed"
  | "failed"
  | "cancelled"
  | "expired"
  | "refunded"
  | "partially_refunded";

/** Spec 001 §4: paid and completed are success, failed and cancelled failure, then pending, other. */
export type StatusTone = "success" | "danger" | "warning" | "secondary";
export function paymentStatusTone(status: PaymentStatus): StatusTone {
  if (status === "paid" || status === "completed") return "success";
  if (status === "failed" || status === "cancelled") return "danger";
  if (status === "pending") return "warning";
  return "secondary";
}

export function paymentStatusLabel(status: PaymentStatus) {
  return status === "partially_refunded"
    ? "Partially refunded"
    : status.charAt(0).toUpperCase() + status.slice(1);
}

/** The spec's payment message (000 §8) for a provider's failure reason. */
export function failureMessage(reason: string | null | undefined): Message {
  const r = (reason ?? "").toLowerCase();
  if (r.includes("insufficient")) return errors.payment.insufficientFunds;
  if (r.includes("expired")) return errors.payment.expiredCard;
  if (r.includes("invalid card") || r.includes("invalid pan") || r.includes("incorrect"))
    return errors.payment.invalidCard;
  if (r.includes("declin") || r.includes("do not honor")) return errors.payment.declined;
  if (r === "paid_after_close") return errors.payment.processingError;
  return errors.payment.failed;
}

/** Title and text the result page shows for a payment. */
export function resultMessage(
  status: PaymentStatus,
  transactionType: string,
  failureReason: string | null,
): Message {
  const c = paymentsCopy.result;
  switch (paymentStatusTone(status)) {
    case "success":
      return transactionType === "donation" ? success.payment.donation : success.payment.completed;
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
