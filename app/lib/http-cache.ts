/**
 * Headers of public pages: browsers revalidate (the page carries a per-response CSP
 * nonce, so shared caches must not keep it), while our server may keep the HTML for
 * anonymous visitors for a few seconds (server/page-cache.ts).
 */
export const PUBLIC_PAGE_SECONDS = 15;

/**
 * What a kept page is kept under (the page cache, shared bodies, shared page data): the
 * origin is part of it, since pages carry canonical links and JSON-LD built from it.
 */
export function pageKey(url: string | URL) {
  const { origin, pathname, search } = typeof url === "string" ? new URL(url) : url;
  return `${origin}${pathname}${search}`;
}

export function publicPageHeaders() {
  return { "Cache-Control": "no-cache", "X-Micro-Cache": String(PUBLIC_PAGE_SECONDS) };
}
