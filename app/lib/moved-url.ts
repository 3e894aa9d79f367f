/**
 * The new address of a page that moved from a query switch (`/admin?tab=users`,
 * `/auth?mode=signup`) to a path of its own: the switch is dropped, every other query
 * parameter (redirectTo, token, page, q, ...) is kept, so links in old e-mails and
 * bookmarks still land where they meant to.
 */
export function movedUrl(from: URL, pathname: string, drop: readonly string[]): string {
  const params = new URLSearchParams(from.search);
  for (const name of drop) params.delete(name);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
