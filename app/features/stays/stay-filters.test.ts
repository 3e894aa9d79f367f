import { describe, expect, it } from "vitest";
import { GUESTS_LIMIT, hasStayFilters, readStayFilters, stayListHref } from "./stay-filters";

const read = (query: string) => readStayFilters(new URLSearchParams(query));

describe("/bookings filters in the URL", () => {
  it("reads a shared link, and writes it back the same", () => {
    const f = read("type=Studio&where=lekki&guests=4&minPrice=20000&maxPrice=60000&page=2");
    expect(f).toEqual({
      type: "",
      where: "lekki",
      guests: 4,
      minPrice: 20000,
      maxPrice: 60000,
      page: 2,
    });
    // Types are the enum's values: "studio", not its label.
    expect(read("type=studio").type).toBe("studio");
    expect(stayListHref(f)).toBe(
      "/bookings?where=lekki&guests=4&minPrice=20000&maxPrice=60000&page=2",
    );
  });

  it("one guest narrows nothing; more than any stay takes is kept (an empty list)", () => {
    expect(read("guests=1").guests).toBeNull();
    expect(read("guests=0").guests).toBeNull();
    expect(read("guests=500").guests).toBe(GUESTS_LIMIT);
    expect(read("guests=2.4").guests).toBe(2);
  });

  it("reads what a form without JavaScript sends, blanks included", () => {
    const f = read("where=&type=&guests=&minPrice=&maxPrice=");
    expect(hasStayFilters(f)).toBe(false);
    expect(stayListHref(f)).toBe("/bookings");
    expect(read("where=FCT").where).toBe("Abuja");
    expect(read("minPrice=80000&maxPrice=30000")).toMatchObject({
      minPrice: 30000,
      maxPrice: 80000,
    });
  });
});
