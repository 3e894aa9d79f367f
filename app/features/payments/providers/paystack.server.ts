import crypto from "node:crypto";
import { getEnv } from "~/lib/env.server";
import { getLogger } from "~/lib/logger.server";
import {
  ProviderUnavailableError,
  type InitializeInput,
  type InitializeResult,
  type ProviderResult,
  type VerifiedStatus,
} from "./types";

/**
 * Paystack's HTTP API (https://paystack.com/docs/api/): amounts in kobo, our own
 * reference, Bearer secret key. PAYSTACK_BASE_URL points the adapter at a local fake
 * in tests; nothing else differs.
 */
export const PAYSTACK_CHANNELS = ["card", "bank", "ussd", "bank_transfer"] as const;

type PaystackEnvelope<T> = { status: boolean; message: string; data: T };

export type PaystackTransaction = {
  id?: number;
  status: string;
  reference: string;
  amount: number;
  currency: string;
  channel?: string | null;
  gateway_response?: string | null;
  paid_at?: string | null;
  [key: string]: unknown;
};

function secretKey() {
  const key = getEnv().PAYSTACK_SECRET_KEY;
  if (!key) throw new ProviderUnavailableError("paystack", "PAYSTACK_SECRET_KEY is not set");
  return key;
}

async function call<T>(path: string, init: { method?: string; body?: unknown } = {}) {
  const url = `${getEnv().PAYSTACK_BASE_URL}${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? "GET",
      headers: {
        Authorization: `Bearer ${secretKey()}`,
        "Content-Type": "application/json",
        Accept: "application/json",
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(getEnv().PAYMENT_PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderUnavailableError("paystack", `Paystack unreachable: ${path}`, error);
  }
  let body: PaystackEnvelope<T> | null = null;
  try {
    body = (await response.json()) as PaystackEnvelope<T>;
  } catch {
    /* a proxy's HTML error page, say */
  }
  return { httpStatus: response.status, body };
}

export async function initializePaystack(input: InitializeInput): Promise<InitializeResult> {
  const amount = input.amount * 100;
  const { httpStatus, body } = await call<{
    authorization_url: string;
    access_code: string;
    reference: string;
  }>("/transaction/initialize", {
    method: "POST",
    body: {
      email: input.email,
      amount,
      currency: "NGN",
      reference: input.reference,
      callback_url: input.callbackUrl,
      channels: PAYSTACK_CHANNELS,
      metadata: { ...input.metadata, reference: input.reference },
      // Split: the seller's subaccount gets the sale less our flat fee; we bear Paystack's charges.
      ...(input.subaccount
        ? {
            subaccount: input.subaccount,
            transaction_charge: input.platformFee * 100,
            bearer: "account",
          }
        : {}),
    },
  });
  if (httpStatus >= 300 || !body?.status || !body.data?.authorization_url) {
    throw new ProviderUnavailableError(
      "paystack",
      `Paystack refused initialize (${httpStatus}): ${body?.message ?? "no body"}`,
    );
  }
  return {
    redirectUrl: body.data.authorization_url,
    providerAmount: amount,
    providerCurrency: "NGN",
    providerReference: body.data.access_code,
  };
}

/** Paystack's transaction statuses mapped onto ours; anything unfinished stays pending. */
export function paystackStatus(status: string): VerifiedStatus {
  if (status === "success") return "success";
  if (status === "failed" || status === "reversed") return "failed";
  // "abandoned" = the customer left the page; it may still be paid until we expire it.
  return "pending";
}

export function resultFromPaystackTransaction(data: PaystackTransaction): ProviderResult {
  return {
    provider: "paystack",
    status: paystackStatus(data.status),
    amount: Number(data.amount),
    currency: data.currency,
    channel: data.channel ?? null,
    gatewayResponse: data.gateway_response ?? null,
    raw: data as Record<string, unknown>,
  };
}

/** Asks Paystack for a payment's state; null when Paystack does not know the reference. */
export async function verifyPaystack(reference: string): Promise<ProviderResult | null> {
  const { httpStatus, body } = await call<PaystackTransaction>(
    `/transaction/verify/${encodeURIComponent(reference)}`,
  );
  if (httpStatus === 404 || (httpStatus === 400 && body && !body.status)) return null;
  if (httpStatus >= 300 || !body?.status || !body.data) {
    throw new ProviderUnavailableError("paystack", `Paystack verify failed (${httpStatus})`);
  }
  if (body.data.reference !== reference) {
    getLogger().error({ reference, got: body.data.reference }, "paystack verify: other reference");
    return null;
  }
  return resultFromPaystackTransaction(body.data);
}

/** Asks Paystack to refund (all, or `amount` naira); the refund webhooks record it. */
export async function refundPaystack(reference: string, amount?: number) {
  const { httpStatus, body } = await call<Record<string, unknown>>("/refund", {
    method: "POST",
    body: { transaction: reference, ...(amount ? { amount: amount * 100 } : {}) },
  });
  if (httpStatus >= 300 || !body?.status) {
    throw new ProviderUnavailableError(
      "paystack",
      `Paystack refused the refund (${httpStatus}): ${body?.message ?? "no body"}`,
    );
  }
  return body.data;
}

/** x-paystack-signature: HMAC-SHA512 (hex) of the raw body with the secret key. */
export function paystackSignature(rawBody: string | Buffer, key: string) {
  return crypto.createHmac("sha512", key).update(rawBody).digest("hex");
}

export function validPaystackSignature(rawBody: string | Buffer, header: string | undefined) {
  const key = getEnv().PAYSTACK_SECRET_KEY;
  if (!key || !header) return false;
  const expected = Buffer.from(paystackSignature(rawBody, key), "utf8");
  const given = Buffer.from(header.trim().toLowerCase(), "utf8");
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
