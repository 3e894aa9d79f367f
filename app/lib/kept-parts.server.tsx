import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";

/**
 * The markup of the parts that are the same on every page and for everyone (the
 * footer's `<ServerPart keep>`s, ADR 049), rendered once and copied into each page
 * by the part itself (server-part.tsx) instead of rendered there on every request: the
 * footer was about a third of the elements of a signed-in dashboard page.
 *
 * Rendered outside the page's render (a render started inside another would share
 * React's per-render state), under a MemoryRouter as a client navigation's parts are:
 * links render the same anchors. Rendered again after `KEEP_MS`, so what a part reads
 * from the clock (the footer's year) is never older than that.
 */
const KEEP_MS = 10 * 60_000;

const registry = globalThis as typeof globalThis & {
  // Read by ServerPart in the React Router build; this module may be in another bundle.
  __naijaKeptParts?: Map<string, string>;
  __naijaKeptPartsAt?: number;
};

/** Renders `parts` (id → element) unless rendered less than `KEEP_MS` ago. */
export function keepParts(parts: Record<string, () => ReactElement>, now = Date.now()) {
  const store = (registry.__naijaKeptParts ??= new Map());
  if (store.size > 0 && now - (registry.__naijaKeptPartsAt ?? 0) < KEEP_MS) return;
  for (const [id, element] of Object.entries(parts))
    store.set(id, renderToString(<MemoryRouter>{element()}</MemoryRouter>));
  registry.__naijaKeptPartsAt = now;
}

/** Forgets every kept part (tests). */
export function forgetKeptParts() {
  registry.__naijaKeptParts?.clear();
  registry.__naijaKeptPartsAt = undefined;
}
