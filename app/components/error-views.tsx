import { useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { ContentSearchForm } from "~/components/content-search-form";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import {
  FALLBACK_MESSAGE,
  brokenLinkToasts,
  errorPageCopy,
  generalErrors,
  generalSuccess,
} from "~/lib/messages/error-pages";
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

/** Back in history; without JavaScript (or with no history) it is a link home. */
export function GoBackButton() {
  return (
    <Button asChild variant="outline">
      <a
        href="/"
        onClick={(e) => {
          if (window.history.length > 1) {
            e.preventDefault();
            window.history.back();
          }
        }}
      >
        {errorPageCopy.notFoundPage.goBack}
      </a>
    </Button>
  );
}

export type BrokenLinkAnswer =
  | { ok: true }
  | {
      ok: false;
      errors?: Record<string, string[]>;
      values?: Record<string, string>;
      failed?: boolean;
      limited?: boolean;
    };

/**
 * Report Broken Link: a disclosure holding a form stored for admins with the page URL
 * and referrer. With JavaScript it posts in the background and answers with a toast;
 * without, the browser opens /report-broken-link, which shows the outcome.
 */
export function BrokenLinkReport({
  initial,
}: {
  initial?: { errors?: Record<string, string[]>; values?: Record<string, string> };
}) {
  const fetcher = useFetcher<BrokenLinkAnswer>();
  const { pathname, search } = useLocation();
  const details = useRef<HTMLDetailsElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [referrer, setReferrer] = useState(initial?.values?.referrer ?? "");
  const id = useId();
  const answer = fetcher.data;
  const fieldErrors = (answer && !answer.ok ? answer.errors : undefined) ?? initial?.errors;
  const values = (answer && !answer.ok ? answer.values : undefined) ?? initial?.values;

  // document.referrer exists only in the browser; the cached page must not carry anyone's.
  useEffect(() => {
    if (!initial?.values?.referrer) setReferrer(document.referrer);
  }, [initial]);

  useEffect(() => {
    if (fetcher.state !== "idle" || !answer) return;
    if (answer.ok) {
      const m = generalSuccess.brokenLinkReported;
      toast({ variant: "success", title: m.title, description: m.message });
      formRef.current?.reset();
      if (details.current) details.current.open = false;
    } else if (answer.failed) {
      const m = answer.limited ? generalErrors.rateLimited : brokenLinkToasts.reportFailed;
      toast({ variant: "error", title: m.title, description: m.message });
    }
  }, [fetcher.state, answer]);

  return (
    <details
      ref={details}
      open={!!initial}
      className="mx-auto mt-10 max-w-md rounded-card border border-line p-4 text-left"
    >
      <summary className="cursor-pointer font-semibold text-ink">
        {errorPageCopy.notFoundPage.reportTitle}
      </summary>
      <p id={`${id}-intro`} className="mt-2 text-sm text-muted">
        {errorPageCopy.notFoundPage.reportIntro}
      </p>
      <fetcher.Form
        ref={formRef}
        method="post"
        action="/report-broken-link"
        // The e-mail is checked by the server, whose answer keeps what was typed.
        noValidate
        className="mt-4 space-y-4"
        aria-describedby={`${id}-intro`}
      >
        <input type="hidden" name="url" value={values?.url ?? `${pathname}${search}`} />
        <input type="hidden" name="referrer" value={referrer} />
        <Field
          label={errorPageCopy.notFoundPage.reportEmail}
          name="email"
          error={fieldErrors?.email}
        >
          <Input type="email" autoComplete="email" defaultValue={values?.email} />
        </Field>
        <Field
          label={errorPageCopy.notFoundPage.reportDetails}
          name="details"
          error={fieldErrors?.details}
        >
          <Textarea rows={3} defaultValue={values?.details} />
        </Field>
        <div className="flex gap-2">
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            {errorPageCopy.notFoundPage.reportSubmit}
          </Button>
          <Button
            type="reset"
            variant="outline"
            onClick={() => {
              if (details.current) details.current.open = false;
            }}
          >
            {errorPageCopy.notFoundPage.reportCancel}
          </Button>
        </div>
      </fetcher.Form>
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
