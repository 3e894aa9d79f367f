import { canMovePayout, type PayoutStatus } from "./payout-status";

// What Paystack's transfer words mean for a payout (issue 33): pure, so unit-tested
// without a database or a network. The engine's modules (send, webhooks, verify) use them.

/**
 * The payout status a Paystack transfer status means (null: one we do not know, which
 * changes nothing). received = waiting for our approval URL; abandoned (no OTP in 30
 * minutes), blocked and rejected (approval) are conclusive failures: no money left.
 */
export function payoutStatusFor(paystackStatus: string): PayoutStatus | null {
  switch (paystackStatus) {
    case "success":
      return "paid";
    case "pending":
    case "received":
    case "otp":
      return "processing";
    case "failed":
    case "abandoned":
    case "blocked":
    case "rejected":
      return "failed";
    case "reversed":
      return "reversed";
    default:
      return null;
  }
}

/**
 * The steps from `from` to `to` the transition table allows, or null. A reversal heard
 * while we still had the payout queued (its send's answer lost) passes through processing.
 */
export function payoutSteps(from: PayoutStatus, to: PayoutStatus): PayoutStatus[] | null {
  if (canMovePayout(from, to)) return [to];
  if (from === "queued" && to === "reversed") return ["processing", "reversed"];
  return null;
}

export type TransferProblem =
  | "insufficient_balance"
  | "starter_business"
  | "duplicate_reference"
  | "invalid_recipient"
  | "bulk_needs_otp_off"
  | "invalid_otp"
  | "other";

export type TransferData = {
  status?: string;
  transfer_code?: string;
  reference?: string;
  amount?: number;
  gateway_response?: string | null;
  failures?: unknown;
};

/** Which refusal a message is; matched loosely because Paystack's wording varies. */
export function transferProblem(message: string): TransferProblem {
  if (/balance is not enough|insufficient/i.test(message)) return "insufficient_balance";
  if (/starter business|third party payouts/i.test(message)) return "starter_business";
  if (/duplicate|reference.*(already|exists|used)/i.test(message)) return "duplicate_reference";
  if (/recipient/i.test(message)) return "invalid_recipient";
  if (/otp requirement|disable.*otp|bulk/i.test(message)) return "bulk_needs_otp_off";
  if (/otp/i.test(message)) return "invalid_otp";
  return "other";
}

/** Why Paystack says a transfer failed, from whichever field carries it. */
export function failureText(data: TransferData): string | null {
  if (typeof data.gateway_response === "string" && data.gateway_response)
    return data.gateway_response;
  const f = data.failures;
  if (typeof f === "string" && f) return f;
  if (f && typeof f === "object") {
    const o = f as Record<string, unknown>;
    const text = o.message ?? o.reason ?? o.gateway_response;
    if (typeof text === "string" && text) return text;
  }
  return null;
}

/** The transfer.* events that move payouts, and the status each one reports. */
const TRANSFER_EVENTS: Record<string, string> = {
  "transfer.success": "success",
  "transfer.failed": "failed",
  "transfer.reversed": "reversed",
};

export const isTransferEvent = (name: string) => Object.hasOwn(TRANSFER_EVENTS, name);

/** What a transfer.* webhook says, read tolerantly (samples differ: createdAt / created_at). */
export function parseTransferEvent(name: string, data: Record<string, unknown>) {
  const status = TRANSFER_EVENTS[name];
  const reference = typeof data.reference === "string" ? data.reference : "";
  if (!status || !reference) return null;
  return {
    reference,
    status,
    transferCode: typeof data.transfer_code === "string" ? data.transfer_code : null,
    amountKobo: typeof data.amount === "number" ? data.amount : null,
    failure: failureText(data),
  };
}
