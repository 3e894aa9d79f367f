import { data, Link } from "react-router";
import type { Route } from "./+types/report-broken-link";
import { BrokenLinkReport, type BrokenLinkAnswer } from "~/components/error-views";
import { Button } from "~/components/ui/button";
import { brokenLinkSchema } from "~/features/site/contact-schema";
import { reportBrokenLink } from "~/features/site/contact.server";
import { parseForm } from "~/lib/form-action.server";
import { getLogger } from "~/lib/logger.server";
import {
  brokenLinkToasts,
  errorPageCopy,
  generalErrors,
  generalSuccess,
} from "~/lib/messages/error-pages";
import { FORM_LIMITS, takeRateLimit } from "~/lib/rate-limit.server";
import { pageMeta } from "~/lib/seo";

// No redirect here: after a plain (no-JS) POST this loader runs too, and the page must
// show the action's answer. Opened directly, the page simply offers the form.
export function loader() {
  return null;
}

/**
 * The not-found page's report form posts here. With JavaScript it is a background
 * fetch answered with data (the page shows a toast); without, this page shows the outcome.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = await parseForm(request, brokenLinkSchema);
  if (!parsed.ok) {
    const { values, fieldErrors } = parsed.response.data;
    return data<BrokenLinkAnswer>({ ok: false, errors: fieldErrors, values }, { status: 400 });
  }
  const values = parsed.values;
  const client = context.clientIp ?? "unknown";
  if (!(await takeRateLimit(`broken-link:${client}`, FORM_LIMITS.brokenLinkPerClient))) {
    return data<BrokenLinkAnswer>(
      { ok: false, failed: true, limited: true, values },
      { status: 429 },
    );
  }
  try {
    await reportBrokenLink({ ...parsed.data, userAgent: request.headers.get("User-Agent") });
  } catch (error) {
    getLogger().error({ err: error }, "broken-link report not stored");
    return data<BrokenLinkAnswer>({ ok: false, failed: true, values }, { status: 503 });
  }
  return data<BrokenLinkAnswer>({ ok: true });
}

export const meta = () =>
  pageMeta({
    title: errorPageCopy.notFoundPage.reportTitle,
    description: generalSuccess.brokenLinkReported.message,
    noindex: true,
  });

export default function ReportBrokenLinkResult({ actionData }: Route.ComponentProps) {
  if (actionData?.ok) {
    const m = generalSuccess.brokenLinkReported;
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center" role="status">
        <h1 className="text-2xl font-bold text-ink">{m.title}</h1>
        <p className="mt-2 text-muted">{m.message}</p>
        <Button asChild className="mt-6">
          <Link to="/">{errorPageCopy.notFoundPage.goHome}</Link>
        </Button>
      </div>
    );
  }
  const failed = actionData && !actionData.ok && actionData.failed;
  const limited = actionData && !actionData.ok && actionData.limited;
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold text-ink">{errorPageCopy.notFoundPage.reportTitle}</h1>
      {failed ? (
        <p role="alert" className="mt-2 text-danger">
          {limited ? generalErrors.rateLimited.message : brokenLinkToasts.reportFailed.message}
        </p>
      ) : null}
      <BrokenLinkReport initial={actionData && !actionData.ok ? actionData : { values: {} }} />
    </div>
  );
}
