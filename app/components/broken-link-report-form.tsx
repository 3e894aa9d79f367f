import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import {
  brokenLinkToasts,
  errorPageCopy,
  generalErrors,
  generalSuccess,
} from "~/lib/messages/error-pages";

export type BrokenLinkAnswer =
  | { ok: true }
  | {
      ok: false;
      errors?: Record<string, string[]>;
      values?: Record<string, string>;
      failed?: boolean;
      limited?: boolean;
    };

export type BrokenLinkInitial = {
  errors?: Record<string, string[]>;
  values?: Record<string, string>;
};

/**
 * What the Report Broken Link disclosure holds (error-views.tsx): the intro and a form
 * stored for admins with the page URL and referrer. With JavaScript it posts in the
 * background and answers with a toast; without, the browser opens /report-broken-link,
 * which shows the outcome. Loaded when the disclosure first opens (ADR 049).
 */
export function BrokenLinkReportForm({
  initial,
  close,
}: {
  initial?: BrokenLinkInitial;
  /** Closes the disclosure (after a report, or Cancel). */
  close: () => void;
}) {
  const fetcher = useFetcher<BrokenLinkAnswer>();
  const { pathname, search } = useLocation();
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
      close();
    } else if (answer.failed) {
      const m = answer.limited ? generalErrors.rateLimited : brokenLinkToasts.reportFailed;
      toast({ variant: "error", title: m.title, description: m.message });
    }
  }, [fetcher.state, answer, close]);

  return (
    <>
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
          <Button type="reset" variant="outline" onClick={close}>
            {errorPageCopy.notFoundPage.reportCancel}
          </Button>
        </div>
      </fetcher.Form>
    </>
  );
}
