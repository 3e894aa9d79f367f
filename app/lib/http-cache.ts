/**
 * Headers of public pages: browsers revalidate (the page carries a per-response CSP
 * nonce, so shared caches must not keep it), while our server may keep the HTML for
 * anonymous visitors for a few seconds (server/page-cache.ts).
 */
export const PUBLIC_PAGE_SECONDS = 15;

export function publicPageHeaders() {
  return { "Cache-Control": "no-cache", "X-Micro-Cache": String(PUBLIC_PAGE_SECONDS) };
}
