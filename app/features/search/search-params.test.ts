import { describe, expect, it } from "vitest";
import { priceRange, prefixTsQuery, searchHref } from "./search-params";
import { readSearchParams } from "./search-params.server";

describe("price bands (000 §5: 'a-b', upper bound may be open)", () => {
  it("reads each band of the spec", () => {
    expect(priceRange("any")).toBeNull();
    expect(priceRange("0-10000")).toEqual({ min: 0, max: 10000 });
    expect(priceRange("10000-50000")).toEqual({ min: 10000, max: 50000 });
    expect(priceRange("50000-100000")).toEqual({ min: 50000, max: 100000 });
    expect(priceRange("100000-")).toEqual({ min: 100000, max: null });
  });

  it("falls back to any price for a band that is not offered", () => {
    const url = (price: string) => new URL(`https://x.ng/search?q=a&price=${price}`);
    expect(readSearchParams(url("5-7")).price).toBe("any");
    expect(readSearchParams(url("100000-")).price).toBe("100000-");
    expect(readSearchParams(url("-1")).price).toBe("any");
  });
});

describe("prefix full-text query (typo-tolerant search while typing)", () => {
  it("makes the last word a prefix (still being typed) and joins them", () => {
    expect(prefixTsQuery("lagos jaz")).toBe("lagos & jaz:*");
    expect(prefixTsQuery("lag")).toBe("lag:*");
    expect(prefixTsQuery("  Ankara   DRESS ")).toBe("ankara & dress:*");
  });

  it("keeps only letters and digits, so the text cannot change the query's syntax", () => {
    expect(prefixTsQuery("jazz' | !night & (x)")).toBe("jazz & night & x:*");
    expect(prefixTsQuery("àdùnní 2026")).toBe("àdùnní & 2026:*");
    expect(prefixTsQuery("!!! ::: &&")).toBeNull();
    expect(prefixTsQuery("")).toBeNull();
  });

  it("reads at most eight words", () => {
    expect(prefixTsQuery("a b c d e f g h i j")?.split(" & ")).toHaveLength(8);
  });
});

describe("search URLs", () => {
  it("leave defaults out and round-trip through the server's reader", () => {
    expect(searchHref({ q: "jazz", type: "all", sort: "relevance", price: "any", page: 1 })).toBe(
      "/search?q=jazz",
    );
    const href = searchHref({
      q: "jazz night",
      type: "event",
      sort: "price_asc",
      location: "Lagos",
      price: "10000-50000",
      page: 2,
    });
    expect(readSearchParams(new URL(href, "https://x.ng"))).toEqual({
      q: "jazz night",
      type: "event",
      sort: "price_asc",
      location: "Lagos",
      price: "10000-50000",
      page: 2,
    });
  });

  it("treat unknown or hand-edited values as defaults", () => {
    const p = readSearchParams(new URL("https://x.ng/search?q=%20&type=x&sort=y&page=-3"));
    expect(p).toMatchObject({ q: "", type: "all", sort: "relevance", page: 1 });
    expect(readSearchParams(new URL("https://x.ng/search?page=99999")).page).toBe(500);
  });
});
