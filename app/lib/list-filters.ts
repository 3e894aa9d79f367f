// The pieces every public list's filters are made of (/events, /content, /marketplace,
// /bookings): reading a value from the URL forgivingly, and writing the short URL of a
// filtered view. Client-safe: the filter forms use the same functions as the loaders,
// so a pick in the browser lands on the very URL a shared link or a no-JS form gives.

/** Typing in a filter's text or number box waits for a pause before the list updates. */
export const FILTER_DEBOUNCE_MS = 300;

/** `raw` when it is one of `list`, else `fallback` (a hand-edited or old link still works). */
export const oneOf = <T extends string>(list: readonly T[], raw: string | null, fallback: T): T =>
  raw !== null && (list as readonly string[]).includes(raw) ? (raw as T) : fallback;

/** The listed spelling of `raw` matched case-insensitively, or "" (all) when it is not listed. */
export const findIn = (list: readonly string[], raw: string | null) =>
  list.find((x) => x.toLowerCase() === (raw ?? "").trim().toLowerCase()) ?? "";

/** Free text: trimmed, inner runs of spaces made one, cut to `maxLength`. */
export const textParam = (raw: string | null, maxLength: number) =>
  (raw ?? "").trim().replace(/\s+/g, " ").slice(0, maxLength);

/**
 * A place typed into a "location" or "state or city" box. The Federal Capital Territory
 * is stored as "Abuja" (features/events/catalog.ts NIGERIAN_STATES), so "FCT" finds it.
 */
export function placeParam(raw: string | null, maxLength: number) {
  const place = textParam(raw, maxLength);
  return /^(fct|federal capital territory)$/i.test(place) ? "Abuja" : place;
}

/**
 * A whole number from the URL within [min, max] (clamped); null when absent, blank or
 * not a number. Decimals are rounded: prices are whole naira, guests whole people.
 */
export function wholeNumberParam(raw: string | null, min: number, max: number): number | null {
  if (raw === null || raw.trim() === "") return null;
  const n = Number(raw);
  if (!Number.isFinite(n)) return null;
  return Math.min(max, Math.max(min, Math.round(n)));
}

/** A checkbox: a GET form sends `name=on` when ticked and nothing otherwise. */
export const flagParam = (raw: string | null) =>
  raw !== null && ["on", "1", "true", "yes"].includes(raw.trim().toLowerCase());

/**
 * A price range in the right order: a minimum above the maximum is read as the range
 * between them (someone typed them the wrong way round), not as an empty list.
 */
export function orderedRange(min: number | null, max: number | null) {
  return min !== null && max !== null && min > max ? { min: max, max: min } : { min, max };
}

export type FilterValue = string | number | boolean | null | undefined;

/** What a list shows now, by field name: a checkbox's state, any other field's value. */
export type FilterFieldValues = Record<string, string | number | boolean>;

/**
 * The URL of a filtered view: values left blank, off or at their default are left
 * out, so links stay short, equal views share one URL, and the page cache (keyed on
 * the query) keeps one copy of each. Entries keep their order: the URL reads the same
 * way for every visitor.
 */
export function filtersHref<T extends Record<string, FilterValue>>(
  path: string,
  entries: T,
  defaults: Partial<T> = {},
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(entries)) {
    if (value === null || value === undefined || value === "" || value === false) continue;
    if (value === defaults[name]) continue;
    if (name === "page" && value === 1) continue;
    params.set(name, value === true ? "1" : String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
