/** The words of a query: lower-case letters and digits, at most 8. */
export function queryWords(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/**
 * One word of a query as a tsquery term: the last word is a prefix, as it may still be
 * being typed ("lagos jaz" finds "Lagos Jazz Night"); the words before it were typed
 * out and match whole (stemmed). A prefix term reads every index entry it starts and
 * costs five times a whole word on a common one ("lagos" at 100 k events: 6.7 ms
 * against 1.4 ms for "lagos jazz").
 */
export function wordTerm(word: string, last: boolean): string {
  return last ? `${word}:*` : word;
}

/**
 * The words of a query as a search-as-you-type tsquery ("lagos jaz" -> "lagos & jaz:*").
 * Only letters and digits survive, so the text cannot change the query's syntax.
 * Shared by universal search and the list pages' own search boxes.
 */
export function prefixTsQuery(q: string): string | null {
  const words = queryWords(q);
  return words.length ? words.map((w, i) => wordTerm(w, i === words.length - 1)).join(" & ") : null;
}
