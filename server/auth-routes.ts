import { Hono, type Context } from "hono";
import { AUTH_PATHS, VERIFY_CALLBACK } from "~/features/accounts/auth-paths";
import { getAuth, withClientIp } from "~/lib/auth.server";
import { generalErrors } from "~/lib/messages/error-pages";

/**
 * The better-auth endpoints a browser reaches directly, under /api/auth: the links in
 * our e-mails (verify-email, reset-password/{token}) and the OAuth round trip (the
 * provider's callback, and better-auth's error page it may land on). Everything else
 * (sign-in, sign-up, password-reset requests, session and account changes) goes through
 * our own forms and actions, which add the lockout, validation and limits; better-auth's
 * HTTP copies of them would bypass those, so they are refused. Server code still calls
 * them through `auth.api.*`, which never passes this router.
 */
const REACHABLE: ReadonlyArray<{ methods: readonly string[]; path: RegExp }> = [
  { methods: ["GET"], path: /^\/verify-email$/ },
  { methods: ["GET"], path: /^\/reset-password\/[^/]+$/ },
  // Providers answer with a GET redirect, or a form POST (response_mode=form_post).
  { methods: ["GET", "POST"], path: /^\/callback\/[^/]+$/ },
  { methods: ["GET"], path: /^\/error$/ },
];

export const AUTH_BASE_PATH = "/api/auth";

/** Whether a browser may call this better-auth endpoint (path below /api/auth). */
export function isReachableAuthEndpoint(method: string, pathname: string) {
  if (!pathname.startsWith(`${AUTH_BASE_PATH}/`)) return false;
  const rest = pathname.slice(AUTH_BASE_PATH.length);
  const m = method === "HEAD" ? "GET" : method;
  return REACHABLE.some((e) => e.methods.includes(m) && e.path.test(rest));
}

/**
 * E-mailed links always land on our own pages, which explain a link that does not
 * work and offer a new one, whatever `callbackURL` the link carries (or lacks):
 * confirmation links on `/auth/verify` (links mailed before it existed say `/`, where
 * an error was a bare query), reset links on `/auth/reset` (without a callback
 * better-auth would show its own bare error page).
 */
export function withOurCallback(url: string) {
  const u = new URL(url);
  const rest = u.pathname.slice(AUTH_BASE_PATH.length);
  if (rest === "/verify-email") u.searchParams.set("callbackURL", VERIFY_CALLBACK);
  else if (rest.startsWith("/reset-password/")) u.searchParams.set("callbackURL", AUTH_PATHS.reset);
  else return url;
  return u.toString();
}

/**
 * /api/auth/*: refuses what is not reachable, and hands the rest to better-auth with
 * the client's address as our server decided it (`clientIp`), never a client's header.
 */
export function createAuthRoutes(clientIp: (c: Context) => string | null = () => null) {
  const routes = new Hono();
  routes.all(`${AUTH_BASE_PATH}/*`, async (c) => {
    const raw = c.req.raw;
    if (!isReachableAuthEndpoint(raw.method, new URL(raw.url).pathname)) {
      return c.json({ error: generalErrors.notFound }, 404);
    }
    const request = new Request(withOurCallback(raw.url), {
      method: raw.method,
      headers: withClientIp(raw.headers, clientIp(c)),
      // Only small forms arrive here (a provider's form_post callback).
      body: raw.method === "GET" || raw.method === "HEAD" ? undefined : await raw.arrayBuffer(),
      signal: raw.signal,
    });
    return (await getAuth()).handler(request);
  });
  return routes;
}
