import { describe, expect, it } from "vitest";
import { computeFee, fallbackRule, FEE_CATEGORIES, type FeeRule } from "./fees";

const rule = (r: Partial<FeeRule>): FeeRule => ({
  feeType: "percentage",
  feeValue: 10,
  minimumFee: 0,
  maximumFee: null,
  source: "setting",
  ...r,
});

describe("fallback fees (spec 001 §9)", () => {
  it.each([
    ["events", 10_000, 1_200],
    ["products", 10_000, 1_500],
    ["properties", 10_000, 1_200],
    ["donations", 10_000, 500],
    ["other", 10_000, 1_000],
  ] as const)("%s on ₦%i costs ₦%i", (category, amount, fee) => {
    expect(computeFee(amount, fallbackRule(category))).toMatchObject({
      fee,
      net: amount - fee,
    });
  });

  it("is raised to the ₦50 minimum", () => {
    expect(computeFee(200, fallbackRule("donations")).fee).toBe(50);
    expect(computeFee(1_000, fallbackRule("donations")).fee).toBe(50);
  });
});

describe("configured fees", () => {
  it("takes a percentage, rounded to whole naira", () => {
    expect(computeFee(9_999, rule({ feeValue: 7.5 })).fee).toBe(750);
    expect(computeFee(1_234, rule({ feeValue: 2.5 })).fee).toBe(31);
  });

  it("takes a fixed value whatever the amount", () => {
    expect(computeFee(10_000, rule({ feeType: "fixed", feeValue: 300 })).fee).toBe(300);
    expect(computeFee(1_000_000, rule({ feeType: "fixed", feeValue: 300 })).fee).toBe(300);
  });

  it("is raised to the minimum and capped at the maximum", () => {
    expect(computeFee(1_000, rule({ feeValue: 1, minimumFee: 100 })).fee).toBe(100);
    expect(computeFee(1_000_000, rule({ feeValue: 10, maximumFee: 5_000 })).fee).toBe(5_000);
  });

  it("never takes more than the amount itself", () => {
    expect(computeFee(30, fallbackRule("events"))).toMatchObject({ fee: 30, net: 0 });
    expect(computeFee(0, fallbackRule("events"))).toMatchObject({ fee: 0, net: 0 });
  });
});

describe("properties over many amounts and rules", () => {
  // A small deterministic generator (no extra dependency): many amounts and rules.
  let seed = 20_261_122;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const cases = Array.from({ length: 2_000 }, () => {
    const amount = Math.floor(next() * 5_000_000);
    const min = next() < 0.5 ? 0 : Math.floor(next() * 1_000);
    const max = next() < 0.5 ? null : min + Math.floor(next() * 20_000);
    const r =
      next() < 0.3
        ? fallbackRule(FEE_CATEGORIES[Math.floor(next() * FEE_CATEGORIES.length)]!)
        : rule({
            feeType: next() < 0.7 ? "percentage" : "fixed",
            feeValue: Math.round(next() * 3_000) / 100,
            minimumFee: min,
            maximumFee: max,
          });
    return { amount, r };
  });

  it("fee ≥ 0, net + fee = amount, whole naira", () => {
    for (const { amount, r } of cases) {
      const q = computeFee(amount, r);
      expect(q.fee).toBeGreaterThanOrEqual(0);
      expect(q.net).toBeGreaterThanOrEqual(0);
      expect(q.fee + q.net).toBe(amount);
      expect(Number.isInteger(q.fee)).toBe(true);
    }
  });

  it("stays within the minimum and maximum when the amount allows", () => {
    for (const { amount, r } of cases) {
      const { fee } = computeFee(amount, r);
      if (r.maximumFee !== null) expect(fee).toBeLessThanOrEqual(r.maximumFee);
      if (amount >= r.minimumFee) expect(fee).toBeGreaterThanOrEqual(r.minimumFee);
    }
  });
});
