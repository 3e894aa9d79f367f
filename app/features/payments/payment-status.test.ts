import { describe, expect, it } from "vitest";
import {
  assertPaymentTransition,
  PAYMENT_TRANSITIONS,
  PaymentTransitionError,
  type PaymentStatus,
} from "./payment-status";

describe("payment status transitions", () => {
  it("allow what the checkout and refunds do", () => {
    const allowed: [PaymentStatus, PaymentStatus][] = [
      ["pending", "completed"],
      ["pending", "paid"],
      ["pending", "expired"],
      ["expired", "completed"],
      ["cancelled", "paid"],
      ["paid", "refunded"],
      ["completed", "partially_refunded"],
      ["partially_refunded", "partially_refunded"],
      ["partially_refunded", "refunded"],
    ];
    for (const [from, to] of allowed) expect(() => assertPaymentTransition(from, to)).not.toThrow();
  });

  it("refuse the rest with a typed error", () => {
    const refused: [PaymentStatus, PaymentStatus][] = [
      ["refunded", "completed"],
      ["refunded", "partially_refunded"],
      ["completed", "pending"],
      ["completed", "expired"],
      ["paid", "completed"],
      ["pending", "refunded"],
      ["failed", "pending"],
    ];
    for (const [from, to] of refused) {
      expect(() => assertPaymentTransition(from, to)).toThrow(PaymentTransitionError);
    }
  });

  it("a refunded payment is final", () => {
    expect(PAYMENT_TRANSITIONS.refunded).toEqual([]);
  });
});
