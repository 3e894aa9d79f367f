import { Ban } from "lucide-react";
import type { ComponentProps, MouseEvent, ReactNode } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { classifyLink, NO_PARTNERS, type LinkPolicy } from "~/lib/links";
import { reportLinkClick as reportClick } from "~/lib/report-link-click";
import { shellCopy } from "~/lib/messages/shell";
import type { loader as rootLoader } from "~/root";

export type SafeLinkProps = Omit<ComponentProps<"a">, "href" | "target" | "rel"> & {
  /** Any URL, including user-supplied ones (websites, ad target URLs). */
  href: string | null | undefined;
  /** Paid placement: adds rel="sponsored". */
  sponsored?: boolean;
  /**
   * When the link is blocked, keep showing `children` (e.g. a banner card) with the
   * notice after them, instead of replacing them with the notice.
   */
  keepContentWhenBlocked?: boolean;
  /**
   * A path on our site that records the click and redirects to `href` itself (paid
   * placements). The link is judged on `href`; the browser goes through `via`.
   */
  via?: string;
  children: ReactNode;
};

/** The partner hosts configured on the server (PARTNER_HOSTS), via the root loader. */
function useLinkPolicy(): LinkPolicy {
  return useRouteLoaderData<typeof rootLoader>("root")?.linkPolicy ?? NO_PARTNERS;
}

/**
 * The product's one link component (spec 000 §2 "Link handling"). Internal paths are
 * router links; external http(s) links to public hosts open in a new tab without
 * opener or referrer, get utm parameters for partner hosts, and report the click;
 * anything else (other schemes, local or private hosts, gone pages) renders inert.
 */
export function SafeLink(props: SafeLinkProps) {
  return <SafeLinkFor policy={useLinkPolicy()} {...props} />;
}

/**
 * SafeLink judged by a policy the caller passes (the server's, in a server part, which
 * renders outside the page's router and so cannot read the root loader's).
 */
export function SafeLinkFor({
  policy,
  href,
  sponsored,
  keepContentWhenBlocked,
  via,
  className,
  children,
  onClick,
  onAuxClick,
  ...rest
}: SafeLinkProps & { policy: LinkPolicy }) {
  const verdict = classifyLink(href, policy);
  // No URL at all is no link, not an unsafe one: show the content as it is.
  if (!href?.trim()) return <span className={className}>{children}</span>;

  if (verdict.kind === "unsafe" || verdict.kind === "gone") {
    const notice = (
      <span
        className="inline-flex items-center gap-1 text-sm text-muted"
        data-link-blocked={verdict.kind}
      >
        <Ban aria-hidden className="size-3.5" />
        {verdict.kind === "gone" ? shellCopy.goneLink : shellCopy.unsafeLink}
      </span>
    );
    return keepContentWhenBlocked ? (
      <span className={className}>
        {children}
        {notice}
      </span>
    ) : (
      notice
    );
  }

  if (via) {
    // A full page load: the endpoint answers with a redirect, not a route to render.
    const external = verdict.kind === "external";
    return (
      <a
        {...rest}
        href={via}
        target={external ? "_blank" : undefined}
        // Referrer kept for our endpoint (the page the click came from); the redirect
        // itself tells the browser to send none onwards.
        rel={
          [external && "noopener", sponsored && "sponsored"].filter(Boolean).join(" ") || undefined
        }
        className={className}
        onClick={onClick}
        onAuxClick={onAuxClick}
      >
        {children}
        {external ? <span className="sr-only"> {shellCopy.opensInNewTab}</span> : null}
      </a>
    );
  }

  if (verdict.kind === "internal") {
    return (
      <Link
        to={verdict.href}
        className={className}
        onClick={onClick}
        onAuxClick={onAuxClick}
        {...rest}
      >
        {children}
      </Link>
    );
  }

  const external = verdict.href;
  return (
    <a
      {...rest}
      href={external}
      target="_blank"
      rel={sponsored ? "noopener noreferrer sponsored" : "noopener noreferrer"}
      className={className}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        reportClick(external);
      }}
      onAuxClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onAuxClick?.(event);
        // Middle-click opens the link too.
        if (event.button === 1) reportClick(external);
      }}
    >
      {children}
      <span className="sr-only"> {shellCopy.opensInNewTab}</span>
    </a>
  );
}
