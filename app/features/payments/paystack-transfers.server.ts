import { AppError } from "~/lib/app-error.server";
import { getLogger } from "~/lib/logger.server";
import { paymentToasts } from "~/features/payments/messages";
import { call, type PaystackConfig } from "./paystack-banks.server";
import {
  failureText,
  transferProblem,
  type TransferData,
  type TransferProblem,
} from "./payout-transfer-status";

/**
 * Paystack Transfers (issue 33, ADR 071 "Transfers (engine)"): recipients, single and
 * bulk transfers, OTP finalize and verify, speaking the API as Paystack documents it
 * (amounts in kobo; our reference is payoutReference(payout.id)). Callers never hold a
 * database transaction while these run.
 *
 * A transfer call ends one of three ways, and the difference matters for money:
 * - accepted: Paystack took it and says its status (success, pending, otp, …);
 * - refused: Paystack answered no (status false, 4xx): no transfer exists;
 * - unknown: no usable answer (timeout, unreachable, 5xx): it may or may not exist, so
 *   only GET /transfer/verify/:reference may tell, never a second send.
 */

/** Paystack's transfer statuses (https://paystack.com/docs/transfers/how-transfers-work/). */
export type PaystackTransferStatus =
  | "pending"
  | "success"
  | "reversed"
  | "failed"
  | "otp"
  | "abandoned"
  | "blocked"
  | "rejected"
  | "received";

export type { TransferProblem };

export type TransferAnswer =
  | { kind: "accepted"; status: string; transferCode: string | null; failure: string | null }
  | { kind: "refused"; problem: TransferProblem; message: string }
  | { kind: "unknown"; detail: string };

async function transferCall<T>(
  config: PaystackConfig,
  path: string,
  init: { method?: "GET" | "POST"; body?: unknown },
): Promise<{ httpStatus: number; status: boolean; message: string; data?: T } | null> {
  try {
    const { httpStatus, answer } = await call<T>(config, path, init);
    return {
      httpStatus,
      status: answer.status === true,
      message: answer.message ?? "",
      data: answer.data,
    };
  } catch (error) {
    if (error instanceof AppError && error.kind === "network") return null;
    throw error;
  }
}

function answerOf(
  path: string,
  result: Awaited<ReturnType<typeof transferCall<TransferData>>>,
): TransferAnswer {
  if (!result) return { kind: "unknown", detail: "unreachable" };
  const { httpStatus, status, message, data } = result;
  if (httpStatus >= 500 || httpStatus === 429) {
    getLogger().warn({ path, httpStatus, message }, "paystack transfer call: no answer");
    return { kind: "unknown", detail: message || `http ${httpStatus}` };
  }
  if (!status || httpStatus >= 400) {
    getLogger().warn({ path, httpStatus, message }, "paystack refused a transfer call");
    return { kind: "refused", problem: transferProblem(message), message };
  }
  if (!data?.status) return { kind: "unknown", detail: message || "no status" };
  return {
    kind: "accepted",
    status: data.status,
    transferCode: data.transfer_code ?? null,
    failure: failureText(data),
  };
}

/**
 * POST /transferrecipient: the seller's bank account as a recipient (RCP_…). Paystack
 * gives back the existing record for an account it already knows, so asking twice is safe.
 */
export async function createTransferRecipient(
  config: PaystackConfig,
  input: { name: string; accountNumber: string; bankCode: string; userId?: string },
): Promise<string> {
  const result = await transferCall<{ recipient_code?: string }>(config, "/transferrecipient", {
    method: "POST",
    body: {
      type: "nuban",
      name: input.name,
      account_number: input.accountNumber,
      bank_code: input.bankCode,
      currency: "NGN",
      ...(input.userId ? { metadata: { user_id: input.userId } } : {}),
    },
  });
  if (!result || !result.status || !result.data?.recipient_code) {
    getLogger().warn(
      { httpStatus: result?.httpStatus, message: result?.message },
      "paystack refused the transfer recipient",
    );
    throw new AppError("network", { message: paymentToasts.bankLookupFailed });
  }
  return result.data.recipient_code;
}

export interface TransferRequest {
  /** Naira (whole): sent to Paystack in kobo. */
  amount: number;
  recipientCode: string;
  reference: string;
  reason: string;
}

const kobo = (naira: number) => Math.round(naira * 100);

/** POST /transfer: one transfer from our balance. */
export async function initiateTransfer(
  config: PaystackConfig,
  input: TransferRequest,
): Promise<TransferAnswer> {
  const result = await transferCall<TransferData>(config, "/transfer", {
    method: "POST",
    body: {
      source: "balance",
      amount: kobo(input.amount),
      currency: "NGN",
      recipient: input.recipientCode,
      reference: input.reference,
      reason: input.reason,
    },
  });
  return answerOf("/transfer", result);
}

export type BulkAnswer =
  | { kind: "accepted"; items: Map<string, TransferAnswer> }
  | { kind: "refused"; problem: TransferProblem; message: string }
  | { kind: "unknown"; detail: string };

/**
 * POST /transfer/bulk: several transfers in one request (only with OTP off on the
 * integration). Each item's outcome comes back by reference; later ones by webhook.
 */
export async function bulkTransfer(
  config: PaystackConfig,
  transfers: TransferRequest[],
): Promise<BulkAnswer> {
  const result = await transferCall<TransferData[]>(config, "/transfer/bulk", {
    method: "POST",
    body: {
      currency: "NGN",
      source: "balance",
      transfers: transfers.map((t) => ({
        amount: kobo(t.amount),
        reference: t.reference,
        reason: t.reason,
        recipient: t.recipientCode,
      })),
    },
  });
  if (!result) return { kind: "unknown", detail: "unreachable" };
  const { httpStatus, status, message, data } = result;
  // Duplicate references answer 404 (documented), so only 5xx means "no answer".
  if (httpStatus >= 500 || httpStatus === 429)
    return { kind: "unknown", detail: message || `http ${httpStatus}` };
  if (!status || httpStatus >= 400 || !Array.isArray(data))
    return { kind: "refused", problem: transferProblem(message), message };
  const items = new Map<string, TransferAnswer>();
  for (const item of data) {
    if (!item.reference) continue;
    items.set(
      item.reference,
      item.status
        ? {
            kind: "accepted",
            status: item.status,
            transferCode: item.transfer_code ?? null,
            failure: failureText(item),
          }
        : { kind: "unknown", detail: "no status" },
    );
  }
  return { kind: "accepted", items };
}

/** POST /transfer/finalize_transfer: the OTP Paystack sent the business owner. */
export async function finalizeTransfer(
  config: PaystackConfig,
  input: { transferCode: string; otp: string },
): Promise<TransferAnswer> {
  const result = await transferCall<TransferData>(config, "/transfer/finalize_transfer", {
    method: "POST",
    body: { transfer_code: input.transferCode, otp: input.otp },
  });
  return answerOf("/transfer/finalize_transfer", result);
}

export type VerifyAnswer =
  | {
      kind: "found";
      status: string;
      transferCode: string | null;
      amountKobo: number | null;
      failure: string | null;
    }
  | { kind: "not_found" }
  | { kind: "unknown"; detail: string };

/** GET /transfer/verify/:reference: what Paystack knows of our transfer. */
export async function verifyTransfer(
  config: PaystackConfig,
  reference: string,
): Promise<VerifyAnswer> {
  const path = `/transfer/verify/${encodeURIComponent(reference)}`;
  const result = await transferCall<TransferData>(config, path, { method: "GET" });
  if (!result) return { kind: "unknown", detail: "unreachable" };
  if (result.httpStatus === 404 || (result.httpStatus === 400 && /not found/i.test(result.message)))
    return { kind: "not_found" };
  if (result.httpStatus !== 200 || !result.status || !result.data?.status)
    return { kind: "unknown", detail: result.message || `http ${result.httpStatus}` };
  return {
    kind: "found",
    status: result.data.status,
    transferCode: result.data.transfer_code ?? null,
    amountKobo: typeof result.data.amount === "number" ? result.data.amount : null,
    failure: failureText(result.data),
  };
}
