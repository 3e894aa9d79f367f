import { AppError } from "~/lib/app-error.server";
import { getEnv, type Env } from "~/lib/env.server";
import { getLogger } from "~/lib/logger.server";
import { paymentToasts } from "~/features/payments/messages";
import type { Bank } from "./nigerian-banks";

/**
 * The three Paystack calls payouts need: the bank list, account-name resolution and
 * split-payment subaccounts. Each has a timeout and turns any provider trouble into a
 * catalogue message; callers never hold a database transaction while these run.
 */
const TIMEOUT_MS = 10_000;

export type PaystackConfig = { baseUrl: string; secretKey: string; timeoutMs?: number };
type Config = PaystackConfig;

export function paystackConfig(env: Env = getEnv()): Config | null {
  return env.PAYSTACK_SECRET_KEY
    ? {
        baseUrl: env.PAYSTACK_BASE_URL,
        secretKey: env.PAYSTACK_SECRET_KEY,
        timeoutMs: env.PAYMENT_PROVIDER_TIMEOUT_MS,
      }
    : null;
}

export type PaystackAnswer<T> = { status: boolean; message?: string; data?: T };

/** One Paystack API call; AppError "network" when it cannot be reached or answers non-JSON. */
export async function call<T>(
  config: Config,
  path: string,
  init: { method?: "GET" | "POST"; body?: unknown } = {},
): Promise<{ httpStatus: number; answer: PaystackAnswer<T> }> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}${path}`, {
      method: init.method ?? "GET",
      headers: {
        Authorization: `Bearer ${config.secretKey}`,
        Accept: "application/json",
        ...(init.body ? { "Content-Type": "application/json" } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(config.timeoutMs ?? TIMEOUT_MS),
    });
  } catch (err) {
    getLogger().warn({ err, path }, "paystack unreachable");
    throw new AppError("network", { message: paymentToasts.bankLookupFailed });
  }
  let answer: PaystackAnswer<T>;
  try {
    answer = (await response.json()) as PaystackAnswer<T>;
  } catch (err) {
    getLogger().warn({ err, path, status: response.status }, "paystack answered non-JSON");
    throw new AppError("network", { message: paymentToasts.bankLookupFailed });
  }
  return { httpStatus: response.status, answer };
}

function failed(path: string, httpStatus: number, message?: string): never {
  getLogger().warn({ path, httpStatus, message }, "paystack refused a payout call");
  throw new AppError("network", { message: paymentToasts.bankLookupFailed });
}

/** GET /bank?country=nigeria: active Nigerian banks, by name. */
export async function listPaystackBanks(config: Config): Promise<Bank[]> {
  const path = "/bank?country=nigeria&perPage=100";
  const { httpStatus, answer } = await call<
    Array<{ name: string; code: string; active?: boolean }>
  >(config, path);
  if (httpStatus !== 200 || !answer.status || !Array.isArray(answer.data))
    failed(path, httpStatus, answer.message);
  return answer.data
    .filter((b) => b.active !== false && b.code)
    .map((b) => ({ name: b.name, code: b.code }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** GET /bank/resolve: the account holder's name as the bank has it. */
export async function resolveAccountName(
  config: Config,
  accountNumber: string,
  bankCode: string,
): Promise<string> {
  const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
  const path = `/bank/resolve?${query}`;
  const { httpStatus, answer } = await call<{ account_name: string; account_number: string }>(
    config,
    path,
  );
  // Paystack answers 422 (sometimes 400) when the number does not exist at that bank.
  if ((httpStatus === 422 || httpStatus === 400) && !answer.status)
    throw new AppError("validation", { message: paymentToasts.accountNotResolved });
  if (httpStatus !== 200 || !answer.status || !answer.data?.account_name)
    failed("/bank/resolve", httpStatus, answer.message);
  return answer.data.account_name;
}

/** POST /subaccount: the seller's split-payment subaccount; `percentageCharge` is our cut. */
export async function createSubaccount(
  config: Config,
  input: {
    businessName: string;
    bankCode: string;
    accountNumber: string;
    percentageCharge: number;
    email?: string;
  },
): Promise<string> {
  const { httpStatus, answer } = await call<{ subaccount_code: string }>(config, "/subaccount", {
    method: "POST",
    body: {
      business_name: input.businessName,
      settlement_bank: input.bankCode,
      account_number: input.accountNumber,
      percentage_charge: input.percentageCharge,
      primary_contact_email: input.email,
    },
  });
  if ((httpStatus !== 200 && httpStatus !== 201) || !answer.status || !answer.data?.subaccount_code)
    failed("/subaccount", httpStatus, answer.message);
  return answer.data.subaccount_code;
}
