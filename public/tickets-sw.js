/* global self, caches, fetch, Headers, Response */
// The tickets service worker (scope /tickets/, registered by the tickets page only).
// Each tickets page the person opened is kept so it opens again with no connection:
// network first (a refund or check-in shows at once), the kept copy when the network
// fails. Only the anonymous rendering is ever kept, marked by the server with
// `X-Offline-Copy: anonymous`: a page rendered for a session (account menu, flash
// messages) is never stored; a signed-in visitor's copy is fetched again without cookies.
// See docs/decisions/0xx-tickets-delivery-waitlist.md.
const CACHE = "tickets-v1";
const MARK = "X-Offline-Copy";

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith("tickets-") && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

function isTicketsPage(url) {
  return url.origin === self.location.origin && /^\/tickets\/[A-Za-z0-9_-]+$/.test(url.pathname);
}

const anonymous = (response) =>
  response.status === 200 && response.headers.get(MARK) === "anonymous";

/** Stores the page's anonymous copy (`response` when it is one, else fetched without cookies). */
async function remember(path, response) {
  const copy =
    response && anonymous(response)
      ? response
      : await fetch(path, { credentials: "omit", cache: "no-store", redirect: "error" });
  const cache = await caches.open(CACHE);
  if (copy.status === 404) return cache.delete(path);
  if (!anonymous(copy)) return;
  const headers = new Headers(copy.headers);
  headers.set("X-Tickets-Saved", new Date().toISOString());
  const body = await copy.arrayBuffer();
  await cache.put(path, new Response(body, { status: 200, headers }));
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || request.mode !== "navigate") return;
  const url = new URL(request.url);
  if (!isTicketsPage(url)) return;
  event.respondWith(
    (async () => {
      try {
        const response = await fetch(request);
        if (response.status === 404)
          event.waitUntil(caches.open(CACHE).then((cache) => cache.delete(url.pathname)));
        else if (response.status === 200)
          event.waitUntil(
            remember(url.pathname, anonymous(response) ? response.clone() : null).catch(() => {}),
          );
        return response;
      } catch (error) {
        const saved = await caches.match(url.pathname, { cacheName: CACHE });
        if (saved) return saved;
        throw error;
      }
    })(),
  );
});

// The page asks to be kept when this worker did not serve it (its first visit, or a
// visit reached by an in-app link).
self.addEventListener("message", (event) => {
  const path = event.data && event.data.keep;
  if (typeof path === "string" && isTicketsPage(new URL(path, self.location.origin)))
    event.waitUntil(remember(path, null).catch(() => {}));
});
