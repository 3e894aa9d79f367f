import { describe, expect, it } from "vitest";
import { pageFromUrl, toPage } from "./pagination";

describe("pagination", () => {
  it("reads the page number defensively", () => {
    expect(pageFromUrl("http://x/events")).toBe(1);
    expect(pageFromUrl("http://x/events?page=3")).toBe(3);
    expect(pageFromUrl("http://x/events?page=-2")).toBe(1);
    expect(pageFromUrl("http://x/events?page=abc")).toBe(1);
    expect(pageFromUrl("http://x/events?page=99999999")).toBe(10000);
  });
  it("counts pages", () => {
    expect(toPage([], 0, 1, 24).pageCount).toBe(1);
    expect(toPage([], 49, 1, 24).pageCount).toBe(3);
  });
});
