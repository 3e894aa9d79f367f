import { describe, expect, it } from "vitest";
import {
  dateRangeEnd,
  DEFAULT_DISCOVERY,
  discoveryHref,
  fuzzyMatches,
  hasFilters,
  inOrderMatches,
  inPriceRange,
  isTrending,
  priceBounds,
  readDiscoveryParams,
  STATE_OPTIONS,
  TRENDING_MIN_SALES,
} from "./discovery";

const at = (iso: string) => new Date(iso);
const read = (query: string) => readDiscoveryParams(new URL(`https://x.ng/events?${query}`));

describe("date ranges in Lagos time (WAT, UTC+1)", () => {
  it("today ends at the next Lagos midnight, even when UTC is still on the day before", () => {
    // 23:30 WAT on 31 Jan = 22:30 UTC: today ends at 1 Feb 00:00 WAT = 31 Jan 23:00 UTC.
    expect(dateRangeEnd("today", at("2026-01-31T22:30:00Z"))).toEqual(at("2026-01-31T23:00:00Z"));
    // 00:30 WAT on 1 Feb is still 31 Jan in UTC: Lagos's today is 1 Feb.
    expect(dateRangeEnd("today", at("2026-01-31T23:30:00Z"))).toEqual(at("2026-02-01T23:00:00Z"));
    // The first and last instants of a Lagos day share its end.
    expect(dateRangeEnd("today", at("2026-03-09T23:00:00Z"))).toEqual(at("2026-03-10T23:00:00Z"));
    expect(dateRangeEnd("today", at("2026-03-10T22:59:59.999Z"))).toEqual(
      at("2026-03-10T23:00:00Z"),
    );
  });

  it("this month runs to the 1st of the next month in Lagos, across years and leap days", () => {
    // 23:30 WAT on the last day of January: January still, ends 1 Feb WAT.
    expect(dateRangeEnd("this_month", at("2026-01-31T22:30:00Z"))).toEqual(
      at("2026-01-31T23:00:00Z"),
    );
    // 00:30 WAT on 1 February (31 Jan in UTC): February, ends 1 March WAT.
    expect(dateRangeEnd("this_month", at("2026-01-31T23:30:00Z"))).toEqual(
      at("2026-02-28T23:00:00Z"),
    );
    // New Year's Eve 23:59 WAT → 1 Jan next year 00:00 WAT.
    expect(dateRangeEnd("this_month", at("2026-12-31T22:59:00Z"))).toEqual(
      at("2026-12-31T23:00:00Z"),
    );
    // 2028 is a leap year: February has 29 days.
    expect(dateRangeEnd("this_month", at("2028-02-10T12:00:00Z"))).toEqual(
      at("2028-02-29T23:00:00Z"),
    );
  });

  it("the next 7 days are today and the six days after, by Lagos calendar days", () => {
    expect(dateRangeEnd("this_week", at("2026-01-31T22:30:00Z"))).toEqual(
      at("2026-02-06T23:00:00Z"),
    );
    expect(dateRangeEnd("this_week", at("2026-01-31T23:30:00Z"))).toEqual(
      at("2026-02-07T23:00:00Z"),
    );
    expect(dateRangeEnd("all", at("2026-01-31T23:30:00Z"))).toBeNull();
  });
});

describe("fuzzy text", () => {
  it("matches text that contains the query, ignoring case and accents", () => {
    expect(fuzzyMatches("jazz", "Abeokuta Jazz Night")).toBe(true);
    expect(fuzzyMatches("CAFE", "Lekki Café Sessions")).toBe(true);
    expect(fuzzyMatches("", "anything")).toBe(true);
  });

  it("matches when at least 80 % of the query's characters appear in order", () => {
    // "abeokta" (7 letters) has all 7 in order in "Abeokuta".
    expect(fuzzyMatches("abeokta", "Abeokuta Jazz Night")).toBe(true);
    // 5 letters: 4 in order (80 %) is enough…
    expect(fuzzyMatches("jazxz", "Jazz Night")).toBe(true);
    expect(inOrderMatches("jazxz", "jazznight")).toBe(4);
    // …3 of 5 (60 %) is not.
    expect(fuzzyMatches("jqxzz", "Jazz Night")).toBe(false);
    // 10 letters: 8 needed; 7 is not enough.
    expect(inOrderMatches("afrobeatzz", "afrobeats")).toBe(8);
    expect(fuzzyMatches("afrobeatzz", "Afrobeats Live")).toBe(true);
    expect(fuzzyMatches("afroqqqzzz", "Afrobeats Live")).toBe(false);
    // Out of order is not in order: "zzaj" shares only "z" then… nothing after.
    expect(fuzzyMatches("zzaj", "Jazz")).toBe(false);
  });

  it("spaces in the query are not characters to find", () => {
    expect(fuzzyMatches("lagos jaz", "Lagos Jazz Festival")).toBe(true);
    expect(fuzzyMatches("lagso jazz", "Lagos Jazz Festival")).toBe(true);
  });

  it("looks for characters in order only in the short text it is given", () => {
    const description = "A long evening of highlife, jazz, afrobeats and zouk by the lagoon.";
    // Every letter of "hzjk" appears in order in the description, but not in the title.
    expect(fuzzyMatches("hzjk", `Owambe ${description}`, "Owambe")).toBe(false);
  });
});

describe("trending threshold", () => {
  it("is 10 completed sales in 7 days", () => {
    expect(TRENDING_MIN_SALES).toBe(10);
    expect(isTrending(9)).toBe(false);
    expect(isTrending(10)).toBe(true);
  });
});

describe("price range against the cheapest ticket", () => {
  it("the whole slider is no filter at all, even for events without tickets", () => {
    expect(priceBounds(DEFAULT_DISCOVERY)).toBeNull();
    expect(inPriceRange(null, DEFAULT_DISCOVERY)).toBe(true);
    expect(inPriceRange(250_000, DEFAULT_DISCOVERY)).toBe(true);
  });

  it("bounds are inclusive and the top of the slider is open ended", () => {
    const band = { minPrice: 5_000, maxPrice: 20_000 };
    expect([4_999, 5_000, 20_000, 20_001].map((p) => inPriceRange(p, band))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(inPriceRange(null, band)).toBe(false);
    const above = { minPrice: 50_000, maxPrice: 100_000 };
    expect(priceBounds(above)).toEqual({ min: 50_000, max: null });
    expect(inPriceRange(500_000, above)).toBe(true);
    // Free events are in a range starting at 0.
    expect(inPriceRange(0, { minPrice: 0, maxPrice: 10_000 })).toBe(true);
  });

  it("reads prices from the URL clamped to 0–100,000 and snapped to steps of 1,000", () => {
    expect(read("minPrice=2400&maxPrice=999999")).toMatchObject({
      minPrice: 2_000,
      maxPrice: 100_000,
    });
    expect(read("minPrice=-5&maxPrice=abc")).toMatchObject({ minPrice: 0, maxPrice: 100_000 });
    // A minimum above the maximum is the same range, swapped.
    expect(read("minPrice=30000&maxPrice=10000")).toMatchObject({
      minPrice: 10_000,
      maxPrice: 30_000,
    });
  });
});

describe("discovery URL", () => {
  it("reads every filter, and unknown values fall back to the defaults", () => {
    expect(
      read(
        "q=+lagos++jazz+&sort=price_desc&range=this_week&category=music&state=rivers&page=3&tab=featured",
      ),
    ).toEqual({
      ...DEFAULT_DISCOVERY,
      tab: "featured",
      q: "lagos jazz",
      sort: "price_desc",
      range: "this_week",
      category: "Music",
      state: "Rivers",
      page: 3,
    });
    expect(read("sort=cheapest&range=yesterday&category=Cooking&state=Texas&page=-2")).toEqual(
      DEFAULT_DISCOVERY,
    );
  });

  it("round-trips through the href, leaving defaults out", () => {
    expect(discoveryHref(DEFAULT_DISCOVERY)).toBe("/events");
    const p = {
      ...DEFAULT_DISCOVERY,
      q: "afro beats",
      category: "Music",
      state: "Akwa Ibom",
      minPrice: 1_000,
      sort: "trending" as const,
      page: 2,
    };
    const href = discoveryHref(p);
    expect(href).toBe(
      "/events?q=afro+beats&category=Music&state=Akwa+Ibom&minPrice=1000&sort=trending&page=2",
    );
    expect(readDiscoveryParams(new URL(href, "https://x.ng"))).toEqual(p);
    expect(hasFilters(p)).toBe(true);
    expect(hasFilters({ ...DEFAULT_DISCOVERY, sort: "trending", page: 4 })).toBe(false);
  });

  it("lists the spec's 10 states first, then the other 27 (36 states + FCT in all)", () => {
    expect(STATE_OPTIONS.popular.slice(0, 3)).toEqual(["Lagos", "Abuja", "Kano"]);
    expect(STATE_OPTIONS.popular.length + STATE_OPTIONS.others.length).toBe(37);
    expect(STATE_OPTIONS.others).not.toContain("Lagos");
  });
});
