import { describe, expect, it } from "vitest";
import { contentListHref, hasContentFilters, readContentFilters } from "./content-filters";

const read = (query: string) => readContentFilters(new URLSearchParams(query));

describe("/content filters in the URL", () => {
  it("reads type, category, sort and the not-found page's search, and writes them back", () => {
    const f = read("type=video&category=music&sort=most_viewed&search=+afro++beats+");
    expect(f).toEqual({
      type: "video",
      category: "Music",
      sort: "most_viewed",
      search: "afro beats",
      page: 1,
    });
    expect(contentListHref(f)).toBe(
      "/content?type=video&category=Music&search=afro+beats&sort=most_viewed",
    );
  });

  it("newest is the default sort: left out of the URL, and no filter by itself", () => {
    const f = read("type=&category=&sort=newest&search=");
    expect(hasContentFilters(f)).toBe(false);
    expect(contentListHref(f)).toBe("/content");
    expect(hasContentFilters(read("sort=most_viewed"))).toBe(false);
    expect(contentListHref(read("sort=most_viewed"))).toBe("/content?sort=most_viewed");
  });

  it("drops unknown types, categories and sorts", () => {
    expect(read("type=podcast&category=Gaming&sort=random")).toMatchObject({
      type: "",
      category: "",
      sort: "newest",
    });
  });
});
