import type { MiddlewareHandler } from "hono";
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
      visitorOrigin(c.req.raw, url, options.trustProxy ?? false) !== canonical.origin;
    if (path === url.pathname && !offOrigin) return next();

    const target = `${offOrigin ? canonical!.origin : ""}${path}${url.search}`;
    return new Response(null, {
      status: permanentStatus(c.req.method),
      headers: { Location: target, "Cache-Control": "public, max-age=3600" },
    });
  };
}

/** The scheme and host the visitor typed, as far as we can trust the headers. */
export function visitorOrigin(request: Request, url: URL, trustProxy: boolean): string {
  let proto = url.protocol.replace(/:$/, "");
  let host = request.headers.get("Host") ?? url.host;
  if (trustProxy) {
    // Proxies append: the first value is what the visitor's own connection used.
    const fwdProto = request.headers.get("X-Forwarded-Proto")?.split(",")[0]?.trim();
    const fwdHost = request.headers.get("X-Forwarded-Host")?.split(",")[0]?.trim();
    if (fwdProto === "http" || fwdProto === "https") proto = fwdProto;
    if (fwdHost) host = fwdHost;
  }
  return `${proto}://${host.toLowerCase()}`;
}
