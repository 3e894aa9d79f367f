import { onPublicCacheInvalidated, pageInScope } from "~/lib/cache.server";
import { hasOurCookies } from "~/lib/cookies";
import { pageKey } from "~/lib/http-cache";
import { SHARED_BODY_HEADER, SHARED_BODY_MISS } from "~/lib/shared-body.server";
import { preferredEncoding } from "./accept-encoding";
import { joinableGzip } from "./joined-gzip";
import { withVary } from "./session-caching";

/**
 * Micro-cache of whole HTML pages for anonymous visitors (docs/design.md: anonymous pages
 * may be cached briefly in the process). A route opts in by sending
 * `X-Micro-Cache: <seconds>`; that header never leaves the server.
 *
 * The cached HTML carries the CSP nonce of the response that made it; every hit gets
 * its own response's nonce swapped in, so a nonce is never sent twice. A hit for a
 * client taking gzip is the page's gzip kept in parts and joined around the new nonce
 * (server/joined-gzip.ts), so the hit does not compress the page again.
 * A request is anonymous when it carries none of our cookies (session, flash).
 */
export const MICRO_CACHE_HEADER = "X-Micro-Cache";
const MAX_PAGES = 500;
const MAX_CHARS = 1024 * 1024;

/** The page split around its nonce, so each hit is one Buffer.concat with a new nonce. */
type CachedPage = {
  status: number;
  headers: [string, string][];
  parts: Buffer[];
  /** The gzip of the page around a nonce (server/joined-gzip.ts), made at its first hit. */
  gzip?: (nonce: Buffer) => Buffer<ArrayBuffer>;
  expires: number;
  staleUntil: number;
};
type Render = (nonce: string, request: Request) => Promise<Response>;

const state = {
  pages: new Map<string, CachedPage>(),
  inflight: new Map<string, Promise<CachedPage | null>>(),
  /** Page key → when a render for nobody may run again. */
  nobodyRenders: new Map<string, number>(),
};
/** How soon a page's body may be rendered for nobody again (ADR 048). */
const SHARED_BODY_RETRY_MS = 5_000;
onPublicCacheInvalidated((scope) => {
  if (!scope) return state.pages.clear();
  for (const key of [...state.pages.keys()]) if (pageInScope(key, scope)) state.pages.delete(key);
});

export function isAnonymous(request: Request) {
  return !hasOurCookies(request.headers.get("Cookie"));
}

export async function servePageCached(
  request: Request,
  nonce: string,
  render: Render,
  newNonce: () => string,
): Promise<Response> {
  const method = request.method;
  if ((method !== "GET" && method !== "HEAD") || !isAnonymous(request)) {
    const response = await render(nonce, request);
    if (response.headers.get(SHARED_BODY_HEADER) === SHARED_BODY_MISS)
      renderForNobody(request, render, newNonce);
    return strip(response);
  }
  const key = pageKey(request.url);
  const now = Date.now();
  const page = state.pages.get(key);
  if (page && page.expires > now) return toResponse(page, nonce, request, "HIT");
  if (page && page.staleUntil > now) {
    // Serve the stale copy at once; one background render refreshes it.
    if (!state.inflight.has(key))
      void fill(key, render, newNonce(), new Request(request.url, { headers: request.headers }));
    return toResponse(page, nonce, request, "STALE");
  }
  // HEAD bodies are empty: answer them, but only a GET may fill the cache.
  if (method === "HEAD") return strip(await render(nonce, request));
  const pending = state.inflight.get(key);
  if (pending) {
    const shared = await pending;
    return shared ? toResponse(shared, nonce, request, "HIT") : strip(await render(nonce, request));
  }
  const result = await fill(key, render, nonce, request);
  return result.page ? toResponse(result.page, nonce, request, "MISS") : strip(result.response!);
}

/**
 * A signed-in page rendered in full that could share its body with everyone (ADR 048):
 * render it once for nobody (no cookies) in the background, which keeps its body for
 * the next signed-in render and fills this cache as an anonymous visit would. At most
 * one such render per page per cache lifetime, whatever the outcome.
 */
function renderForNobody(request: Request, render: Render, newNonce: () => string) {
  const key = pageKey(request.url);
  const now = Date.now();
  if (state.inflight.has(key) || (state.nobodyRenders.get(key) ?? 0) > now) return;
  if (state.nobodyRenders.size >= MAX_PAGES) state.nobodyRenders.clear();
  state.nobodyRenders.set(key, now + SHARED_BODY_RETRY_MS);
  const headers = new Headers(request.headers);
  headers.delete("Cookie");
  headers.delete("Authorization");
  fill(key, render, newNonce(), new Request(request.url, { headers })).catch(() => {
    // Logged by the render; the next signed-in render of the page is a full one.
  });
}

async function fill(key: string, render: Render, nonce: string, request: Request) {
  let settle!: (page: CachedPage | null) => void;
  state.inflight.set(key, new Promise((resolve) => (settle = resolve)));
  try {
    const response = await render(nonce, request);
    const page = await capture(response, nonce);
    if (!page) {
      state.pages.delete(key);
      settle(null);
      return { response };
    }
    if (state.pages.size >= MAX_PAGES && !state.pages.has(key)) {
      state.pages.delete(state.pages.keys().next().value as string);
    }
    state.pages.set(key, page);
    settle(page);
    return { page };
  } catch (error) {
    settle(null);
    state.pages.delete(key);
    throw error;
  } finally {
    state.inflight.delete(key);
  }
}

/** Reads a cacheable response into memory; null (body untouched) when it may not be cached. */
async function capture(response: Response, nonce: string): Promise<CachedPage | null> {
  const seconds = Number(response.headers.get(MICRO_CACHE_HEADER));
  const type = response.headers.get("Content-Type") ?? "";
  const length = Number(response.headers.get("Content-Length") ?? 0);
  if (
    !(seconds > 0) ||
    response.headers.has("Set-Cookie") ||
    (response.status !== 200 && response.status !== 404) ||
    !type.startsWith("text/html") ||
    length > MAX_CHARS
  )
    return null;
  // Read a clone: when the page turns out too big, the original still goes to the client.
  const body = await response.clone().text();
  if (body.length > MAX_CHARS) return null;
  const skip = new Set([MICRO_CACHE_HEADER.toLowerCase(), "content-length"]);
  const headers = [...response.headers].filter(([k]) => !skip.has(k.toLowerCase()));
  const now = Date.now();
  return {
    status: response.status,
    headers,
    parts: body.split(nonce).map((part) => Buffer.from(part)),
    expires: now + seconds * 1000,
    staleUntil: now + seconds * 4000,
  };
}

function toResponse(
  page: CachedPage,
  nonce: string,
  request: Request,
  cacheState: "HIT" | "MISS" | "STALE",
) {
  const headers = new Headers(page.headers);
  headers.set("X-Cache", cacheState);
  const glue = Buffer.from(nonce);
  // A hit in gzip costs a CRC and a concatenation; left to server/compression.ts it is
  // brotli over the whole page, the bulk of a hit's CPU (ADR 078 addendum). A miss keeps
  // that way: it renders anyway, deflating its parts would cost what brotli does, and
  // brotli is ~7 % smaller. HEAD has no body to encode.
  if (
    cacheState !== "MISS" &&
    request.method === "GET" &&
    preferredEncoding(request.headers.get("Accept-Encoding"), ["gzip"])
  ) {
    page.gzip ??= joinableGzip(page.parts);
    const body = page.gzip(glue);
    headers.set("Content-Encoding", "gzip");
    const vary = withVary(headers.get("Vary"), "Accept-Encoding");
    if (vary) headers.set("Vary", vary);
    headers.set("Content-Length", String(body.length));
    return new Response(body, { status: page.status, headers });
  }
  const pieces: Buffer[] = [];
  page.parts.forEach((part, i) => {
    if (i > 0) pieces.push(glue);
    pieces.push(part);
  });
  const body = Buffer.concat(pieces);
  headers.set("Content-Length", String(body.length));
  return new Response(request.method === "HEAD" ? null : body, { status: page.status, headers });
}

/**
 * The page as rendered, without the cache header. Removed in place: copying the response
 * (`new Response(response.body, …)`) turned every signed-in page's buffered body into a
 * web stream, pumped chunk by chunk (~2 % of a signed-in list page's server time; the same
 * cost ADR 025 took off cache hits). Only an immutable response is still copied.
 */
function strip(response: Response) {
  if (!response.headers.has(MICRO_CACHE_HEADER) && !response.headers.has(SHARED_BODY_HEADER))
    return response;
  try {
    response.headers.delete(MICRO_CACHE_HEADER);
    response.headers.delete(SHARED_BODY_HEADER);
    return response;
  } catch {
    // Immutable headers (Response.redirect(), a fetched response): copy below.
  }
  const headers = new Headers(response.headers);
  headers.delete(MICRO_CACHE_HEADER);
  headers.delete(SHARED_BODY_HEADER);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
