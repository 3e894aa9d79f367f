import { getEnv } from "~/lib/env.server";
import { publicBaseUrl } from "~/lib/public-url.server";
import { safeReturnPath } from "~/lib/redirects";

/**
 * The visitor's own origin, for redirects back to them (payment callbacks): PUBLIC_URL
 * when set, else the request's, whose host the server has checked (server/request-origin.ts).
 * Links in e-mails use `publicBaseUrl()` instead: never a request's Host.
 */
export function publicOrigin(request: Request): string {
  return getEnv().PUBLIC_URL ? publicBaseUrl() : new URL(request.url).origin;
}

/** Where to send the user back after a footer form: same-origin Referer path or "/". */
export function backPath(request: Request, fallback = "/"): string {
  const referer = request.headers.get("Referer");
  if (!referer) return fallback;
  try {
    const url = new URL(referer);
    if (url.origin !== new URL(request.url).origin) return fallback;
    // "http://us//evil.com/" has the path "//evil.com/": still a host to a browser.
    return safeReturnPath(`${url.pathname}${url.search}`, fallback);
  } catch {
    return fallback;
  }
}

/**
 * The site's public origin for canonical links and the sitemap: CANONICAL_ORIGIN, then
 * PUBLIC_URL, else the request's own origin.
 */
export function siteOrigin(request: Request): string {
  const env = getEnv();
  const configured = env.CANONICAL_ORIGIN || env.PUBLIC_URL;
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      // An invalid setting is refused at start (env.server.ts); fall back meanwhile.
    }
  }
  return new URL(request.url).origin;
}
