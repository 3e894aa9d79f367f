import { useCallback } from "react";
import { Link } from "react-router";
import { ContentSearchForm } from "~/components/content-search-form";
import { GoBackButton } from "~/components/go-back-button";
import type { BrokenLinkInitial } from "~/components/broken-link-report-form";
import { Button } from "~/components/ui/button";
import { deferredPart, useDeferredDisclosure } from "~/lib/deferred-part";
import { FALLBACK_MESSAGE, errorPageCopy, generalErrors } from "~/lib/messages/error-pages";
import type { Message } from "~/lib/messages";
import { toastTitles } from "~/lib/messages/toast-settings";
import { SITE_NAME } from "~/lib/seo";

/**
 * The document title of an error answer drawn by the root error boundary, where no
 * route's `meta` runs: without it the page has no <title> (axe: document-title).
 * React hoists the element into <head>.
 */
export function ErrorTitle({ status }: { status: number }) {
  const heading =
    status === 404
      ? errorPageCopy.notFound.title
      : status === 410
        ? errorPageCopy.gone.title
        : `${toastTitles.error} ${status}`;
  return <title>{`${heading} | ${SITE_NAME}`}</title>;
}

const POPULAR = [
  { to: "/", label: "Home" },
  { to: "/content", label: "Content" },
  { to: "/events", label: "Events" },
  { to: "/marketplace", label: "Marketplace" },
  { to: "/bookings", label: "Bookings" },
];

/** The not-found page (001 error pages): 404, or 410 for permanently removed pages. */
export function NotFoundView({ gone = false }: { gone?: boolean }) {
  const text = gone ? errorPageCopy.gone : errorPageCopy.notFound;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <p className="text-7xl font-black tracking-tight text-brand-600" aria-hidden="true">
        {gone ? 410 : 404}
      </p>
      <h1 className="mt-4 text-2xl font-bold text-ink">{text.title}</h1>
      <p className="mt-2 text-muted">{text.message}</p>

      <ContentSearchForm id="not-found-search" required className="mx-auto mt-8" />

      <h2 className="mt-10 text-sm font-semibold uppercase tracking-wide text-muted">
        {errorPageCopy.notFoundPage.popularPages}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-5">
        {POPULAR.map((p) => (
          <li key={p.to}>
            <Link
              to={p.to}
              className="block rounded-lg border border-line px-3 py-2 text-sm font-medium text-ink hover:border-brand-600 hover:text-brand-700"
            >
              {p.label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <GoBackButton />
        <Button asChild>
          <Link to="/">{errorPageCopy.notFoundPage.goHome}</Link>
        </Button>
      </div>
      <BrokenLinkReport />
    </div>
  );
}

export type { BrokenLinkAnswer } from "~/components/broken-link-report-form";

// The form, its fields and the toasts' code load when the disclosure first opens.
const BrokenLinkReportBody = deferredPart("broken-link-report", () =>
  import("~/components/broken-link-report-form").then((m) => m.BrokenLinkReportForm),
);

/**
 * Report Broken Link: a disclosure holding the report form (broken-link-report-form.tsx).
 * Open from the start when /report-broken-link answers a refused report without
 * JavaScript (`initial`).
 */
export function BrokenLinkReport({ initial }: { initial?: BrokenLinkInitial }) {
  const { ref, opened, details, summary } = useDeferredDisclosure(
    BrokenLinkReportBody.preload,
    !!initial,
  );
  const close = useCallback(() => {
    if (ref.current) ref.current.open = false;
  }, [ref]);
  return (
    <details
      {...details}
      open={!!initial}
      className="mx-auto mt-10 max-w-md rounded-card border border-line p-4 text-left"
    >
      <summary {...summary} className="cursor-pointer font-semibold text-ink">
        {errorPageCopy.notFoundPage.reportTitle}
      </summary>
      <BrokenLinkReportBody active={opened} initial={initial} close={close} />
    </details>
  );
}

/** The catalogue message a thrown AppError carries (lib/app-error.server.ts), if any. */
function userMessageOf(body: unknown): Message | undefined {
  const error = (body as { error?: Partial<Message> } | null)?.error;
  return typeof error?.title === "string" && typeof error.message === "string"
    ? { title: error.title, message: error.message }
    : undefined;
}

export function ErrorView({
  status,
  path,
  body,
}: {
  status: number;
  path?: string;
  /** An error response's body: a thrown AppError's words are shown (never a 500's details). */
  body?: unknown;
}) {
  const userMessage = userMessageOf(body);
  const message = userMessage
    ? userMessage.message
    : status === 403
      ? generalErrors.forbidden.message
      : status === 401
        ? generalErrors.unauthorized.message
        : generalErrors.unknown.message || FALLBACK_MESSAGE;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <p className="text-6xl font-black text-brand-600" aria-hidden="true">
        {status}
      </p>
      <h1 className="mt-4 text-2xl font-bold text-ink">{message}</h1>
      <p className="mt-2 text-muted">
        {path ? (
          <>
            <Link to={path} reloadDocument className="font-semibold text-brand-700 underline">
              {errorPageCopy.errorPage.tryAgain}
            </Link>{" "}
            {errorPageCopy.errorPage.or}{" "}
          </>
        ) : null}
        <Link to="/" className="font-semibold text-brand-700 underline">
          {errorPageCopy.errorPage.goHome}
        </Link>
        .
      </p>
    </div>
  );
}
