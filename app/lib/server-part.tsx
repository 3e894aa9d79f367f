import { useState, type MouseEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { reportLinkClick } from "~/lib/report-link-click";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * A server part (ADR 049): a piece of a page that never changes in the browser (cards,
 * an event's facts and description), rendered only by the server. Its components' code
 * never reaches the browser: the page passes them as children under
 * `import.meta.env.SSR`, which the client build drops with their imports.
 *
 * - A document: the server renders the children inside `<div data-part={id}>`. In the
 *   browser the part renders the same div with the server's inner HTML, read from the
 *   document as it hydrates; React does not hydrate inside an element whose HTML it is
 *   given, so it keeps the markup as it is.
 * - A client navigation (a `.data` request): there is no server markup, so the loader
 *   sends the part's HTML (`renderParts` in server-part.server.tsx) and the part shows it.
 *
 * Links inside are plain anchors; a click on one goes through the router like a <Link>,
 * and a click on an outbound one (`OutboundLink`, `data-outbound`) is reported as
 * SafeLink reports it (its own handler is not in the browser). Parts hold no forms, no state and nothing that reads the
 * router's data (SafeLink does: an outbound link in a part is an OutboundLink).
 */
export function ServerPart({
  id,
  html,
  className = "contents",
  keep = false,
  children,
}: {
  /** Unique on the page. */
  id: string;
  /** The part's HTML, sent with a client navigation's data; absent in a document's. */
  html?: string;
  /** The wrapper's classes; by default it draws no box of its own (`display: contents`). */
  className?: string;
  /**
   * The same on every page and for everyone (the footer's): the first document's markup
   * is kept for later mounts (the root error boundary draws the chrome anew), so no
   * loader sends it; the server renders it once and copies it into every page
   * (keepParts in server-part.server.tsx).
   */
  keep?: boolean;
  /** What the server renders: `{import.meta.env.SSR && <Cards … />}`. */
  children?: ReactNode;
}) {
  if (import.meta.env.SSR) {
    // A kept part's markup, rendered once by the server (keepParts in server-part.server.tsx): the
    // same bytes as rendering the children here, without the render on every page.
    const html = keep ? keptServerHtml(id) : undefined;
    if (html !== undefined)
      return (
        <div data-part={id} className={className} dangerouslySetInnerHTML={{ __html: html }} />
      );
    return (
      <div data-part={id} className={className}>
        {children}
      </div>
    );
  }
  return <BrowserPart id={id} html={html} className={className} keep={keep} />;
}

/**
 * The server's rendered markup of `keep` parts (id → HTML), which keepParts in
 * server-part.server.tsx fills. Read only under `import.meta.env.SSR`, so the browser
 * build drops it.
 */
export const keptServerParts = new Map<string, string>();

/** The server's rendered markup of a `keep` part, when keepParts has made it. */
function keptServerHtml(id: string): string | undefined {
  return keptServerParts.get(id);
}

/** Markup of `keep` parts, read from the first document. */
const kept = new Map<string, string>();

function BrowserPart({
  id,
  html,
  className,
  keep,
}: {
  id: string;
  html?: string;
  className?: string;
  keep: boolean;
}) {
  const hydrating = !useHydrated();
  // The server's markup of this part, read while hydrating. A later mount is a client
  // navigation, whose data carries the HTML (the last page's markup may still be there).
  const [fromDocument] = useState(() => {
    if (keep && kept.has(id)) return kept.get(id)!;
    const markup =
      hydrating && html === undefined
        ? (document.querySelector(`[data-part="${id}"]`)?.innerHTML ?? "")
        : "";
    if (keep) kept.set(id, markup);
    return markup;
  });
  const navigate = useNavigate();
  const [markup, setMarkup] = useState<{ __html: string }>({ __html: html ?? fromDocument });
  // One object per HTML: React rewrites the part only when its HTML changes.
  const current = html ?? fromDocument;
  if (markup.__html !== current) setMarkup({ __html: current });

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as Element).closest("a");
    if (!link) return;
    if (link.hasAttribute("data-outbound")) {
      if (event.button <= 1) reportLinkClick(link.href);
      return;
    }
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (link.target || link.hasAttribute("download")) return;
    if (link.origin !== window.location.origin) return;
    // A jump within this page ("On this page"): the browser's own scroll.
    const here = window.location;
    if (link.hash && link.pathname === here.pathname && link.search === here.search) return;
    event.preventDefault();
    void navigate(link.pathname + link.search + link.hash);
  }

  return (
    // The handler only routes clicks on the anchors inside, which are focusable and
    // fire a click on Enter themselves: the div needs no role or key handler.
    <div
      data-part={id}
      className={className}
      onClick={onClick}
      onAuxClick={onClick}
      dangerouslySetInnerHTML={markup}
    />
  );
}
