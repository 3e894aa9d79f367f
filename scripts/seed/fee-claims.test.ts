import { describe, expect, it } from "vitest";
import {
  fallbackRule,
  FEE_CATEGORIES,
  type FeeCategory,
  type FeeRule,
} from "~/features/payments/fees";
import { NOTICE_BAR_TEXT } from "./factories/naija-data";
import { falseFeeClaims } from "./fee-claims";

// The rules the seed stores (buildDefaultFeeSettings: the spec's defaults).
const seeded = Object.fromEntries(FEE_CATEGORIES.map((c) => [c, fallbackRule(c)])) as Record<
  FeeCategory,
  FeeRule
>;
const free: FeeRule = {
  feeType: "percentage",
  feeValue: 0,
  minimumFee: 0,
  maximumFee: null,
  source: "setting",
};

describe("fee claims in promotional copy (issue 30 §3.7)", () => {
  it("the seeded notice bar promises no fee the seeded rules do not charge", () => {
    expect(falseFeeClaims(NOTICE_BAR_TEXT, seeded)).toEqual([]);
  });

  it("catches a waiver that is not in the rules, and allows it when it is", () => {
    const waiver =
      "Detty December is here: list your event before 30 November and pay no platform fee on your first 50 tickets.";
    expect(falseFeeClaims(waiver, seeded)).toEqual([
      expect.stringContaining("promises no events fee"),
    ]);
    expect(falseFeeClaims(waiver, { ...seeded, events: free })).toEqual([]);
    expect(falseFeeClaims("Sell fee-free this week!", seeded)).toHaveLength(FEE_CATEGORIES.length);
    expect(falseFeeClaims("Stays: 0% commission for new hosts.", seeded)).toEqual([
      expect.stringContaining("properties"),
    ]);
  });

  it("checks stated percentages and minimums against the category's rule", () => {
    expect(falseFeeClaims("The platform fee on tickets is 12% (minimum ₦50).", seeded)).toEqual([]);
    expect(falseFeeClaims("The platform fee on products is 12%.", seeded)).toEqual([
      expect.stringContaining("12% for products"),
    ]);
    expect(falseFeeClaims("Ticket fees: 12%, minimum ₦100.", seeded)).toEqual([
      expect.stringContaining("minimum of ₦100 for events"),
    ]);
    // A percentage with no category must hold for every one (products are 15%).
    expect(falseFeeClaims("Only a 12% fee on every sale.", seeded).length).toBeGreaterThan(0);
    // Sentences about other things are not fee claims.
    expect(falseFeeClaims("No wahala: 50% of our hosts reply within an hour.", seeded)).toEqual([]);
  });
});
