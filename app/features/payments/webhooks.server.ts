import { getLogger } from "~/lib/logger.server";
import { confirmPayment } from "./checkout.server";
import { paypalConfigured, paystackConfigured } from "./providers/config.server";
import {
  paypalCaptureReference,
  verifyPaypal,
  verifyPaypalWebhook,
  type PaypalOrder,
  type PaypalRefund,
} from "./providers/paypal.server";
import {
  resultFromPaystackTransaction,
  validPaystackSignature,
  type PaystackTransaction,
} from "./providers/paystack.server";
import { applyRefund } from "./refunds.server";
import { handleTransferWebhook, isTransferEvent } from "./payout-webhooks.server";

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
    const { outcome } = await applyRefund(reference, {
      refundId,
      amount: Number(data.amount),
      currency: String(data.currency ?? ""),
      raw: data,
    });
    log.info({ event: name, reference, outcome }, "paystack webhook");
    return answerFor(outcome);
  }

  if (isTransferEvent(name)) return handleTransferWebhook(name, data);

  // refund.pending / refund.failed / disputes: nothing to change here yet.
  log.info({ event: name }, "paystack webhook ignored");
  return { status: 200, body: { received: true, ignored: true } };
}

/**
 * PayPal's webhook: genuine only if PayPal's verify-webhook-signature call says so.
 * The event names the order; its state is then read (and an approved order
 * captured) from PayPal itself before anything changes here.
 */
export async function handlePaypalWebhook(
  rawBody: string,
  headers: Headers,
): Promise<WebhookAnswer> {
  const log = getLogger();
  if (!paypalConfigured()) return { status: 503, body: { error: "paypal not configured" } };
  if (Buffer.byteLength(rawBody) > MAX_WEBHOOK_BYTES)
    return { status: 413, body: { error: "too large" } };
  let event: { event_type?: string; resource?: Record<string, unknown> };
  try {
    event = JSON.parse(rawBody) as typeof event;
  } catch {
    return { status: 400, body: { error: "invalid body" } };
  }
  let genuine = false;
  try {
    genuine = await verifyPaypalWebhook(headers, event);
  } catch (error) {
    log.warn({ err: error }, "paypal webhook: verification call failed");
    return { status: 503, body: { error: "verification unavailable" } };
  }
  if (!genuine) {
    log.warn({ event: event.event_type }, "paypal webhook refused: bad signature");
    return { status: 401, body: { error: "invalid signature" } };
  }
  const resource = event.resource ?? {};
  if (event.event_type === "PAYMENT.CAPTURE.REFUNDED") {
    return paypalRefundEvent(resource as unknown as PaypalRefund);
  }
  const related = (resource.supplementary_data as { related_ids?: { order_id?: string } })
    ?.related_ids;
  const orderId =
    event.event_type === "CHECKOUT.ORDER.APPROVED"
      ? String(resource.id ?? "")
      : event.event_type?.startsWith("PAYMENT.CAPTURE.")
        ? String(related?.order_id ?? "")
        : "";
  if (!orderId) {
    log.info({ event: event.event_type }, "paypal webhook ignored");
    return { status: 200, body: { received: true, ignored: true } };
  }
  const result = await verifyPaypal(orderId);
  const unit = (result?.raw as PaypalOrder | undefined)?.purchase_units?.[0];
  const reference = unit?.custom_id ?? unit?.reference_id ?? "";
  if (!result || !reference) return answerFor("unknown_reference");
  const { outcome } = await confirmPayment(reference, result);
  log.info({ event: event.event_type, reference, outcome }, "paypal webhook");
  return answerFor(outcome);
}

/**
 * PAYMENT.CAPTURE.REFUNDED (genuine: its signature was verified): the resource is the
 * refund. Our reference is its custom_id (set when we asked for it), or the refunded
 * capture's custom_id for a refund made on PayPal's side. Recorded once per refund id,
 * so the report of a refund an admin made here changes nothing.
 */
async function paypalRefundEvent(refund: PaypalRefund): Promise<WebhookAnswer> {
  const log = getLogger();
  if (!refund.id || !refund.amount) return { status: 400, body: { error: "no refund" } };
  if (refund.status && refund.status !== "COMPLETED") {
    log.info({ refundId: refund.id, status: refund.status }, "paypal refund not completed yet");
    return { status: 200, body: { received: true, ignored: true } };
  }
  let reference = refund.custom_id ?? "";
  if (!reference) {
    const up = refund.links?.find((l) => l.rel === "up")?.href ?? "";
    const captureId = /\/captures\/([^/?]+)/.exec(up)?.[1];
    try {
      reference = captureId ? ((await paypalCaptureReference(captureId)) ?? "") : "";
    } catch (error) {
      log.warn({ err: error, refundId: refund.id }, "paypal webhook: capture lookup failed");
      return { status: 503, body: { error: "provider unavailable" } };
    }
  }
  if (!reference) return answerFor("unknown_reference");
  const { outcome } = await applyRefund(reference, {
    refundId: refund.id,
    amount: Math.round(Number(refund.amount.value) * 100),
    currency: refund.amount.currency_code,
    raw: refund as unknown as Record<string, unknown>,
  });
  log.info({ event: "PAYMENT.CAPTURE.REFUNDED", reference, outcome }, "paypal webhook");
  return answerFor(outcome);
}
