import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { keptServerParts } from "./server-part";

/**
 * The server side of server parts (ADR 049, 052, 079; the component is
 * app/lib/server-part.tsx). A part is HTML the server makes and the browser keeps as
 * it is. The page's own render draws a document's parts; two entry points draw them
 * outside it, both with `partHtml`:
 * - `renderParts`, in a loader: a client navigation has no server markup to keep, so
 *   its data carries the parts' HTML;
 * - `keepParts`, before each document's render (app/entry.server.tsx): parts that are
 *   the same on every page and for everyone (`<ServerPart keep>`, the footer's) are
 *   rendered once per process and copied into each page by the part itself.
 */

/** Each part's HTML, on a client navigation's data only. */
export type PartsHtml<K extends string> = Partial<Record<K, string>>;

/**
 * A part's HTML outside the page's render (a render started inside another would share
 * React's per-render state): under a MemoryRouter, so its links render plain anchors.
 */
function partHtml(element: ReactElement) {
  return renderToString(<MemoryRouter>{element}</MemoryRouter>);
}

/** A client navigation's request for loader data (React Router's single fetch). */
export function isDataRequest(request: Request): boolean {
  const url = new URL(request.url);
  return url.pathname.endsWith(".data") || url.searchParams.has("_routes");
}

/**
 * The HTML of a page's server parts for its loader data: rendered for a client
 * navigation, which has no server markup to keep; empty for a document, whose parts the
 * server renders in the page (sending them twice would double their bytes).
 */
export function renderParts<K extends string>(
  request: Request,
  parts: () => Record<K, ReactElement>,
): PartsHtml<K> {
  if (!isDataRequest(request)) return {};
  const html: PartsHtml<K> = {};
  for (const [key, element] of Object.entries(parts()) as [K, ReactElement][]) {
    html[key] = partHtml(element);
  }
  return html;
}

/**
 * Kept parts: rendered again after `KEEP_MS`, so what a part reads from the clock (the
 * footer's year) is never older than that. The footer was about a third of the elements
 * of a signed-in dashboard page (ADR 052).
 */
const KEEP_MS = 10 * 60_000;

/** When keepParts last rendered the kept parts. */
let keptAt: number | undefined;

/** Renders `parts` (id → element) unless rendered less than `KEEP_MS` ago. */
export function keepParts(parts: Record<string, () => ReactElement>, now = Date.now()) {
  const store = keptServerParts;
  if (store.size > 0 && now - (keptAt ?? 0) < KEEP_MS) return;
  for (const [id, element] of Object.entries(parts)) store.set(id, partHtml(element()));
  keptAt = now;
}

/** Forgets every kept part (tests). */
export function forgetKeptParts() {
  keptServerParts.clear();
  keptAt = undefined;
}
