import { describe, expect, it } from "vitest";
import { parseNotice, placementFor } from "./site-chrome.server";

describe("chrome", () => {
  it("picks the banner placement from the page", () => {
    expect(placementFor("/")).toBe("homepage");
    expect(placementFor("/marketplace")).toBe("marketplace");
    expect(placementFor("/marketplace/ankara-dress")).toBe("marketplace");
    expect(placementFor("/events/lagos-jazz")).toBe("events");
    expect(placementFor("/content")).toBeNull();
    expect(placementFor("/eventsx")).toBeNull();
  });
  it("hides an empty notice", () => {
    expect(parseNotice(null)).toBeNull();
    expect(parseNotice({ text: "   " })).toBeNull();
    expect(parseNotice({ text: "Hello", tone: "weird" })).toEqual({ text: "Hello", tone: "info" });
  });
});
