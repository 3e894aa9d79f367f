import { useState, type ReactNode } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import {
  Form,
  Link,
  useFetcher,
  useRouteLoaderData,
  type FetcherWithComponents,
} from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import type { Message } from "~/lib/messages";
import { reportCopy } from "./messages";
import { generalErrors } from "~/lib/messages/error-pages";
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportableType } from "./report-constants";

/** What the /report action answers when it does not redirect back to the item. */
export type ReportAnswer = {
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
  formError: Message | null;
  /** The reporter is not signed in: show the sign-in notice instead of the form. */
  signedOut?: boolean;
};

/** Where the report form posts: its loader finds the item again from the query. */
export function reportActionPath(itemType: ReportableType, itemId: string, reviewId?: string) {
  return `/report?${new URLSearchParams({ type: itemType, id: itemId, ...(reviewId ? { review: reviewId } : {}) })}`;
}

function Notice({
  message,
  children,
  live = true,
}: {
  message: Message;
  children?: ReactNode;
  /** An answer to a submit is announced; a notice rendered with the page is not. */
  live?: boolean;
}) {
  return (
    <div
      role={live ? "alert" : undefined}
      className="rounded-md border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger"
    >
      <p className="font-semibold">{message.title}</p>
      <p>{message.message}</p>
      {children}
    </div>
  );
}

/** The spec's auth-unauthorized notice with a sign-in link that comes back to `returnTo`. */
export function ReportSignedOut({ returnTo, live = false }: { returnTo: string; live?: boolean }) {
  return (
    <Notice message={generalErrors.unauthorized} live={live}>
      <p className="mt-2">
        <Link
          to={`/auth/sign-in?redirectTo=${encodeURIComponent(returnTo)}`}
          className="font-semibold text-brand-700 underline"
        >
          {reportCopy.signIn}
        </Link>
      </p>
    </Notice>
  );
}

/**
 * Reason (required, the spec's six) and optional details. A plain form POST to /report,
 * so it works before JavaScript loads; what was typed comes back with any error. With
 * JavaScript, submit stays disabled until a reason is chosen (001 §5).
 */
export function ReportForm({
  itemType,
  itemId,
  reviewId,
  answer,
  busy = false,
  fetcher,
}: {
  itemType: ReportableType;
  itemId: string;
  /** A report about one review of the item (issue 31). */
  reviewId?: string;
  answer?: ReportAnswer | null;
  busy?: boolean;
  /** Given on item pages: the report posts in the background and the page stays. */
  fetcher?: FetcherWithComponents<ReportAnswer>;
}) {
  const FormComponent = fetcher ? fetcher.Form : Form;
  const t = reportCopy;
  const values = answer?.values ?? {};
  const fe = answer?.fieldErrors ?? {};
  const hydrated = useHydrated();
  const [reason, setReason] = useState(values.reason ?? "");
  return (
    <FormComponent
      method="post"
      action={reportActionPath(itemType, itemId, reviewId)}
      className="grid gap-3"
      noValidate
    >
      <input type="hidden" name="itemType" value={itemType} />
      <input type="hidden" name="itemId" value={itemId} />
      {reviewId ? <input type="hidden" name="reviewId" value={reviewId} /> : null}
      {answer?.formError ? <Notice message={answer.formError} /> : null}
      <Field label={t.reason} name="reason" error={fe.reason} required>
        <NativeSelect value={reason} onChange={(e) => setReason(e.target.value)}>
          <option value="">{t.chooseReason}</option>
          {REPORT_REASONS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={t.details} name="details" error={fe.details}>
        <Textarea rows={3} maxLength={REPORT_DETAILS_MAX} defaultValue={values.details} />
      </Field>
      <div>
        <Button type="submit" variant="destructive" disabled={busy || (hydrated && !reason)}>
          {t.submit}
        </Button>
      </div>
    </FormComponent>
  );
}

/**
 * What the Report disclosure holds: the heading, the intro and the form (or the sign-in
 * notice). Loaded when the disclosure opens (report-control.tsx); it posts in the
 * background and shows /report's answer in place.
 */
export function ReportDisclosureBody({
  itemType,
  itemId,
  itemPath,
}: {
  itemType: ReportableType;
  itemId: string;
  itemPath: string;
}) {
  const t = reportCopy;
  const signedIn = !!useRouteLoaderData<{ user: unknown }>("root")?.user;
  const fetcher = useFetcher<ReportAnswer>();
  const answer = fetcher.data;
  return (
    <div className="mt-3 grid gap-2">
      <h2 className="font-semibold text-ink">{t.title}</h2>
      <p className="text-sm text-muted">{t.intro}</p>
      {import.meta.env.SSR ? (
        // The server writes both, and the page's chrome says who is looking (`<main
        // data-signed-in>`, root.tsx): the item page's body is then the same for everyone,
        // so signed-in people can get the kept copy (ADR 048). The browser renders the
        // one that applies when the disclosure first opens.
        <>
          <div className="contents [main[data-signed-in]_&]:hidden">
            <ReportSignedOut returnTo={itemPath} />
          </div>
          <div className="contents [main:not([data-signed-in])_&]:hidden">
            <ReportForm itemType={itemType} itemId={itemId} busy={false} fetcher={fetcher} />
          </div>
        </>
      ) : !signedIn || answer?.signedOut ? (
        <ReportSignedOut returnTo={itemPath} live={!!answer?.signedOut} />
      ) : (
        <ReportForm
          itemType={itemType}
          itemId={itemId}
          answer={answer}
          busy={fetcher.state !== "idle"}
          fetcher={fetcher}
        />
      )}
    </div>
  );
}
