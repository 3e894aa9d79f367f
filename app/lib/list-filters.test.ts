import { describe, expect, it } from "vitest";
import {
  filtersHref,
  findIn,
  flagParam,
  oneOf,
  orderedRange,
  placeParam,
  textParam,
  wholeNumberParam,
} from "./list-filters";

describe("reading list filters from a URL", () => {
  it("keeps listed values and drops the rest to a default", () => {
    expect(oneOf(["a", "b"] as const, "b", "a")).toBe("b");
    expect(oneOf(["a", "b"] as const, "B", "a")).toBe("a");
    expect(oneOf(["a", "b"] as const, null, "a")).toBe("a");
    expect(findIn(["Arts & Crafts", "Food"], "  arts & CRAFTS ")).toBe("Arts & Crafts");
    expect(findIn(["Food"], "Drinks")).toBe("");
  });

  it("reads whole numbers within bounds; blank and junk are no bound at all", () => {
    expect(wholeNumberParam("5000", 0, 100)).toBe(100);
    expect(wholeNumberParam("-3", 0, 100)).toBe(0);
    expect(wholeNumberParam("12.6", 0, 100)).toBe(13);
    expect(wholeNumberParam("", 0, 100)).toBeNull();
    expect(wholeNumberParam("  ", 0, 100)).toBeNull();
    expect(wholeNumberParam("abc", 0, 100)).toBeNull();
    expect(wholeNumberParam("Infinity", 0, 100)).toBeNull();
    expect(wholeNumberParam(null, 0, 100)).toBeNull();
  });

  it("reads a ticked checkbox as on, anything else as off", () => {
    expect(flagParam("on")).toBe(true);
    expect(flagParam("1")).toBe(true);
    expect(flagParam("0")).toBe(false);
    expect(flagParam("")).toBe(false);
    expect(flagParam(null)).toBe(false);
  });

  it("tidies typed text and reads the FCT as Abuja, where it is stored", () => {
    expect(textParam("  Lekki   Phase 1 ", 60)).toBe("Lekki Phase 1");
    expect(textParam("x".repeat(80), 60)).toHaveLength(60);
    expect(placeParam("fct", 60)).toBe("Abuja");
    expect(placeParam("Federal Capital Territory", 60)).toBe("Abuja");
    expect(placeParam("Garki", 60)).toBe("Garki");
  });

  it("reads a range typed the wrong way round as the range between the two", () => {
    expect(orderedRange(9000, 2000)).toEqual({ min: 2000, max: 9000 });
    expect(orderedRange(2000, 2000)).toEqual({ min: 2000, max: 2000 });
    expect(orderedRange(null, 2000)).toEqual({ min: null, max: 2000 });
  });
});

describe("the URL of a filtered view", () => {
  it("leaves out blank, unticked and default values, and page 1", () => {
    expect(
      filtersHref(
        "/x",
        { a: "", b: null, c: false, d: undefined, sort: "newest", page: 1 },
        { sort: "newest" },
      ),
    ).toBe("/x");
    expect(
      filtersHref("/x", { category: "Arts & Crafts", inStock: true, minPrice: 0, page: 2 }),
    ).toBe("/x?category=Arts+%26+Crafts&inStock=1&minPrice=0&page=2");
  });
});
