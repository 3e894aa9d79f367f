import { describe, expect, it } from "vitest";
import { paymentProvider } from "~/db/schema/enums";
import { paymentMethodName } from "./payment-method-name";

describe("paymentMethodName", () => {
  it("names every provider, never its enum value", () => {
    for (const provider of paymentProvider.enumValues) {
      expect(paymentMethodName(provider)).not.toBe(provider);
    }
    expect(paymentMethodName("test", "test")).toBe("Test provider");
    expect(paymentMethodName("paypal", "paypal")).toBe("PayPal");
    expect(paymentMethodName("paystack", null)).toBe("Paystack");
  });

  it("adds the channel a provider reported", () => {
    expect(paymentMethodName("paystack", "card")).toBe("Paystack · Card");
    expect(paymentMethodName("paystack", "bank_transfer")).toBe("Paystack · Bank transfer");
    // A channel we have no words for is left out rather than shown raw.
    expect(paymentMethodName("paystack", "apple_pay_v9")).toBe("Paystack");
  });
});
