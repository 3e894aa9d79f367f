import { getLogger } from "~/lib/logger.server";
import { applyRefund, confirmPayment } from "./checkout.server";
import { registerFulfilments } from "./fulfilments.server";
import { paypalConfigured, paystackConfigured } from "./providers/config.server";
import { verifyPaypal, verifyPaypalWebhook, type PaypalOrder } from "./providers/paypal.server";
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
  registerFulfilments();
  const result = await verifyPaypal(orderId);
  const unit = (result?.raw as PaypalOrder | undefined)?.purchase_units?.[0];
  const reference = unit?.custom_id ?? unit?.reference_id ?? "";
  if (!result || !reference) return answerFor("unknown_reference");
  const { outcome } = await confirmPayment(reference, result);
  log.info({ event: event.event_type, reference, outcome }, "paypal webhook");
  return answerFor(outcome);
}
