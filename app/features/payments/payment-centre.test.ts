import { describe, expect, it } from "vitest";
import { paymentStatus, transactionType } from "~/db/schema/enums";
import { describeFeeRule, monthLabel } from "./fee-rule-label";
import { fallbackRule } from "./fees";
import { lastMonths } from "./history.server";
import { PAYMENT_STATUSES, TRANSACTION_TYPES } from "~/lib/enum-values";
import { statusTone } from "./payment-centre-constants";
import { feeCalculatorSchema, feeSettingSchema } from "./payment-centre-schemas";

describe("payment centre helpers", () => {
  it("filters offer exactly the database's statuses and purposes", () => {
    expect([...PAYMENT_STATUSES]).toEqual(paymentStatus.enumValues);
    expect([...TRANSACTION_TYPES]).toEqual(transactionType.enumValues);
  });

  it("colours statuses as the spec says", () => {
    expect(["paid", "completed"].map(statusTone)).toEqual(["success", "success"]);
    expect(["failed", "cancelled"].map(statusTone)).toEqual(["danger", "danger"]);
    expect(statusTone("pending")).toBe("warning");
    expect(statusTone("expired")).toBe("secondary");
  });

  it("describes the rule applied", () => {
    expect(describeFeeRule(fallbackRule("events"))).toBe("12% (platform default), minimum ₦50");
    expect(
      describeFeeRule({
        feeType: "fixed",
        feeValue: 500,
        minimumFee: 0,
        maximumFee: 2000,
        source: "setting",
      }),
    ).toBe("₦500 flat (admin setting), maximum ₦2,000");
  });

  it("calculator defaults to ₦10,000 on events and refuses negatives", () => {
    expect(feeCalculatorSchema.parse({})).toEqual({ amount: 10_000, category: "events" });
    expect(feeCalculatorSchema.safeParse({ amount: "-1" }).success).toBe(false);
    expect(feeCalculatorSchema.safeParse({ amount: "10.5" }).success).toBe(false);
    expect(feeCalculatorSchema.safeParse({ category: "other" }).success).toBe(false);
  });

  it("fee setting: percentage 0–100, minimum ≤ maximum, optional maximum", () => {
    const base = { intent: "save-fee", category: "events", feeType: "percentage", isActive: "on" };
    expect(
      feeSettingSchema.parse({ ...base, feeValue: "12.5", minimumFee: "50", maximumFee: "" }),
    ).toMatchObject({ feeValue: 12.5, minimumFee: 50, maximumFee: null, isActive: true });
    expect(feeSettingSchema.safeParse({ ...base, feeValue: "101" }).success).toBe(false);
    expect(
      feeSettingSchema.safeParse({ ...base, feeValue: "5", minimumFee: "10", maximumFee: "5" })
        .success,
    ).toBe(false);
    expect(feeSettingSchema.safeParse({ ...base, feeType: "fixed", feeValue: "2.5" }).success).toBe(
      false,
    );
  });

  it("months run oldest first in Lagos time", () => {
    expect(lastMonths(3, new Date("2026-01-31T23:30:00Z"))).toEqual([
      "2025-12",
      "2026-01",
      "2026-02",
    ]);
    expect(monthLabel("2026-11")).toBe("Nov 26");
  });
});
