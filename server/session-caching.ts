import type { MiddlewareHandler } from "hono";
import { hasOurCookies } from "~/lib/cookies";
import { setResponseHeader } from "./response-headers";

export const PRIVATE_NO_STORE = "private, no-store";

/**
 * Cache headers for everything rendered per request (auth endpoints, React Router's
 * documents, `.data` and resource routes), whatever a route said:
 * - a request carrying our cookies (session, flash) or a response setting one depends on
 *   that person: `private, no-store`, so neither a shared cache nor the browser's history
 *   keeps someone's dashboard;
 * - documents and `.data` always differ by cookie (the header shows who is signed in):
 *   `Vary: Cookie`, so a cache that keeps the anonymous page never hands it to a
 *   signed-in visitor or the other way round.
 * Static files and media are answered before this and keep their long caching.
 */
export function sessionCaching(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const personal = hasOurCookies(c.req.header("Cookie") ?? null) || res.headers.has("Set-Cookie");
    if (personal) setResponseHeader(c, "Cache-Control", PRIVATE_NO_STORE);
    if (isPage(c.req.path, c.res)) {
      const vary = withVary(c.res.headers.get("Vary"), "Cookie");
      if (vary) setResponseHeader(c, "Vary", vary);
    }
  };
}

function isPage(path: string, res: Response) {
  return path.endsWith(".data") || (res.headers.get("Content-Type") ?? "").startsWith("text/html");
}

/** The Vary value with `name` added, or null when it is already covered. */
export function withVary(current: string | null, name: string) {
  if (!current) return name;
  const names = current.split(",").map((v) => v.trim().toLowerCase());
  return names.includes(name.toLowerCase()) || names.includes("*") ? null : `${current}, ${name}`;
}
