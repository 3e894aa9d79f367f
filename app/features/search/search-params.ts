import type { ItemType } from "~/lib/item-kind";

/** Search types, sorts and price bands of the spec (000 §2, §9). */
export const SEARCH_SORTS = ["relevance", "date", "price_asc", "price_desc"] as const;
export const PRICE_BANDS = ["any", "0-10000", "10000-50000", "50000-100000", "100000-"] as const;

/** Every item kind is searchable: its type is one of the item kinds' (lib/item-kind.ts). */
export type ItemSearchType = ItemType;
export type SearchType = "all" | ItemSearchType;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export type PriceBand = (typeof PRICE_BANDS)[number];

/** The search box's words for each type; a kind without one is a compile error. */
export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  all: "All",
  event: "Events",
  product: "Products",
  property: "Stays",
  content: "Content",
};
/** The type filter's options, in the labels' order. */
export const SEARCH_TYPES = Object.keys(SEARCH_TYPE_LABELS) as [SearchType, ...SearchType[]];
export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  relevance: "Relevance",
  date: "Date",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
};
export const PRICE_BAND_LABELS: Record<PriceBand, string> = {
  any: "Any price",
  "0-10000": "Under ₦10,000",
  "10000-50000": "₦10,000 – ₦50,000",
  "50000-100000": "₦50,000 – ₦100,000",
  "100000-": "Above ₦100,000",
};

/** Results per type in the "all" view (spec 000 §9), and per page in a single-type view. */
export const RESULTS_PER_TYPE = 10;
export const SINGLE_TYPE_PAGE_SIZE = 20;
export const SEARCH_DEBOUNCE_MS = 300;

/** A search as read from the URL (search-params.server.ts validates it). */
export interface SearchParams {
  q: string;
  type: SearchType;
  sort: SearchSort;
  location: string;
  price: PriceBand;
  page: number;
}

/** `a-b` naira, upper bound open when empty (spec 000 §5). */
export function priceRange(band: PriceBand): { min: number; max: number | null } | null {
  if (band === "any") return null;
  const [a, b] = band.split("-");
  return { min: Number(a), max: b ? Number(b) : null };
}

/** The URL of a search; defaults are left out so links stay short and cache well. */
export function searchHref(p: Partial<SearchParams>): string {
  const params = new URLSearchParams();
  if (p.q) params.set("q", p.q);
  if (p.type && p.type !== "all") params.set("type", p.type);
  if (p.sort && p.sort !== "relevance") params.set("sort", p.sort);
  if (p.location) params.set("location", p.location);
  if (p.price && p.price !== "any") params.set("price", p.price);
  if (p.page && p.page > 1) params.set("page", String(p.page));
  const s = params.toString();
  return s ? `/search?${s}` : "/search";
}

export { prefixTsQuery, queryWords, wordTerm } from "~/lib/search-words";
