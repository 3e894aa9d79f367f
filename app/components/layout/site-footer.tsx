import { useState } from "react";
import { Form, Link, useNavigation, useRouteLoaderData } from "react-router";
import type { FlashForm } from "~/lib/flash-form";
import { MapPin, Mail } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { shellCopy } from "~/lib/messages/shell";
import { FOOTER_GROUPS } from "./nav-links";
import { Logo } from "./site-header";
import { ServerPart } from "~/lib/server-part";
import { FOOTER_ID } from "./footer-id";

export function SiteFooter() {
  // What never changes is a server part kept from the first document (ADR 049): the
  // links, address and logo cost no code in the browser. The newsletter box is live.
  return (
    <footer id={FOOTER_ID} className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[1.2fr_2fr]">
        <div className="flex flex-col gap-4">
          <ServerPart id="footer-brand" keep>
            {import.meta.env.SSR && <FooterBrand />}
          </ServerPart>
          <NewsletterBox />
          <ServerPart id="footer-address" keep>
            {import.meta.env.SSR && <FooterAddress />}
          </ServerPart>
        </div>
        <ServerPart id="footer-links" keep>
          {import.meta.env.SSR && <FooterLinks />}
        </ServerPart>
      </div>
      <ServerPart id="footer-legal" keep>
        {import.meta.env.SSR && <FooterLegal />}
      </ServerPart>
    </footer>
  );
}

/** The footer's kept parts by id, which the server renders once (keepParts, app/lib/server-part.server.tsx). */
export const FOOTER_PARTS = {
  "footer-brand": () => <FooterBrand />,
  "footer-address": () => <FooterAddress />,
  "footer-links": () => <FooterLinks />,
  "footer-legal": () => <FooterLegal />,
};

function FooterLegal() {
  return (
    <div className="border-t border-line py-4 text-center text-xs text-muted">
      © {new Date().getFullYear()} Naija Creators · Prices in naira (₦)
    </div>
  );
}

function FooterBrand() {
  return (
    <>
      <Logo />
      <p className="text-sm text-muted first-letter:uppercase">{shellCopy.tagline}.</p>
    </>
  );
}

function FooterAddress() {
  return (
    <address className="space-y-1 text-sm not-italic text-muted">
      <p className="flex items-center gap-2">
        <MapPin aria-hidden="true" className="size-4" /> Lagos, Nigeria
      </p>
      <p className="flex items-center gap-2">
        <Mail aria-hidden="true" className="size-4" />
        <a className="underline underline-offset-2" href="mailto:hello@naijacreators.ng">
          hello@naijacreators.ng
        </a>
      </p>
    </address>
  );
}

function FooterLinks() {
  return (
    <nav aria-label="Footer" className="grid grid-cols-2 gap-6 sm:grid-cols-4">
      {FOOTER_GROUPS.map((group) => (
        <div key={group.title}>
          <h2 className="text-sm font-semibold text-ink">{group.title}</h2>
          <ul className="mt-3 space-y-2">
            {group.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-sm text-muted hover:text-brand-700">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/**
 * Works without JavaScript: a plain POST to our own newsletter list, or, with
 * NEWSLETTER_FORM_URL set, to that outside signup form (as EMAIL) in a new tab, after
 * which the field is cleared (spec 001 §4; clearing needs JavaScript).
 */
export function NewsletterBox({
  source = "footer",
  title = shellCopy.newsletter.footerTitle,
}: {
  source?: string;
  title?: string;
}) {
  const navigation = useNavigation();
  // Submit is disabled while empty or sending (001 §5). Before JavaScript loads the
  // button stays enabled and the browser's `required` check stands in.
  const [value, setValue] = useState<string | null>(null);
  const submitting = navigation.state === "submitting" && navigation.formAction === "/newsletter";
  const root = useRouteLoaderData<{ form: FlashForm | null; newsletterFormUrl?: string | null }>(
    "root",
  );
  const external = root?.newsletterFormUrl ?? null;
  // After a refused address, this box (the one that posted) shows it again with its error.
  const answer =
    root?.form?.id === "newsletter" && root.form.values.source === source ? root.form : null;
  const error = answer?.errors.email?.[0];
  const errorId = `newsletter-error-${source}`;
  const fields = (
    <>
      <h2 id={`newsletter-${source}`} className="text-sm font-semibold text-ink">
        {title}
      </h2>
      <div className="flex gap-2">
        <label htmlFor={`newsletter-email-${source}`} className="sr-only">
          {shellCopy.newsletter.emailLabel}
        </label>
        <Input
          id={`newsletter-email-${source}`}
          type="email"
          name={external ? "EMAIL" : "email"}
          required
          autoComplete="email"
          placeholder={shellCopy.newsletter.placeholder}
          className="min-w-0 flex-1"
          defaultValue={answer?.values.email}
          onChange={(e) => setValue(e.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Button type="submit" disabled={submitting || value?.trim() === ""}>
          {shellCopy.newsletter.subscribe}
          {external ? <span className="sr-only"> {shellCopy.opensInNewTab}</span> : null}
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
  if (external) {
    return (
      <form
        method="post"
        action={external}
        target="_blank"
        rel="noopener noreferrer"
        className="space-y-2"
        aria-labelledby={`newsletter-${source}`}
        onSubmit={(event) => {
          const form = event.currentTarget;
          // Cleared once the browser has read the value for the new tab.
          setTimeout(() => {
            form.reset();
            setValue("");
          }, 0);
        }}
      >
        {fields}
      </form>
    );
  }
  return (
    <Form
      method="post"
      action="/newsletter"
      className="space-y-2"
      aria-labelledby={`newsletter-${source}`}
    >
      <input type="hidden" name="source" value={source} />
      {fields}
    </Form>
  );
}

/** The newsletter card of the home, content and events pages (spec 001 §2). */
export function NewsletterCard({ source }: { source: string }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="max-w-xl space-y-2 rounded-card bg-brand-50 p-6 ring-1 ring-line">
        <NewsletterBox source={source} title={shellCopy.newsletter.cardTitle} />
        <p className="text-sm text-muted">{shellCopy.newsletter.cardIntro}</p>
      </div>
    </div>
  );
}
