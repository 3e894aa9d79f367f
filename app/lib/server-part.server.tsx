import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";

/** Each part's HTML, on a client navigation's data only. */
export type PartsHtml<K extends string> = Partial<Record<K, string>>;

/** A client navigation's request for loader data (React Router's single fetch). */
export function isDataRequest(request: Request): boolean {
  const url = new URL(request.url);
  return url.pathname.endsWith(".data") || url.searchParams.has("_routes");
}

/**
 * The HTML of a page's server parts (ADR 049, app/lib/server-part.tsx) for its loader
 * data: rendered for a client navigation, which has no server markup to keep; undefined
 * for a document, whose parts the server renders in the page (sending them twice would
 * double their bytes). A part is rendered outside the page's router, so its links are
 * plain anchors (a MemoryRouter lets `<Link>` render one).
 */
export function renderParts<K extends string>(
  request: Request,
  parts: () => Record<K, ReactElement>,
): PartsHtml<K> {
  if (!isDataRequest(request)) return {};
  const html: PartsHtml<K> = {};
  for (const [key, element] of Object.entries(parts()) as [K, ReactElement][]) {
    html[key] = renderToString(<MemoryRouter>{element}</MemoryRouter>);
  }
  return html;
}
