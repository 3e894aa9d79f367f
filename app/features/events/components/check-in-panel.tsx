import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Form, useFetcher, useNavigate, useRevalidator, useSearchParams } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { FormError } from "~/components/ui/form-error";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { formatDateTime, formatTime } from "~/lib/dates";
import type { Message } from "~/lib/messages";
import { cn } from "~/lib/utils";
import { useHydrated } from "~/lib/use-hydrated";
import type { CheckInResult } from "../check-in-result";
import { checkInCopy as copy } from "../organizer-messages";
import { ticketCodeInText } from "../scanned-ticket-code";

// Fetched only when the camera is started: the scanner and jsqr never load otherwise.
const CheckInScanner = lazy(() => import("./check-in-scanner"));

const wat = (iso: string) => `${formatDateTime(iso)} WAT`;

/** The action's answer: a result, or (a code that cannot be one) the form's error. */
export type CheckInAnswer = { result?: CheckInResult; formError?: Message | null };

const TONE = {
  checked_in: "border-brand-600 bg-brand-50 text-brand-800",
  already: "border-accent-600 bg-accent-500/10 text-ink",
  unknown: "border-danger bg-red-50 text-danger",
  other_event: "border-danger bg-red-50 text-danger",
  not_admitted: "border-danger bg-red-50 text-danger",
} satisfies Record<CheckInResult["kind"], string>;

function describe(result: CheckInResult): { title: string; detail: string } {
  switch (result.kind) {
    case "checked_in":
      return {
        title: copy.result.checkedIn,
        detail: copy.resultDetail.checkedIn(result.holderName, result.ticketType),
      };
    case "already":
      return {
        title: copy.result.already,
        detail: `${result.holderName} · ${result.ticketType}. ${copy.resultDetail.already(wat(result.at), result.by)}`,
      };
    case "unknown":
      return { title: copy.result.unknown, detail: copy.resultDetail.unknown(result.code) };
    case "other_event":
      return {
        title: copy.result.otherEvent,
        detail: copy.resultDetail.otherEvent(result.eventTitle, wat(result.eventStart)),
      };
    case "not_admitted":
      return {
        title: copy.result.notAdmitted,
        detail: `${result.holderName}: ${copy.resultDetail.notAdmitted(copy.ticketStatus[result.status] ?? result.status)}`,
      };
  }
}

/** The answer for the last code, big, coloured and in words (never colour alone). */
function ResultBanner({ result }: { result: CheckInResult }) {
  const { title, detail } = describe(result);
  return (
    <div
      role="alert"
      data-result={result.kind}
      className={cn("grid gap-1 rounded-card border-2 p-4", TONE[result.kind])}
    >
      <p className="text-2xl font-bold">
        <span aria-hidden>
          {result.kind === "checked_in" ? "✓ " : result.kind === "already" ? "! " : "✕ "}
        </span>
        {title}
      </p>
      <p className="text-base">{detail}</p>
      <p className="font-mono text-sm break-all">{result.code}</p>
    </div>
  );
}

type Attendee = {
  code: string;
  name: string;
  email: string;
  ticketType: string;
  checkedInAt: string | null;
};

export type CheckInPageData = {
  event: { id: string; title: string; startDatetime: string };
  counts: { sold: number; checkedIn: number };
  query: string;
  attendees: Attendee[];
  matching: number;
};

/**
 * The door, on a phone: counts, the last answer, a typed code, the camera scanner and
 * the attendee list. Every check-in goes through the page's one action: a plain POST
 * without JavaScript, a fetch with it (the counts and list then reload by themselves).
 */
export function CheckInPanel({
  data,
  answer,
}: {
  data: CheckInPageData;
  answer: CheckInAnswer | undefined;
}) {
  const fetcher = useFetcher<CheckInAnswer>({ key: "check-in" });
  const hydrated = useHydrated();
  const latest = fetcher.data ?? answer;
  const result = latest?.result ?? null;
  // Pressing Start may reload the page to reach the camera (check-in-scanner.tsx): it
  // comes back with ?scan=1 and goes on scanning; the mark is then dropped from the URL.
  const [params] = useSearchParams();
  const [scanning, setScanning] = useState(params.get("scan") === "1");
  const navigate = useNavigate();
  useEffect(() => {
    if (params.get("scan") !== "1") return;
    const rest = new URLSearchParams(params);
    rest.delete("scan");
    void navigate(
      { search: rest.size ? `?${rest}` : "" },
      { replace: true, preventScrollReset: true },
    );
  }, [params, navigate]);
  const last = useRef({ code: "", at: 0 });
  const busy = fetcher.state !== "idle";

  const typedForm = useRef<HTMLFormElement>(null);

  // A short buzz for each new answer (one for in, three for anything else), and the
  // typed field emptied for the next person.
  useEffect(() => {
    if (!fetcher.data?.result) return;
    navigator.vibrate?.(fetcher.data.result.kind === "checked_in" ? 120 : [80, 60, 80, 60, 80]);
    typedForm.current?.reset();
  }, [fetcher.data]);

  // Other phones check people in too: refresh the counts while the page is in view.
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle")
        void revalidator.revalidate();
    }, 20_000);
    return () => clearInterval(timer);
  }, [revalidator]);

  const submitScanned = (text: string) => {
    const code = ticketCodeInText(text);
    const now = Date.now();
    // The same QR stays in view for a while: send it once, not five times a second.
    if (busy || (code === last.current.code && now - last.current.at < 4000)) return;
    last.current = { code, at: now };
    void fetcher.submit({ code }, { method: "post" });
  };

  return (
    <div className="grid gap-6">
      <p className="text-lg font-semibold" aria-live="polite">
        {copy.counts(data.counts.checkedIn, data.counts.sold)}
      </p>
      {/* While scanning, the answer shows next to the camera, where the eyes are. */}
      {result && !scanning ? <ResultBanner result={result} /> : null}

      <section aria-labelledby="typed-heading" className="grid gap-3">
        <h2 id="typed-heading" className="text-lg font-semibold">
          {copy.typedHeading}
        </h2>
        <FormError message={latest?.formError} />
        <fetcher.Form method="post" className="grid gap-3" ref={typedForm}>
          <Field label={copy.codeLabel} name="code" required description={copy.codeHint}>
            <Input
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={80}
              className="font-mono uppercase"
            />
          </Field>
          <Button type="submit" size="lg" disabled={busy}>
            {copy.submit}
          </Button>
        </fetcher.Form>
      </section>

      {hydrated ? (
        <section aria-labelledby="scan-heading" className="grid gap-3">
          <h2 id="scan-heading" className="text-lg font-semibold">
            {copy.scannerHeading}
          </h2>
          <p className="text-sm text-muted">{copy.scannerHint}</p>
          <Button
            type="button"
            size="lg"
            variant={scanning ? "outline" : "secondary"}
            aria-pressed={scanning}
            onClick={() => setScanning((s) => !s)}
          >
            {scanning ? copy.stopCamera : copy.startCamera}
          </Button>
          {scanning && result ? <ResultBanner result={result} /> : null}
          {scanning ? (
            <Suspense fallback={null}>
              <CheckInScanner onCode={submitScanned} />
            </Suspense>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="attendees-heading" className="grid gap-3">
        <h2 id="attendees-heading" className="text-lg font-semibold">
          {copy.attendeesHeading}
        </h2>
        <Form method="get" role="search" className="flex items-end gap-2">
          <Field label={copy.searchLabel} name="q" className="min-w-0 flex-1">
            <Input type="search" defaultValue={data.query} autoComplete="off" />
          </Field>
          <Button type="submit" variant="outline">
            {copy.search}
          </Button>
        </Form>
        <p className="text-sm text-muted">{copy.showing(data.attendees.length, data.matching)}</p>
        {data.attendees.length ? (
          <ul className="grid gap-2">
            {data.attendees.map((a) => (
              <li
                key={a.code}
                className="flex flex-wrap items-center justify-between gap-2 rounded-card border border-line bg-white p-3"
              >
                <div className="grid min-w-0 gap-0.5">
                  <p className="font-medium break-words">{a.name}</p>
                  <p className="text-sm break-all text-muted">{a.email}</p>
                  <p className="text-sm">
                    {a.ticketType} · <span className="font-mono break-all">{a.code}</span>
                  </p>
                </div>
                {a.checkedInAt ? (
                  <Badge variant="success">{copy.checkedInAt(formatTime(a.checkedInAt))}</Badge>
                ) : (
                  <fetcher.Form method="post">
                    <input type="hidden" name="code" value={a.code} />
                    <Button
                      type="submit"
                      variant="outline"
                      aria-label={copy.checkInButton(a.name)}
                      disabled={busy}
                    >
                      {copy.submit}
                    </Button>
                  </fetcher.Form>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">{copy.noAttendees}</p>
        )}
      </section>
    </div>
  );
}
