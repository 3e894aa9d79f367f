import { and, ilike, or, type Column, sql, type SQL } from "drizzle-orm";
import { prefixTsQuery } from "~/lib/search-words";

/** An ILIKE pattern for text containing `text` literally ("50%" is not a wildcard). */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Rows whose place (a product's location, a stay's city and state) contains what was
 * typed. The place's words are in the row's search_vector too, so its public GIN index
 * (drizzle/0005) narrows to rows naming those words before the exact ILIKE reads the
 * place, as universal search does with its location box: a list filtered to "Lagos"
 * does not read every listed row. So a place matches from the start of a word: "Ike"
 * finds Ikeja, "keja" does not. Each place column is matched alone (a city, or a
 * state), not a concatenation: the planner has statistics for columns, and with them
 * walks the date index for a common place (a 23,000-stay "Lagos": 13 ms, against
 * 210 ms when a mis-estimated expression made it sort every match).
 */
export function placeMatches(vector: SQL, places: Column[], typed: string): SQL | undefined {
  if (!typed) return undefined;
  const words = prefixTsQuery(typed);
  const pattern = likeContains(typed);
  return and(
    words ? sql`${vector} @@ to_tsquery('english', ${words})` : undefined,
    or(...places.map((place) => ilike(place, pattern))),
  );
}
