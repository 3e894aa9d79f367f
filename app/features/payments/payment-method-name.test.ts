import { describe, expect, it } from "vitest";
import { paymentProvider } from "~/db/schema/enums";
import { paymentMethodName } from "./payment-method-name";
import { paymentCentreCopy, paymentMethodChoice } from "./messages";
import { PAYSTACK_CHANNELS } from "./providers/paystack.server";

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
    expect(paymentMethodName("paystack", "bank")).toBe("Paystack · Bank account");
    // A channel we have no words for is left out rather than shown raw.
    expect(paymentMethodName("paystack", "apple_pay_v9")).toBe("Paystack");
  });
});

describe("the words for Paystack's channels", () => {
  it("name each channel we offer differently", () => {
    const labels = PAYSTACK_CHANNELS.map((c) => paymentCentreCopy.methods[c]?.toLowerCase());
    expect(labels.every(Boolean)).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it("list the spec's methods once each on the checkout choice (issue 30: bank twice)", () => {
    const note = paymentMethodChoice.paystack.note;
    expect(note).toBe("Recommended · card, bank transfer, USSD");
    const words = note
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter(Boolean);
    expect(new Set(words).size).toBe(words.length);
  });
});
