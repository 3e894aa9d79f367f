import { getLogger } from "~/lib/logger.server";
import { applyRefund, confirmPayment } from "./checkout.server";
import { registerFulfilments } from "./fulfilments.server";
import { paystackConfigured } from "./providers/config.server";
import {
  resultFromPaystackTransaction,
  validPaystackSignature,
  type PaystackTransaction,
} from "./providers/paystack.server";

export type WebhookAnswer = {
  status: 200 | 400 | 401 | 404 | 413 | 422 | 503;
  body: Record<string, unknown>;
};

export const MAX_WEBHOOK_BYTES = 256 * 1024;

function answerFor(outcome: string): WebhookAnswer {
  if (outcome === "unknown_reference") return { status: 404, body: { error: "unknown reference" } };
  if (outcome === "mismatch")
    return { status: 422, body: { error: "amount or currency mismatch" } };
  return { status: 200, body: { received: true, outcome } };
}

/**
 * Paystack's webhook, given the raw body exactly as received (the signature covers
 * its bytes). Authentic events about our payments move them on through the same
 * confirmation as every other path; anything else is logged and changes nothing.
 * Statuses: 401 bad signature, 400 unreadable, 404 not our reference, 422 the
 * amount or currency differs, 200 applied, replayed or an event we do not use.
 */
export async function handlePaystackWebhook(
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookAnswer> {
  const log = getLogger();
  if (!paystackConfigured()) {
    log.warn("paystack webhook received but Paystack is not configured");
    return { status: 503, body: { error: "paystack not configured" } };
  }
  if (Buffer.byteLength(rawBody) > MAX_WEBHOOK_BYTES) {
    return { status: 413, body: { error: "too large" } };
  }
  if (!validPaystackSignature(rawBody, signature)) {
    log.warn({ hasSignature: !!signature }, "paystack webhook refused: bad signature");
    return { status: 401, body: { error: "invalid signature" } };
  }
  let event: { event?: unknown; data?: Record<string, unknown> };
  try {
    event = JSON.parse(rawBody) as typeof event;
  } catch {
    log.warn("paystack webhook refused: body is not JSON");
    return { status: 400, body: { error: "invalid body" } };
  }
  const name = typeof event.event === "string" ? event.event : "";
  const data = event.data ?? {};
  registerFulfilments();

  if (name === "charge.success") {
    const reference = typeof data.reference === "string" ? data.reference : "";
    if (!reference) return { status: 400, body: { error: "no reference" } };
    const { outcome } = await confirmPayment(
      reference,
      resultFromPaystackTransaction(data as PaystackTransaction),
    );
    log.info({ event: name, reference, outcome }, "paystack webhook");
    return answerFor(outcome);
  }

  if (name === "refund.processed") {
    const reference = String(data.transaction_reference ?? "");
    const refundId = String(data.id ?? data.refund_reference ?? "");
    if (!reference || !refundId) return { status: 400, body: { error: "no reference" } };
    const outcome = await applyRefund(reference, {
      refundId,
      amount: Number(data.amount),
      currency: String(data.currency ?? ""),
      raw: data,
    });
    log.info({ event: name, reference, outcome }, "paystack webhook");
    return answerFor(outcome);
  }

  // refund.pending / refund.failed / transfers / disputes: nothing to change here yet.
  log.info({ event: name }, "paystack webhook ignored");
  return { status: 200, body: { received: true, ignored: true } };
}
