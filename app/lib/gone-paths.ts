/**
 * Pages removed for good (spec 000 §1 "Redirects"): the server answers them with
 * HTTP 410 and the 'Page Permanently Removed' view, and links to them render inert
 * ('This page is no longer available'). One list for both.
 */
export const GONE_PATHS = ["/old-blog", "/deprecated-api", "/legacy-admin"] as const;

/** Whether a path (no query) is a gone page or lies below one, e.g. /old-blog/post-1. */
export function isGonePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return GONE_PATHS.some((gone) => path === gone || path.startsWith(`${gone}/`));
}
