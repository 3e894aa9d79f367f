import { describe, it, expect } from "vitest";
import { paginationItems } from "./pagination";

describe("paginationItems", () => {
  it("returns nothing for zero or negative page counts", () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, -3)).toEqual([]);
    expect(paginationItems(1, Number.NaN)).toEqual([]);
  });

  it("shows a single page", () => {
    expect(paginationItems(1, 1)).toEqual([1]);
  });

  it("shows every page when there are no gaps", () => {
    expect(paginationItems(1, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("shows first, last and current±1 with ellipses", () => {
    expect(paginationItems(5, 10)).toEqual([1, "ellipsis", 4, 5, 6, "ellipsis", 10]);
  });

  it("handles the start and end", () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, "ellipsis", 10]);
    expect(paginationItems(10, 10)).toEqual([1, "ellipsis", 9, 10]);
    expect(paginationItems(2, 10)).toEqual([1, 2, 3, "ellipsis", 10]);
    expect(paginationItems(9, 10)).toEqual([1, "ellipsis", 8, 9, 10]);
  });

  it("fills a one-page gap with the page instead of an ellipsis", () => {
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, "ellipsis", 10]);
    expect(paginationItems(7, 10)).toEqual([1, "ellipsis", 6, 7, 8, 9, 10]);
    expect(paginationItems(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("clamps out-of-range and non-integer pages", () => {
    expect(paginationItems(0, 10)).toEqual(paginationItems(1, 10));
    expect(paginationItems(-5, 10)).toEqual(paginationItems(1, 10));
    expect(paginationItems(99, 10)).toEqual(paginationItems(10, 10));
    expect(paginationItems(Number.NaN, 10)).toEqual(paginationItems(1, 10));
    expect(paginationItems(5.7, 10)).toEqual(paginationItems(5, 10));
  });

  it("never repeats a page and keeps pages ascending", () => {
    for (let count = 1; count <= 15; count++) {
      for (let page = 1; page <= count; page++) {
        const pages = paginationItems(page, count).filter((p) => p !== "ellipsis");
        expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
        expect(pages).toContain(page);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(count);
      }
    }
  });
});
