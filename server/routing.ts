import type { MiddlewareHandler } from "hono";
import { forwardedUrl } from "./request-origin";
import { canonicalPath, itemIdLink, NEVER_REDIRECT, permanentStatus } from "~/lib/redirects";

export interface RoutingOptions {
  /** e.g. https://www.example.ng: other hosts and plain http are sent there (CANONICAL_ORIGIN). */
  canonicalOrigin?: string;
  /**
   * Behind a proxy we trust (TRUST_PROXY_HEADER set), the scheme and host the visitor
   * used come from X-Forwarded-Proto / X-Forwarded-Host; otherwise those headers are
   * ignored, since anyone can send them.
   */
  trustProxy?: boolean;
  /** The item kinds' areas, whose `/{area}/{uuid}` links lead to slug pages. */
  itemAreas?: readonly string[];
  /** Looks up the slug page of an id-based item link; null when unknown or not public. */
  slugPathForItemId?: (area: string, id: string) => Promise<string | null>;
  /** The route table's spelling of a path differing only by case (`/Content`), or null. */
  canonicalCase?: (pathname: string) => string | null;
}

/**
 * Permanent redirects answered before the app renders (spec 000 §2): canonical origin,
 * trailing slash, legacy paths, the case of known paths and id-based item links,
 * combined into one hop.
 * Health probes are never redirected.
 */
export function routing(options: RoutingOptions): MiddlewareHandler {
  const canonical = options.canonicalOrigin ? new URL(options.canonicalOrigin) : null;
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (NEVER_REDIRECT.has(url.pathname)) return next();

    let path = canonicalPath(url.pathname) ?? url.pathname;
    path = options.canonicalCase?.(path) ?? path;
    const item = itemIdLink(path, options.itemAreas ?? []);
    if (item && options.slugPathForItemId) {
      // Unknown or hidden ids fall through to the app, which answers 404.
      path = (await options.slugPathForItemId(item.area, item.id)) ?? path;
    }

    const offOrigin =
      canonical !== null &&
      forwardedUrl(c.req.raw, options.trustProxy ?? false).origin !== canonical.origin;
    if (path === url.pathname && !offOrigin) return next();

    const target = `${offOrigin ? canonical!.origin : ""}${path}${url.search}`;
    return new Response(null, {
      status: permanentStatus(c.req.method),
      headers: { Location: target, "Cache-Control": "public, max-age=3600" },
    });
  };
}
