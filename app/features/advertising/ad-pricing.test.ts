import { describe, expect, it } from "vitest";
import {
  campaignDays,
  campaignPeriods,
  campaignTotal,
  clickThroughRate,
  DEFAULT_AD_PRICES,
  formatRate,
  isIsoDate,
  monthlyCostFor,
} from "./ad-pricing";

describe("campaign arithmetic", () => {
  it("keeps ₦100,000 and ₦200,000 exact (the spec's first-comma parse is not copied)", () => {
    expect(DEFAULT_AD_PRICES.premium).toBe(100_000);
    expect(DEFAULT_AD_PRICES.enterprise).toBe(200_000);
    expect(DEFAULT_AD_PRICES.homepage).toBe(150_000);
    expect(
      monthlyCostFor(DEFAULT_AD_PRICES, { pricingPlan: "enterprise", placementLocation: null }),
    ).toBe(200_000);
    expect(
      monthlyCostFor(DEFAULT_AD_PRICES, { pricingPlan: null, placementLocation: "marketplace" }),
    ).toBe(100_000);
    expect(
      monthlyCostFor(DEFAULT_AD_PRICES, { pricingPlan: null, placementLocation: "events" }),
    ).toBe(75_000);
    expect(
      monthlyCostFor(DEFAULT_AD_PRICES, { pricingPlan: "basic", placementLocation: null }),
    ).toBe(50_000);
  });

  it("counts both dates and bills each started 30-day period", () => {
    expect(campaignDays("2026-12-01", "2026-12-01")).toBe(1);
    expect(campaignDays("2026-12-01", "2026-12-30")).toBe(30);
    expect(campaignPeriods("2026-12-01", "2026-12-30")).toBe(1);
    expect(campaignPeriods("2026-12-01", "2026-12-31")).toBe(2);
    expect(campaignPeriods("2026-12-01", "2027-01-29")).toBe(2);
    expect(campaignPeriods("2026-12-01", "2027-01-30")).toBe(3);
    // Across February and a leap day.
    expect(campaignDays("2028-02-01", "2028-03-01")).toBe(30);
    expect(
      campaignTotal({ monthlyCost: 100_000, startDate: "2026-12-01", endDate: "2026-12-31" }),
    ).toBe(200_000);
    expect(
      campaignTotal({ monthlyCost: 200_000, startDate: "2026-12-01", endDate: "2026-12-15" }),
    ).toBe(200_000);
    expect(
      campaignTotal({ monthlyCost: 150_000, startDate: "2026-12-01", endDate: "2027-02-28" }),
    ).toBe(450_000);
  });

  it("refuses an end before the start and dates that do not exist", () => {
    expect(() => campaignDays("2026-12-02", "2026-12-01")).toThrow(RangeError);
    expect(isIsoDate("2026-02-31")).toBe(false);
    expect(isIsoDate("2026-13-01")).toBe(false);
    expect(isIsoDate("26-12-01")).toBe(false);
    expect(isIsoDate("2028-02-29")).toBe(true);
  });
});

describe("click-through rate", () => {
  it("is clicks over impressions as a percent with 2 decimals, 0 without impressions", () => {
    expect(clickThroughRate(0, 0)).toBe(0);
    expect(clickThroughRate(5, 0)).toBe(0);
    expect(clickThroughRate(1, 3)).toBe(33.33);
    expect(clickThroughRate(2, 3)).toBe(66.67);
    expect(clickThroughRate(47, 2000)).toBe(2.35);
    expect(clickThroughRate(3, 3)).toBe(100);
    expect(formatRate(clickThroughRate(1, 3))).toBe("33.33%");
    expect(formatRate(0)).toBe("0.00%");
  });
});
