import { describe, expect, it } from "vitest";
import type { Env } from "~/lib/env.server";
import { paymentFormActionOrigins, resolveProvider, testModeAllowed } from "./config.server";

const env = (over: Partial<Env>) =>
  ({
    NODE_ENV: "production",
    PAYMENTS_TEST_MODE: "auto",
    PAYSTACK_BASE_URL: "https://api.paystack.co",
    PAYPAL_BASE_URL: "https://api-m.sandbox.paypal.com",
    ...over,
  }) as Env;

describe("test provider switch (docs/decisions/007)", () => {
  it("is on in production when no real provider is configured", () => {
    expect(testModeAllowed(env({}))).toBe(true);
    expect(resolveProvider("paystack", env({}))).toBe("test");
    expect(resolveProvider("paypal", env({}))).toBe("test");
  });

  it("turns off when a real key is set, unless PAYMENTS_TEST_MODE=on", () => {
    const live = env({ PAYSTACK_SECRET_KEY: "sk_live_x" });
    expect(testModeAllowed(live)).toBe(false);
    expect(resolveProvider("test", live)).toBeNull();
    expect(resolveProvider("paypal", live)).toBeNull();
    expect(resolveProvider("auto", live)).toBe("paystack");
    expect(testModeAllowed({ ...live, PAYMENTS_TEST_MODE: "on" })).toBe(true);
  });

  it("PAYMENTS_TEST_MODE=off refuses it even on a fresh machine", () => {
    expect(resolveProvider("paystack", env({ PAYMENTS_TEST_MODE: "off" }))).toBeNull();
  });

  it("lets forms redirect to the hosted checkout pages", () => {
    expect(paymentFormActionOrigins(env({}))).toEqual([]);
    expect(paymentFormActionOrigins(env({ PAYSTACK_SECRET_KEY: "sk" }))).toEqual([
      "https://checkout.paystack.com",
    ]);
    expect(
      paymentFormActionOrigins(
        env({ PAYSTACK_SECRET_KEY: "sk", PAYSTACK_BASE_URL: "http://127.0.0.1:4010" }),
      ),
    ).toEqual(["http://127.0.0.1:4010"]);
  });
});
