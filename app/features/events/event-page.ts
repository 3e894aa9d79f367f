// What the event page shows about selling and sharing, as plain functions (client-safe).
import { EVENT_CATEGORIES } from "./catalog";

/** Where a ticket type stands for a buyer at `now`. */
export type TicketSaleState = "on_sale" | "sold_out" | "not_yet" | "sales_ended" | "closed";

/**
 * A ticket type's state: the event's state first (cancelled or ended: nothing is sold),
 * then its sales window, then its seats.
 */
export function ticketSaleState(
  t: { remaining: number; salesStart: string | null; salesEnd: string | null },
  event: { status: string; endDatetime: string },
  now: Date,
): TicketSaleState {
  if (event.status === "cancelled" || new Date(event.endDatetime) < now) return "closed";
  if (t.salesStart && new Date(t.salesStart) > now) return "not_yet";
  if (t.salesEnd && new Date(t.salesEnd) <= now) return "sales_ended";
  return t.remaining <= 0 ? "sold_out" : "on_sale";
}

/** Google Maps' documented search URL for a place (no API key). */
export function mapsUrl(...parts: (string | null | undefined)[]): string {
  const query = parts.filter((p) => p && p.trim()).join(", ");
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** WhatsApp's click-to-chat share link with the text and the page's URL. */
export const whatsappShareUrl = (title: string, url: string) =>
  `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;

/** X's (Twitter's) tweet intent with the text and the page's URL. */
export const xShareUrl = (title: string, url: string) =>
  `https://twitter.com/intent/tweet?${new URLSearchParams({ text: title, url })}`;

/**
 * A tag that is one of the categories links to the Discover tab filtered by it: the
 * URL discoveryHref({ category }) makes (the test holds them equal), written out so the
 * event page does not ship discovery's URL reader (its first-load JS budget).
 */
export function tagHref(tag: string): string | null {
  const category = EVENT_CATEGORIES.find((c) => c.toLowerCase() === tag.trim().toLowerCase());
  return category ? `/events?${new URLSearchParams({ category })}` : null;
}
