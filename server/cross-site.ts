import type { MiddlewareHandler } from "hono";
import { generalErrors } from "~/lib/messages/error-pages";

/**
 * Cross-site requests are refused on every state-changing method, before any page or
 * action runs, not only where the framework checks (docs/decisions/023-hostile-input.md).
 * A browser names where a request comes from; the first signal present decides:
 *
 * 1. `Origin`: must be our own origin. `Origin: null` (sandboxed frames, `data:` pages,
 *    some cross-site redirects) is refused: it can hide any site.
 * 2. else `Sec-Fetch-Site`: `same-origin`, or `none` (the person typed or bookmarked it).
 * 3. else `Referer`: our own origin.
 * 4. none of them: not a browser (curl, a monitor), which holds nobody's cookies: allowed.
 *
 * Paths other sites post to by design (the OAuth provider's form_post callback) are
 * exempt; they are authenticated another way. Payment webhooks are mounted before this.
 */
export interface CrossSiteOptions {
  /** Whether an origin (scheme://host[:port]) is this site's own for this request. */
  isOwnOrigin: (origin: string, request: Request) => boolean;
  exempt?: readonly RegExp[];
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The OAuth provider posts the sign-in answer back (state and PKCE check it). */
export const CROSS_SITE_EXEMPT: readonly RegExp[] = [/^\/api\/auth\/callback\/[^/]+$/];

export function isCrossSite(request: Request, isOwnOrigin: CrossSiteOptions["isOwnOrigin"]) {
  const origin = request.headers.get("Origin");
  if (origin !== null) return origin === "null" || !isOwnOrigin(origin, request);
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite !== null) return fetchSite !== "same-origin" && fetchSite !== "none";
  const referer = request.headers.get("Referer");
  if (referer === null) return false;
  try {
    return !isOwnOrigin(new URL(referer).origin, request);
  } catch {
    return true;
  }
}

export function crossSiteGuard({
  isOwnOrigin,
  exempt = CROSS_SITE_EXEMPT,
}: CrossSiteOptions): MiddlewareHandler {
  return async (c, next) => {
    const request = c.req.raw;
    if (SAFE_METHODS.has(request.method)) return next();
    if (exempt.some((path) => path.test(new URL(request.url).pathname))) return next();
    if (isCrossSite(request, isOwnOrigin)) {
      return c.json({ error: generalErrors.forbidden }, 403, { "Cache-Control": "no-store" });
    }
    return next();
  };
}
