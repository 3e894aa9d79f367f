import { getEnv, type Env } from "~/lib/env.server";
import type { ProviderName } from "./types";

export function paystackConfigured(env: Env = getEnv()) {
  return Boolean(env.PAYSTACK_SECRET_KEY);
}

export function paypalConfigured(env: Env = getEnv()) {
  return Boolean(env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET);
}

/**
 * The built-in test provider (docs/decisions/007-payments-test-mode.md): on when no
 * real provider is configured, whatever NODE_ENV says, so a fresh install (which
 * runs in production mode) can take every payment end to end. Setting a real key
 * turns it off, in production and elsewhere, unless PAYMENTS_TEST_MODE=on;
 * PAYMENTS_TEST_MODE=off refuses it always.
 */
export function testModeAllowed(env: Env = getEnv()) {
  if (env.PAYMENTS_TEST_MODE === "off") return false;
  if (env.PAYMENTS_TEST_MODE === "on") return true;
  return !paystackConfigured(env) && !paypalConfigured(env);
}

export type RequestedProvider = "paystack" | "paypal" | "test" | "auto";

/**
 * Which provider takes a payment the user asked to make with `requested`. Without
 * that provider's keys the test provider stands in (when allowed); null = none can.
 */
export function resolveProvider(
  requested: RequestedProvider,
  env: Env = getEnv(),
): ProviderName | null {
  const test = testModeAllowed(env) ? ("test" as const) : null;
  switch (requested) {
    case "paystack":
      return paystackConfigured(env) ? "paystack" : test;
    case "paypal":
      return paypalConfigured(env) ? "paypal" : test;
    case "test":
      return test;
    case "auto":
      if (paystackConfigured(env)) return "paystack";
      if (paypalConfigured(env)) return "paypal";
      return test;
  }
}

/**
 * Origins our forms may redirect to after a POST (CSP form-action): the providers'
 * hosted checkout pages. A non-default base URL (a local fake) serves its own.
 */
export function paymentFormActionOrigins(env: Env = getEnv()): string[] {
  const origins: string[] = [];
  if (paystackConfigured(env)) {
    const base = new URL(env.PAYSTACK_BASE_URL).origin;
    origins.push(base === "https://api.paystack.co" ? "https://checkout.paystack.com" : base);
  }
  if (paypalConfigured(env)) {
    const base = new URL(env.PAYPAL_BASE_URL).origin;
    if (base === "https://api-m.paypal.com") origins.push("https://www.paypal.com");
    else if (base === "https://api-m.sandbox.paypal.com")
      origins.push("https://www.sandbox.paypal.com");
    else origins.push(base);
  }
  return origins;
}
