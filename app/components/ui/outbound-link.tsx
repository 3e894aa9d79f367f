import type { ReactNode } from "react";
import { shellCopy } from "~/lib/messages/shell";
import { reportLinkClick } from "~/lib/report-link-click";

/**
 * A link out of the site whose URL our code builds from fixed hosts (a map search, a
 * WhatsApp or X share): opened in a new tab without opener or referrer and reported
 * when followed, as SafeLink's external links are, without SafeLink's rules for URLs
 * people type (and their code). User-supplied URLs go through SafeLink, never here.
 * `data-outbound` lets a server part (ADR 049) report it when this code is not loaded.
 */
export function OutboundLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      data-outbound=""
      onClick={() => reportLinkClick(href)}
      onAuxClick={(event) => {
        // Middle-click opens the link too.
        if (event.button === 1) reportLinkClick(href);
      }}
    >
      {children}
      <span className="sr-only"> {shellCopy.opensInNewTab}</span>
    </a>
  );
}
