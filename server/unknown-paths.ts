import type { MiddlewareHandler } from "hono";
import { hasOurCookies } from "~/lib/cookies";
import { isGonePath } from "~/lib/gone-paths";
import { errorPageCopy } from "~/lib/messages/error-pages";
import { routeTable, type RoutedBuild, type RouteTable } from "./route-table";

/** The catch-all route (app/routes.ts): a path only it matches is unknown. */
const NOT_FOUND_ROUTES = new Set(["routes/not-found"]);
/**
 * People's pages (`/@username`, issue 35) are a single dynamic segment, since React
 * Router cannot match one that only starts with "@": any other single segment it
 * matches is unknown, and its loader answers exactly the catch-all's 404.
 */
export const PEOPLE_PAGE_ROUTE = "routes/profile-public";

/** Whether the route that matched `pathname` answers it as an unknown path. */
export function answersNotFound(routeId: string | undefined, pathname: string) {
  if (NOT_FOUND_ROUTES.has(routeId ?? "")) return true;
  return routeId === PEOPLE_PAGE_ROUTE && !/^\/(@|%40)/i.test(pathname);
}

/**
 * 404 or 410 for a path no page serves, known from the path alone; null when the app
 * must decide (a page, an item whose slug only its loader can look up, a protected
 * area's own catch-all, whose guard answers first, React Router's own data and manifest
 * requests).
 */
export function statusBeforeApp(table: RouteTable, pathname: string): 404 | 410 | null {
  if (pathname.endsWith(".data") || pathname.startsWith("/__manifest")) return null;
  if (isGonePath(pathname)) return 410;
  const matches = table.match(pathname);
  return !matches || answersNotFound(matches.at(-1)?.route.id, pathname) ? 404 : null;
}

/** How many paths' verdicts are kept (a few hundred kB at most). */
const RECENT_PATHS = 5_000;

/**
 * Unknown and removed paths are answered here, before the app renders, for requests
 * that do not ask for a page: HEAD, and clients that do not accept HTML (scanners
 * probing /wp-login.php, feed readers, link checkers). Browsers asking for HTML get
 * the app's not-found or removed view with the same status (routes/not-found.tsx);
 * signed-in visitors always go to the app, whose 404 is private.
 */
export function unknownPaths(build: RoutedBuild): MiddlewareHandler {
  const table = routeTable(build);
  // matchRoutes flattens and ranks the whole route table on every call: a third of a
  // cached page's CPU under load (measured). The verdict depends on the path alone,
  // and paths repeat (pages, scanners' favourites), so keep the recent ones.
  const recent = new Map<string, 404 | 410 | null>();
  const verdictFor = (path: string) => {
    let status = recent.get(path);
    if (status === undefined) {
      status = statusBeforeApp(table, path);
      if (recent.size >= RECENT_PATHS) recent.delete(recent.keys().next().value!);
      recent.set(path, status);
    }
    return status;
  };
  return async (c, next) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") return next();
    const wantsPage = method === "GET" && (c.req.header("Accept") ?? "").includes("text/html");
    if (wantsPage || hasOurCookies(c.req.header("Cookie") ?? null)) return next();
    const status = verdictFor(c.req.path);
    if (status === null) return next();
    const text = status === 410 ? errorPageCopy.gone : errorPageCopy.notFound;
    return c.text(`${text.title}\n${text.message}\n`, status, {
      "Cache-Control": status === 410 ? "no-cache" : "public, max-age=3600",
    });
  };
}

/**
 * The route table's own spelling of a path that differs only in the case of its fixed
 * segments (`/Content` → `/content`, `/Events/lagos-jazz` → `/events/lagos-jazz`), or
 * null. React Router matches paths whatever their case, so each spelling would be a
 * duplicate page. Parameters (slugs, tokens, ids) are kept as typed: their loaders
 * decide; unknown paths and the catch-all are left to the 404.
 */
export function canonicalCaseFor(build: RoutedBuild) {
  const table = routeTable(build);
  // matchRoutes is costly (see unknownPaths): remember recent answers, as it does.
  const recent = new Map<string, string | null>();
  return (pathname: string) => {
    if (!/[A-Z]/.test(pathname)) return null;
    let answer = recent.get(pathname);
    if (answer === undefined) {
      answer = canonicalCase(table, pathname);
      if (recent.size >= RECENT_PATHS) recent.delete(recent.keys().next().value!);
      recent.set(pathname, answer);
    }
    return answer;
  };
}

export function canonicalCase(table: RouteTable, pathname: string): string | null {
  if (!/[A-Z]/.test(pathname) || pathname.endsWith(".data")) return null;
  const matches = table.match(pathname);
  const last = matches?.at(-1);
  if (!last || answersNotFound(last.route.id, pathname)) return null;
  const pattern = matches!
    .map((m) => m.route.path)
    .filter(Boolean)
    .join("/")
    .split("/");
  const segments = pathname.split("/").slice(1);
  const fixed = segments.map((s, i) => {
    const p = pattern[i];
    return p && !p.startsWith(":") && p !== "*" ? p : s;
  });
  const canonical = `/${fixed.join("/")}`;
  return canonical === pathname ? null : canonical;
}
