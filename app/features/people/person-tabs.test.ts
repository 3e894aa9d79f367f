import { describe, expect, it } from "vitest";
import { chooseTabs, personTabHref } from "./person-tabs";

const none = { content: 0, upcoming: 0, past: 0, products: 0, stays: 0 };

describe("a person's tabs", () => {
  it("show only what has something, in order, and open the asked one or the first", () => {
    const counts = { ...none, past: 2, content: 5, stays: 1 };
    expect(chooseTabs(counts, null)).toEqual({
      shown: [
        { tab: "content", count: 5 },
        { tab: "past", count: 2 },
        { tab: "stays", count: 1 },
      ],
      open: "content",
    });
    expect(chooseTabs(counts, "stays").open).toBe("stays");
    // An empty or unknown tab asked for: the first one instead.
    expect(chooseTabs(counts, "products").open).toBe("content");
    expect(chooseTabs(counts, "<script>").open).toBe("content");
    expect(chooseTabs(none, "content")).toEqual({ shown: [], open: null });
  });

  it("link as query parameters, the first tab and page 1 as the bare page", () => {
    expect(personTabHref("/@ada", { tab: "content", first: true })).toBe("/@ada");
    expect(personTabHref("/@ada", { tab: "past", first: false })).toBe("/@ada?tab=past");
    expect(personTabHref("/@ada", { tab: "past", first: false, page: 3 })).toBe(
      "/@ada?tab=past&page=3",
    );
    expect(personTabHref("/@ada", { tab: "content", first: true, page: 2 })).toBe("/@ada?page=2");
  });
});
