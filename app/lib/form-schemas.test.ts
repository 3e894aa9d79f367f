import { describe, expect, it } from "vitest";
import { donationSchema } from "~/features/donations/donation-schema";
import {
  feeCalculatorSchema,
  feeSettingSchema,
  refundPaymentSchema,
} from "~/features/payments/payment-centre-schemas";
import { payNowSchema } from "~/features/payments/payout-admin-schema";
import { parseWholeNaira } from "./form-schemas";

// What Number() or z.coerce.number() would have read as an amount: none of it is one.
const NOT_AMOUNTS = [
  "0x1000",
  "0X10",
  "0b101",
  "0o17",
  "1e3",
  "1E3",
  "12.5",
  "12.5.3",
  "12.",
  ".5",
  "Infinity",
  "NaN",
  "",
  "   ",
  "+12",
  "1,0,0",
  "10,00",
  "12abc",
  "1 000",
  "\u000012",
  "12\u0000",
  "١٢",
  "9999999999999999",
];

describe("parseWholeNaira", () => {
  it.each(NOT_AMOUNTS)("refuses %j", (raw) => {
    expect(parseWholeNaira(raw)).toBeNull();
  });
  it.each([
    ["12", 12],
    [" 12 ", 12],
    ["₦12,500", 12_500],
    ["1,000,000", 1_000_000],
    ["0", 0],
    ["-5", -5],
    ["007", 7],
  ])("reads %j as %d", (raw, n) => {
    expect(parseWholeNaira(raw)).toBe(n);
  });
});

describe("every amount field uses it", () => {
  it.each(NOT_AMOUNTS.filter((a) => a.trim() !== ""))("refuses %j everywhere", (amount) => {
    expect(donationSchema.safeParse({ customAmount: amount }).success).toBe(false);
    expect(feeCalculatorSchema.safeParse({ amount }).success).toBe(false);
    const uuid = "00000000-0000-4000-8000-000000000000";
    expect(payNowSchema.safeParse({ intent: "pay-now", userId: uuid, amount }).success).toBe(false);
    const refund = { intent: "refund-payment", reference: "ref-1", reason: "duplicate" };
    expect(refundPaymentSchema.safeParse({ ...refund, amount }).success).toBe(false);
    const fee = { intent: "save-fee", category: "events", feeType: "fixed", feeValue: "100" };
    expect(feeSettingSchema.safeParse({ ...fee, minimumFee: amount }).success).toBe(false);
    expect(feeSettingSchema.safeParse({ ...fee, maximumFee: amount }).success).toBe(false);
  });

  it("0x1000 is never ₦4,096; plain amounts still work", () => {
    expect(donationSchema.safeParse({ customAmount: "0x1000" }).success).toBe(false);
    expect(donationSchema.parse({ customAmount: " ₦5,000 " })).toMatchObject({ amount: 5000 });
    expect(feeCalculatorSchema.parse({ amount: "4096" })).toMatchObject({ amount: 4096 });
    const fee = { intent: "save-fee", category: "events", feeType: "percentage" };
    expect(feeSettingSchema.safeParse({ ...fee, feeValue: "0x10" }).success).toBe(false);
    expect(feeSettingSchema.safeParse({ ...fee, feeValue: "1e1" }).success).toBe(false);
    expect(feeSettingSchema.parse({ ...fee, feeValue: "12.5" })).toMatchObject({ feeValue: 12.5 });
  });
});
