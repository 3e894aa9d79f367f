import { z } from "zod";
import { PRICE_BANDS, SEARCH_SORTS, SEARCH_TYPES, type SearchParams } from "./search-params";

// Kept apart from search-params.ts so the search box's browser code ships without zod.
const oneOf = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z
    .string()
    .optional()
    .transform(
      (v) => ((values as readonly string[]).includes(v ?? "") ? v : fallback) as T[number],
    );

/**
 * The search form, read from the URL: anything unknown falls back to a default rather
 * than failing, because search links are shared and hand-edited.
 */
export const searchParamsSchema = z.object({
  q: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim().slice(0, 100)),
  type: oneOf(SEARCH_TYPES, "all"),
  sort: oneOf(SEARCH_SORTS, "relevance"),
  location: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim().slice(0, 60)),
  price: oneOf(PRICE_BANDS, "any"),
  page: z
    .string()
    .optional()
    .transform((v) => {
      const n = Number.parseInt(v ?? "1", 10);
      return Number.isFinite(n) && n >= 1 ? Math.min(n, 500) : 1;
    }),
});

/** Typed as the shared SearchParams, so the schema and the type cannot drift apart. */
export function readSearchParams(url: URL): SearchParams {
  return searchParamsSchema.parse(Object.fromEntries(url.searchParams));
}
