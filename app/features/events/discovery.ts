// The /events discovery rules (spec 001 §2, Discovery rules) as plain functions: what the
// URL may say, the date ranges in Lagos time, the price range and the fuzzy match.
// Client-safe (the filter form imports the labels and defaults).
import { filtersHref, findIn, oneOf, textParam } from "~/lib/list-filters";
import { pageNumber } from "~/lib/pagination";
import { EVENT_CATEGORIES, EVENT_FILTER_STATES, NIGERIAN_STATES } from "./catalog";

export const DISCOVERY_SORTS = [
  "date_asc",
  "date_desc",
  "price_asc",
  "price_desc",
  "trending",
] as const;
export const DATE_RANGES = ["all", "today", "this_week", "this_month"] as const;
export const DISCOVERY_TABS = ["discover", "featured"] as const;
export type DiscoverySort = (typeof DISCOVERY_SORTS)[number];
export type DateRange = (typeof DATE_RANGES)[number];
export type DiscoveryTab = (typeof DISCOVERY_TABS)[number];

export const SORT_LABELS: Record<DiscoverySort, string> = {
  date_asc: "Soonest first",
  date_desc: "Latest first",
  price_asc: "Cheapest first",
  price_desc: "Priciest first",
  trending: "Trending",
};
export const DATE_RANGE_LABELS: Record<DateRange, string> = {
  all: "Any date",
  today: "Today",
  this_week: "Next 7 days",
  this_month: "This month",
};

/** The price slider of the spec: 0 to 100,000 naira in steps of 1,000. */
export const PRICE_MIN = 0;
export const PRICE_MAX = 100_000;
export const PRICE_STEP = 1_000;

/** Trending: at least this many completed sales in the last 7 days; the strip shows 5. */
export const TRENDING_MIN_SALES = 10;
export const TRENDING_STRIP_SIZE = 5;
export const QUERY_MAX_LENGTH = 100;

/** The spec's 10 states first, then the other states and the FCT in A–Z order. */
export const STATE_OPTIONS = {
  popular: EVENT_FILTER_STATES,
  others: NIGERIAN_STATES.filter((s) => !(EVENT_FILTER_STATES as readonly string[]).includes(s)),
};
/** The FCT is stored as "Abuja" (catalog.ts): say so in the option. */
export const stateLabel = (state: string) => (state === "Abuja" ? "Abuja (FCT)" : state);

export interface DiscoveryParams {
  tab: DiscoveryTab;
  q: string;
  sort: DiscoverySort;
  range: DateRange;
  /** One of EVENT_CATEGORIES, or "" for all. */
  category: string;
  /** One of NIGERIAN_STATES, or "" for all. */
  state: string;
  minPrice: number;
  maxPrice: number;
  page: number;
}

export const DEFAULT_DISCOVERY: DiscoveryParams = {
  tab: "discover",
  q: "",
  sort: "date_asc",
  range: "all",
  category: "",
  state: "",
  minPrice: PRICE_MIN,
  maxPrice: PRICE_MAX,
  page: 1,
};

/** A price from the URL, clamped to the slider and snapped to its step; junk is `fallback`. */
function priceParam(raw: string | null, fallback: number) {
  if (raw === null || raw.trim() === "") return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n)) return fallback;
  const snapped = Math.round(n / PRICE_STEP) * PRICE_STEP;
  return Math.min(PRICE_MAX, Math.max(PRICE_MIN, snapped));
}

/**
 * Reads the filters from the URL. Anything unknown falls back to its default, so a
 * hand-edited or old link still shows a list; a minimum above the maximum swaps them.
 * Categories and states match case-insensitively and come back in their listed spelling.
 */
export function readDiscoveryParams(url: URL): DiscoveryParams {
  const p = url.searchParams;
  let minPrice = priceParam(p.get("minPrice"), PRICE_MIN);
  let maxPrice = priceParam(p.get("maxPrice"), PRICE_MAX);
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    tab: oneOf(DISCOVERY_TABS, p.get("tab"), "discover"),
    q: textParam(p.get("q"), QUERY_MAX_LENGTH),
    sort: oneOf(DISCOVERY_SORTS, p.get("sort"), "date_asc"),
    range: oneOf(DATE_RANGES, p.get("range"), "all"),
    category: findIn(EVENT_CATEGORIES, p.get("category")),
    state: findIn(NIGERIAN_STATES, p.get("state")),
    minPrice,
    maxPrice,
    page: pageNumber(p.get("page")),
  };
}

/** The URL of a discovery view; defaults are left out so links stay short and cache well. */
export function discoveryHref(p: Partial<DiscoveryParams>): string {
  const { tab, q, category, state, range, minPrice, maxPrice, sort, page } = p;
  return filtersHref(
    "/events",
    { tab, q, category, state, range, minPrice, maxPrice, sort, page },
    DEFAULT_DISCOVERY,
  );
}

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export function hasFilters(p: DiscoveryParams): boolean {
  return (
    !!p.q ||
    !!p.category ||
    !!p.state ||
    p.range !== "all" ||
    p.minPrice !== PRICE_MIN ||
    p.maxPrice !== PRICE_MAX
  );
}

/**
 * The price filter against an event's cheapest ticket: null when the range is the
 * slider's whole width (every event, priced or not). The top of the slider is open
 * ended ("₦100,000 and above"), so the default range hides nothing.
 */
export function priceBounds(p: Pick<DiscoveryParams, "minPrice" | "maxPrice">) {
  if (p.minPrice <= PRICE_MIN && p.maxPrice >= PRICE_MAX) return null;
  return { min: p.minPrice, max: p.maxPrice >= PRICE_MAX ? null : p.maxPrice };
}

/** Whether a cheapest-ticket price passes the range (null price: only the whole range). */
export function inPriceRange(
  cheapest: number | null,
  p: Pick<DiscoveryParams, "minPrice" | "maxPrice">,
) {
  const bounds = priceBounds(p);
  if (!bounds) return true;
  if (cheapest === null) return false;
  return cheapest >= bounds.min && (bounds.max === null || cheapest <= bounds.max);
}

// --- Dates in Lagos time -----------------------------------------------------------

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** West Africa Time is UTC+1 all year: Nigeria keeps no daylight saving. */
const LAGOS_OFFSET = HOUR;

/** The Lagos calendar date of an instant, as UTC year/month/day numbers. */
function lagosDate(at: Date) {
  const shifted = new Date(at.getTime() + LAGOS_OFFSET);
  return { y: shifted.getUTCFullYear(), m: shifted.getUTCMonth(), d: shifted.getUTCDate() };
}

/** The instant of midnight in Lagos starting the given calendar date. */
const lagosMidnight = (y: number, m: number, d: number) =>
  new Date(Date.UTC(y, m, d) - LAGOS_OFFSET);

/**
 * Where a date range ends (exclusive), in Lagos time: today ends at the next midnight,
 * the next 7 days are today and the six days after it, this month runs to the 1st of
 * the next month. An event is in the range when it runs at some moment of it: it
 * starts before the end (and, like every listed event, has not ended). Null: no end.
 */
export function dateRangeEnd(range: DateRange, now: Date): Date | null {
  const { y, m, d } = lagosDate(now);
  switch (range) {
    case "all":
      return null;
    case "today":
      return lagosMidnight(y, m, d + 1);
    case "this_week":
      return lagosMidnight(y, m, d + 7);
    case "this_month":
      return lagosMidnight(y, m + 1, 1);
  }
}

export const daysBetween = (a: Date, b: Date) => (b.getTime() - a.getTime()) / DAY;

// --- Fuzzy text ----------------------------------------------------------------------

/** Lower case without accents, so "Café" and "cafe" compare equal. */
export function foldText(s: string) {
  return s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** The longest run of `query`'s characters that appears in `text` in order (LCS length). */
export function inOrderMatches(query: string, text: string): number {
  if (!query || !text) return 0;
  // One row of the LCS table: O(query × text) time, O(query) memory.
  const row = new Array<number>(query.length + 1).fill(0);
  for (let j = 0; j < text.length; j++) {
    let diagonal = 0;
    for (let i = 1; i <= query.length; i++) {
      const above = row[i];
      row[i] = query[i - 1] === text[j] ? diagonal + 1 : row[i] > row[i - 1] ? row[i] : row[i - 1];
      diagonal = above;
    }
  }
  return row[query.length];
}

/** Share of the query's characters that must appear in order (spec 001 §2). */
export const FUZZY_IN_ORDER_SHARE = 0.8;

/**
 * The spec's fuzzy rule: the event's text contains the query, or at least 80 % of the
 * query's characters appear in the (short) text in order. Spaces in the query are not
 * characters to find. Case and accents are ignored.
 */
export function fuzzyMatches(query: string, text: string, inOrderText = text): boolean {
  const q = foldText(query).trim();
  if (!q) return true;
  if (foldText(text).includes(q)) return true;
  const letters = q.replace(/\s+/g, "");
  const needed = Math.ceil(FUZZY_IN_ORDER_SHARE * letters.length - 1e-9);
  return inOrderMatches(letters, foldText(inOrderText).replace(/\s+/g, "")) >= needed;
}

/** Whether completed sales in the last 7 days make an event trending. */
export const isTrending = (recentSales: number) => recentSales >= TRENDING_MIN_SALES;
