import { describe, expect, it } from "vitest";
import {
  addDays,
  campaignDays,
  campaignSpan,
  campaignTotal,
  dayPrice,
  clickThroughRate,
  DEFAULT_AD_PRICES,
  formatRate,
  isIsoDate,
  monthlyCostFor,
  monthsAfter,
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

  it("counts both dates", () => {
    expect(campaignDays("2026-12-01", "2026-12-01")).toBe(1);
    expect(campaignDays("2026-12-01", "2026-12-31")).toBe(31);
    expect(campaignDays("2028-02-01", "2028-03-01")).toBe(30);
  });

  // Issue 30 §3.4: a calendar month is one month; other spans are priced by the day.
  const total = (monthlyCost: number, startDate: string, endDate: string) =>
    campaignTotal({ monthlyCost, startDate, endDate });

  it("bills a calendar month as one month, whatever its length", () => {
    expect(total(50_000, "2026-12-01", "2026-12-31")).toBe(50_000);
    expect(total(100_000, "2026-11-24", "2026-12-23")).toBe(100_000);
    expect(total(100_000, "2026-04-01", "2026-04-30")).toBe(100_000);
    expect(total(200_000, "2027-02-01", "2027-02-28")).toBe(200_000);
    expect(total(200_000, "2028-02-01", "2028-02-29")).toBe(200_000);
    expect(campaignSpan("2026-12-01", "2026-12-31")).toEqual({ months: 1, days: 0 });
    expect(campaignSpan("2026-11-24", "2026-12-23")).toEqual({ months: 1, days: 0 });
  });

  it("prices the days past whole months at ⌊monthly ÷ 30⌋ each, never a whole extra month", () => {
    expect(dayPrice(50_000)).toBe(1_666);
    expect(dayPrice(100_000)).toBe(3_333);
    expect(dayPrice(75_000)).toBe(2_500);
    // The seed's old 24 Nov – 24 Dec: one month and one day, not two months.
    expect(campaignSpan("2026-11-24", "2026-12-24")).toEqual({ months: 1, days: 1 });
    expect(total(100_000, "2026-11-24", "2026-12-24")).toBe(103_333);
    // A part month only.
    expect(total(50_000, "2026-12-01", "2026-12-15")).toBe(15 * 1_666);
    expect(total(200_000, "2026-12-01", "2026-12-02")).toBe(2 * 6_666);
    // 30 days of a 31-day month stay below the month.
    expect(total(50_000, "2026-12-01", "2026-12-30")).toBe(49_980);
    // Several months and days.
    expect(campaignSpan("2026-12-01", "2027-02-28")).toEqual({ months: 3, days: 0 });
    expect(total(150_000, "2026-12-01", "2027-02-28")).toBe(450_000);
    expect(campaignSpan("2026-12-10", "2027-02-14")).toEqual({ months: 2, days: 5 });
  });

  it("crosses December into January and month ends without drifting", () => {
    expect(campaignSpan("2026-12-15", "2027-01-14")).toEqual({ months: 1, days: 0 });
    expect(campaignSpan("2026-12-31", "2027-01-30")).toEqual({ months: 1, days: 0 });
    expect(campaignSpan("2026-12-31", "2027-01-31")).toEqual({ months: 1, days: 1 });
    // 31 January: February has no 31st, so its month ends on the last day of February.
    expect(monthsAfter("2027-01-31", 1)).toBe("2027-03-01");
    expect(campaignSpan("2027-01-31", "2027-02-28")).toEqual({ months: 1, days: 0 });
    expect(campaignSpan("2027-01-31", "2027-03-30")).toEqual({ months: 2, days: 0 });
    expect(campaignSpan("2027-01-31", "2027-03-29")).toEqual({ months: 1, days: 29 });
    expect(campaignSpan("2027-01-30", "2027-02-27")).toEqual({ months: 0, days: 29 });
  });

  it("counts the leap day", () => {
    expect(monthsAfter("2028-01-29", 1)).toBe("2028-02-29");
    expect(monthsAfter("2027-01-29", 1)).toBe("2027-03-01");
    expect(campaignSpan("2028-01-29", "2028-02-28")).toEqual({ months: 1, days: 0 });
    expect(campaignSpan("2028-01-30", "2028-02-29")).toEqual({ months: 1, days: 0 });
    expect(campaignSpan("2028-02-29", "2028-03-28")).toEqual({ months: 1, days: 0 });
    expect(campaignSpan("2028-02-01", "2028-02-28")).toEqual({ months: 0, days: 28 });
    expect(monthsAfter("2028-02-29", 12)).toBe("2029-03-01");
    expect(campaignSpan("2028-02-29", "2029-02-28")).toEqual({ months: 12, days: 0 });
  });

  it("never charges less for a longer campaign, and a part month stays below a month", () => {
    for (const start of ["2026-11-24", "2027-01-31", "2028-01-30", "2028-02-29", "2026-12-31"]) {
      for (const monthly of [1, 29, 50_000, 75_000, 100_000, 150_000, 200_000]) {
        let previous = -1;
        for (let n = 0; n < 400; n++) {
          const end = addDays(start, n);
          const { months, days } = campaignSpan(start, end);
          const t = total(monthly, start, end);
          expect(Number.isInteger(t)).toBe(true);
          expect(t).toBeGreaterThanOrEqual(previous);
          expect(days).toBeLessThanOrEqual(30);
          expect(t).toBeLessThanOrEqual(monthly * (months + 1));
          // The month boundary lands where the span says it does.
          expect(addDays(monthsAfter(start, months), days - 1)).toBe(end);
          previous = t;
        }
      }
    }
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
