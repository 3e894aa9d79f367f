/** The words of a query: lower-case letters and digits, at most 8. */
export function queryWords(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/**
 * The words of a query as a prefix tsquery ("lagos jaz" -> "lagos:* & jaz:*"), so
 * results appear while a word is still being typed. Only letters and digits survive,
 * so the text cannot change the query's syntax. Shared by universal search and the
 * list pages' own search boxes.
 */
export function prefixTsQuery(q: string): string | null {
  const words = queryWords(q);
  return words.length ? words.map((w) => `${w}:*`).join(" & ") : null;
}
