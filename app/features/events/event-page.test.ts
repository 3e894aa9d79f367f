import { describe, expect, it } from "vitest";
import { EVENT_CATEGORIES } from "./catalog";
import { discoveryHref } from "./discovery";
import { mapsUrl, tagHref, ticketSaleState, whatsappShareUrl, xShareUrl } from "./event-page";

const now = new Date("2026-12-01T12:00:00Z");
const live = { status: "published", endDatetime: "2026-12-14T22:00:00Z" };
const type = { remaining: 5, salesStart: null, salesEnd: null };

describe("ticket sale state", () => {
  it("follows the event, then the sales window, then the seats", () => {
    expect(ticketSaleState(type, live, now)).toBe("on_sale");
    expect(ticketSaleState({ ...type, remaining: 0 }, live, now)).toBe("sold_out");
    expect(ticketSaleState({ ...type, salesStart: "2026-12-02T00:00:00Z" }, live, now)).toBe(
      "not_yet",
    );
    // The window's end is exclusive; its start inclusive.
    expect(ticketSaleState({ ...type, salesEnd: now.toISOString() }, live, now)).toBe(
      "sales_ended",
    );
    expect(ticketSaleState({ ...type, salesStart: now.toISOString() }, live, now)).toBe("on_sale");
    expect(ticketSaleState(type, { ...live, status: "cancelled" }, now)).toBe("closed");
    expect(ticketSaleState(type, { ...live, endDatetime: "2026-11-30T00:00:00Z" }, now)).toBe(
      "closed",
    );
  });
});

describe("share and map links", () => {
  it("encodes the place, the text and the URL", () => {
    expect(mapsUrl("Freedom Park", "1 Hospital Rd, Lagos Island", null, "Lagos")).toBe(
      "https://www.google.com/maps/search/?api=1&query=Freedom%20Park%2C%201%20Hospital%20Rd%2C%20Lagos%20Island%2C%20Lagos",
    );
    const url = "https://www.example.ng/events/jazz-night";
    expect(whatsappShareUrl("Jazz & Jollof", url)).toBe(
      "https://wa.me/?text=Jazz%20%26%20Jollof%20https%3A%2F%2Fwww.example.ng%2Fevents%2Fjazz-night",
    );
    const x = new URL(xShareUrl("Jazz & Jollof", url));
    expect(x.origin + x.pathname).toBe("https://twitter.com/intent/tweet");
    expect([x.searchParams.get("text"), x.searchParams.get("url")]).toEqual(["Jazz & Jollof", url]);
  });

  it("links a tag to the category filter only when it is a category", () => {
    expect(tagHref("music")).toBe("/events?category=Music");
    // The same URL the Discover tab's own link builder makes, for every category.
    for (const category of EVENT_CATEGORIES)
      expect(tagHref(category.toLowerCase())).toBe(discoveryHref({ category }));
    expect(tagHref("Owambe")).toBeNull();
  });
});
