import type { StaticPagePath } from "./page-paths";

/**
 * The server's permanent redirects (spec 000 §2, docs/product-decisions.md Routes). Pure, so the
 * table is unit-tested; server/routing.ts applies it before the app renders.
 */
export const LEGACY_REDIRECTS: Readonly<Record<string, StaticPagePath>> = {
  "/home": "/",
  "/content-library": "/content",
  "/event-listings": "/events",
  "/marketplace-items": "/marketplace",
  "/booking-management": "/bookings",
  "/user-dashboard": "/dashboard",
  "/admin-panel": "/admin",
  "/login": "/auth/sign-in",
  "/register": "/auth/sign-up",
  "/signup": "/auth/sign-up",
  // The route list also names /profile; the redirect reading wins (docs/product-decisions.md).
  "/profile": "/dashboard",
  "/settings": "/dashboard",
};

/** Paths that must answer as they are, whatever the rules say (probes, load balancers). */
export const NEVER_REDIRECT = new Set(["/healthz", "/readyz"]);

/**
 * Where a path should permanently live, or null when it is already canonical:
 * trailing slashes removed, then the legacy table applied (so "/home/" is one hop to "/").
 */
export function canonicalPath(pathname: string): string | null {
  let path = pathname;
  if (path.length > 1 && path.endsWith("/")) path = path.replace(/\/+$/, "") || "/";
  // "//evil.com" would read as a host in a Location header: collapse leading slashes.
  path = path.replace(/^\/{2,}/, "/");
  path = LEGACY_REDIRECTS[path] ?? LEGACY_REDIRECTS[path.toLowerCase()] ?? path;
  return path === pathname ? null : path;
}

/** 301 keeps GET semantics; 308 tells clients to repeat a POST (or other method) as it was. */
export function permanentStatus(method: string): 301 | 308 {
  return method === "GET" || method === "HEAD" ? 301 : 308;
}

const ITEM_ID_PATH =
  /^\/([a-z-]+)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** Old areas of id links: search results used /properties/{id}; stays live under /bookings. */
const LEGACY_ITEM_AREAS: Readonly<Record<string, string>> = { properties: "bookings" };

/**
 * An id-based item link (`/events/{uuid}`, `/properties/{uuid}`): the area and the id,
 * when the area is one of `areas` (the item kinds' areas, spec 000 §2).
 */
export function itemIdLink(
  pathname: string,
  areas: readonly string[],
): { area: string; id: string } | null {
  const match = ITEM_ID_PATH.exec(pathname);
  if (!match) return null;
  const segment = match[1].toLowerCase();
  const area = LEGACY_ITEM_AREAS[segment] ?? segment;
  return areas.includes(area) ? { area, id: match[2].toLowerCase() } : null;
}

/** A placeholder origin to resolve a path against: what stays on it stays on our site. */
const HOME = "http://home.invalid";
/** C0 controls, DEL and backslash: browsers drop TAB/CR/LF inside URLs and read `\` as `/`. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_IN_PATH = /[\u0000-\u001f\u007f\\]/;

/**
 * The one rule for every return address a request may carry (`redirectTo`, `from`,
 * `returnTo`, a Referer's path): a path on this site, or `fallback`. Refused: anything
 * not starting with one `/`, control characters and backslashes, raw or percent-encoded
 * (once or twice: `%2f%2f`, `%5c`, `%0d%0a`, `%252f`), and whatever a URL parser would
 * resolve onto another host (`/.//evil.com` normalises to `//evil.com`). Never throws.
 */
export function safeReturnPath(raw: unknown, fallback = "/"): string {
  if (typeof raw !== "string" || !raw.startsWith("/") || raw.length > 2048) return fallback;
  let decoded = raw;
  for (let round = 0; round < 3; round++) {
    if (UNSAFE_IN_PATH.test(decoded) || decoded.startsWith("//")) return fallback;
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    if (next === decoded) break;
    decoded = next;
  }
  if (UNSAFE_IN_PATH.test(decoded) || decoded.startsWith("//")) return fallback;
  let url: URL;
  try {
    url = new URL(raw, HOME);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === HOME && !path.startsWith("//") ? path : fallback;
}
