import type { Context } from "hono";

/**
 * Sets a header on the response a middleware gets back from `next()`, in place.
 *
 * Hono's `c.header()` copies the whole response once it is final
 * (`new Response(res.body, res)`), for every header: reading `body` turns a response
 * held in memory (a cached page) into a stream, which @hono/node-server then pumps
 * chunk by chunk instead of writing the buffer it had. With eight headers added after
 * the page (request id, security headers, Vary) that was a fifth of a cache hit's CPU
 * (docs/decisions/025-anonymous-cache-hits.md). Only responses whose headers are
 * immutable (`Response.redirect()`, a fetched response) still need the copy.
 */
export function setResponseHeader(c: Context, name: string, value: string, ifAbsent = false) {
  const headers = c.res.headers;
  if (ifAbsent && headers.has(name)) return;
  try {
    headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}
