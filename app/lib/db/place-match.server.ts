import { and, or, type Column, sql, type SQL } from "drizzle-orm";
import { queryWords, wordTerm } from "~/lib/search-words";

/**
 * Rows whose place (a product's location, a stay's city and state) contains what was
 * typed. The place's words are in the row's search_vector too, so its public GIN index
 * (drizzle/0005) narrows to rows naming those words before the exact check reads the
 * place, as universal search does with its location box: a list filtered to "Lagos"
 * does not read every listed row. So a place matches from the start of a word: "Ike"
 * finds Ikeja, "keja" does not.
 *
 * The exact check is `strpos(lower(place), lower(typed)) > 0` (what ILIKE '%typed%'
 * tests) on each place column alone. It names nearly the same rows as the GIN
 * condition, so the GIN's estimate (from the vector's statistics, and right) must
 * decide the plan: an ILIKE's estimate from the column's statistics was multiplied with
 * it as if independent, and a dates search for "Lekki" (6,000 stays, planned as 150)
 * probed and sorted every match (38 ms) instead of walking the date index (1 ms); the
 * planner gives strpos a flat guess instead (docs/decisions/074-stays-search-and-trips.md).
 * For the same reason the full-text condition names one word, the longest typed (a
 * prefix when it is the last): "port & harcourt:*" was estimated as the product of two
 * words that always come together (1,000 of 8,400 stays), "harcourt:*" is estimated
 * right; the exact check still wants the whole text. So only that word must start a
 * word of the place ("ort Harcourt" finds Port Harcourt; "keja" alone still finds nothing).
 */
export function placeMatches(vector: SQL, places: Column[], typed: string): SQL | undefined {
  if (!typed) return undefined;
  const words = queryWords(typed);
  // The longest word narrows; the exact check reads the rest (see above).
  const longest = words.reduce((a, w) => (w.length > a.length ? w : a), "");
  const term = longest ? wordTerm(longest, longest === words.at(-1)) : null;
  return and(
    term ? sql`${vector} @@ to_tsquery('english', ${term})` : undefined,
    or(...places.map((place) => sql`strpos(lower(${place}), lower(${typed})) > 0`)),
  );
}
