import { getEnv } from "~/lib/env.server";
import { getLogger } from "~/lib/logger.server";
import {
  ProviderUnavailableError,
  type InitializeInput,
  type InitializeResult,
  type ProviderResult,
} from "./types";

/**
 * PayPal Orders v2 (https://developer.paypal.com/docs/api/orders/v2/). PayPal does not
 * settle naira: the charge is converted to US dollars at PAYPAL_NGN_PER_USD and the
 * rate is recorded on the payment (docs/product-decisions.md > Money). A payment counts only when
 * a capture is COMPLETED.
 */
type Token = { value: string; expires: number };
let token: Token | undefined;

function base() {
  return getEnv().PAYPAL_BASE_URL;
}

async function request(path: string, init: RequestInit & { auth?: string } = {}) {
  const { auth, ...rest } = init;
  try {
    return await fetch(`${base()}${path}`, {
      ...rest,
      headers: {
        Accept: "application/json",
        ...(auth ? { Authorization: auth } : {}),
        ...rest.headers,
      },
      signal: AbortSignal.timeout(getEnv().PAYMENT_PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderUnavailableError("paypal", `PayPal unreachable: ${path}`, error);
  }
}

async function accessToken(): Promise<string> {
  const now = Date.now();
  if (token && token.expires > now + 60_000) return token.value;
  const env = getEnv();
  if (!env.PAYPAL_CLIENT_ID || !env.PAYPAL_CLIENT_SECRET) {
    throw new ProviderUnavailableError("paypal", "PayPal keys are not set");
  }
  const basic = Buffer.from(`${env.PAYPAL_CLIENT_ID}:${env.PAYPAL_CLIENT_SECRET}`).toString(
    "base64",
  );
  const response = await request("/v1/oauth2/token", {
    method: "POST",
    auth: `Basic ${basic}`,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "grant_type=client_credentials",
  });
  const body = (await response.json().catch(() => null)) as {
    access_token?: string;
    expires_in?: number;
  } | null;
  if (!response.ok || !body?.access_token) {
    throw new ProviderUnavailableError("paypal", `PayPal token refused (${response.status})`);
  }
  token = {
    value: body.access_token,
    expires: now + (body.expires_in ?? 300) * 1000,
  };
  return body.access_token;
}

async function api<T>(path: string, init: RequestInit = {}) {
  const response = await request(path, {
    ...init,
    auth: `Bearer ${await accessToken()}`,
    headers: { "Content-Type": "application/json", ...init.headers },
  });
  const body = (await response.json().catch(() => null)) as T | null;
  return { status: response.status, body };
}

/** Naira to US cents at the configured rate (at least one cent). */
export function nairaToUsdCents(amount: number, ngnPerUsd: number) {
  return Math.max(1, Math.round((amount / ngnPerUsd) * 100));
}

const centsToValue = (cents: number) => (cents / 100).toFixed(2);
const valueToCents = (value: string | undefined) => Math.round(Number(value ?? "NaN") * 100);

type PaypalLink = { href: string; rel: string; method?: string };
type PaypalError = { name?: string; details?: { issue?: string; description?: string }[] };
type PaypalCapture = {
  id: string;
  status: string;
  amount?: { currency_code: string; value: string };
  custom_id?: string;
  status_details?: { reason?: string };
};
export type PaypalOrder = {
  id: string;
  status: string;
  links?: PaypalLink[];
  purchase_units?: {
    reference_id?: string;
    custom_id?: string;
    amount?: { currency_code: string; value: string };
    payments?: { captures?: PaypalCapture[] };
  }[];
};

export async function initializePaypal(input: InitializeInput): Promise<InitializeResult> {
  const rate = getEnv().PAYPAL_NGN_PER_USD;
  const cents = nairaToUsdCents(input.amount, rate);
  const cancel = new URL(input.callbackUrl);
  cancel.searchParams.set("cancelled", "1");
  const { status, body } = await api<PaypalOrder>("/v2/checkout/orders", {
    method: "POST",
    // Retrying the same create never makes two orders.
    headers: { "PayPal-Request-Id": `create-${input.reference}` },
    body: JSON.stringify({
      intent: "CAPTURE",
      purchase_units: [
        {
          reference_id: input.reference,
          custom_id: input.reference,
          invoice_id: input.reference,
          description: String(input.metadata.purpose ?? "Naija Creators").slice(0, 127),
          amount: { currency_code: "USD", value: centsToValue(cents) },
        },
      ],
      application_context: {
        brand_name: "Naija Creators",
        user_action: "PAY_NOW",
        shipping_preference: "NO_SHIPPING",
        return_url: input.callbackUrl,
        cancel_url: cancel.toString(),
      },
    }),
  });
  const approve = body?.links?.find((l) => l.rel === "approve" || l.rel === "payer-action");
  if (status >= 300 || !body?.id || !approve) {
    throw new ProviderUnavailableError("paypal", `PayPal refused the order (${status})`);
  }
  return {
    redirectUrl: approve.href,
    providerAmount: cents,
    providerCurrency: "USD",
    exchangeRate: rate,
    providerReference: body.id,
  };
}

function completedCapture(order: PaypalOrder | null) {
  return order?.purchase_units?.[0]?.payments?.captures?.find((c) => c.status === "COMPLETED");
}

export function resultFromPaypalOrder(order: PaypalOrder): ProviderResult {
  const capture = completedCapture(order);
  const unit = order.purchase_units?.[0];
  const denied = unit?.payments?.captures?.find(
    (c) => c.status === "DECLINED" || c.status === "FAILED",
  );
  const money = capture?.amount ?? unit?.amount;
  return {
    provider: "paypal",
    status: capture
      ? "success"
      : denied
        ? "failed"
        : order.status === "VOIDED"
          ? "cancelled"
          : "pending",
    amount: valueToCents(money?.value),
    currency: money?.currency_code ?? "USD",
    channel: "paypal",
    gatewayResponse: denied ? (denied.status_details?.reason ?? "Declined") : null,
    raw: order as unknown as Record<string, unknown>,
  };
}

/**
 * The order's state; an APPROVED order is captured first (idempotently, by
 * PayPal-Request-Id), so the buyer's return or a webhook completes the payment.
 */
export async function verifyPaypal(orderId: string): Promise<ProviderResult | null> {
  const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
  const got = await api<PaypalOrder>(path);
  if (got.status === 404) return null;
  if (got.status >= 300 || !got.body) {
    throw new ProviderUnavailableError("paypal", `PayPal order lookup failed (${got.status})`);
  }
  let order = got.body;
  if (order.status === "APPROVED") {
    const captured = await api<PaypalOrder & PaypalError>(`${path}/capture`, {
      method: "POST",
      headers: { "PayPal-Request-Id": `capture-${orderId}` },
    });
    if (captured.body && captured.status < 300) order = captured.body;
    else {
      const issue = captured.body?.details?.[0]?.issue;
      getLogger().warn({ orderId, status: captured.status, issue }, "paypal capture refused");
      // The buyer's card or bank said no: PayPal answers 422 INSTRUMENT_DECLINED.
      if (captured.status === 422 && issue === "INSTRUMENT_DECLINED") {
        const money = order.purchase_units?.[0]?.amount;
        return {
          provider: "paypal",
          status: "failed",
          amount: valueToCents(money?.value),
          currency: money?.currency_code ?? "USD",
          channel: "paypal",
          gatewayResponse: "Declined (INSTRUMENT_DECLINED)",
          raw: { ...order, capture_error: captured.body } as unknown as Record<string, unknown>,
        };
      }
    }
  }
  return resultFromPaypalOrder(order);
}

/** Asks PayPal whether a webhook delivery is genuine (verify-webhook-signature). */
export async function verifyPaypalWebhook(headers: Headers, event: unknown) {
  const webhookId = getEnv().PAYPAL_WEBHOOK_ID;
  if (!webhookId) return false;
  const { status, body } = await api<{ verification_status?: string }>(
    "/v1/notifications/verify-webhook-signature",
    {
      method: "POST",
      body: JSON.stringify({
        auth_algo: headers.get("paypal-auth-algo"),
        cert_url: headers.get("paypal-cert-url"),
        transmission_id: headers.get("paypal-transmission-id"),
        transmission_sig: headers.get("paypal-transmission-sig"),
        transmission_time: headers.get("paypal-transmission-time"),
        webhook_id: webhookId,
        webhook_event: event,
      }),
    },
  );
  return status < 300 && body?.verification_status === "SUCCESS";
}

/** The id of the COMPLETED capture in an order PayPal gave us (stored on the payment). */
export function captureIdOf(order: unknown): string | null {
  const units = (order as PaypalOrder | null)?.purchase_units;
  const capture = units?.[0]?.payments?.captures?.find(
    (c) => c.status === "COMPLETED" || c.status === "PARTIALLY_REFUNDED",
  );
  return capture?.id ?? null;
}

export type PaypalRefund = {
  id: string;
  status: string;
  amount?: { currency_code: string; value: string };
  custom_id?: string;
  invoice_id?: string;
  links?: PaypalLink[];
};

/**
 * Refunds a capture (all of it when `cents` is omitted). The PayPal-Request-Id makes
 * a retried request answer with the same refund instead of refunding twice.
 */
export async function refundPaypal(input: {
  captureId: string;
  cents?: number;
  requestId: string;
  reference: string;
  note: string;
}): Promise<{ refundId: string; amount: number; currency: string; raw: PaypalRefund }> {
  const { status, body } = await api<PaypalRefund>(
    `/v2/payments/captures/${encodeURIComponent(input.captureId)}/refund`,
    {
      method: "POST",
      headers: { "PayPal-Request-Id": input.requestId, Prefer: "return=representation" },
      body: JSON.stringify({
        ...(input.cents
          ? { amount: { currency_code: "USD", value: centsToValue(input.cents) } }
          : {}),
        custom_id: input.reference,
        note_to_payer: input.note.slice(0, 255),
      }),
    },
  );
  if (status >= 300 || !body?.id || !body.amount) {
    throw new ProviderUnavailableError("paypal", `PayPal refused the refund (${status})`);
  }
  return {
    refundId: body.id,
    amount: valueToCents(body.amount.value),
    currency: body.amount.currency_code,
    raw: body,
  };
}

/** A capture's custom_id (our reference), for a refund made on PayPal's side. */
export async function paypalCaptureReference(captureId: string): Promise<string | null> {
  const { status, body } = await api<PaypalCapture>(
    `/v2/payments/captures/${encodeURIComponent(captureId)}`,
  );
  if (status >= 300 || !body) return null;
  return body.custom_id ?? null;
}
