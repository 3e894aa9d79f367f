/**
 * Paths removed for good (spec 000 §2): they answer HTTP 410 with the 'Page Permanently
 * Removed' view, and links pointing at them render inert. A path below one of them
 * (e.g. /old-blog/2019/post) is gone too.
 */
export const GONE_PATHS = ["/old-blog", "/deprecated-api", "/legacy-admin"] as const;

export function isGonePath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  return GONE_PATHS.some((gone) => path === gone || path.startsWith(`${gone}/`));
}
