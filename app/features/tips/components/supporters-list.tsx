import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { supportersCopy as t } from "../messages";
import type { Supporter, SupportersView } from "../supporters.server";
import { TIP_REPORT_REASONS_LIST } from "../report-reasons";

/** Where a message's hide, show and report forms post (routes/support-tip.tsx). */
export const tipActionPath = (tipId: string) => `/support/tips/${tipId}`;

/** Hide (or show again) one message; the server checks who may. */
export function HideForm({
  tipId,
  back,
  hidden = false,
  label,
}: {
  tipId: string;
  back: string;
  hidden?: boolean;
  label?: string;
}) {
  return (
    <Form method="post" action={tipActionPath(tipId)}>
      <input type="hidden" name="intent" value={hidden ? "unhide" : "hide"} />
      <input type="hidden" name="back" value={back} />
      <Button type="submit" variant="outline" size="sm">
        {label ?? (hidden ? t.unhide : t.hide)}
      </Button>
    </Form>
  );
}

/** A <details> disclosure, so reporting works without JavaScript. */
function ReportForm({ tip, back }: { tip: Supporter; back: string }) {
  const id = `report-reason-${tip.id}`;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-muted hover:text-ink">{t.report}</summary>
      <Form method="post" action={tipActionPath(tip.id)} className="mt-2 grid gap-2">
        <input type="hidden" name="intent" value="report" />
        <input type="hidden" name="back" value={back} />
        <label htmlFor={id} className="font-medium text-ink">
          {t.reportReason}
        </label>
        <select
          id={id}
          name="reason"
          required
          defaultValue=""
          className="h-10 w-full rounded-md border border-line-strong bg-white px-3 text-ink"
        >
          <option value="" disabled>
            —
          </option>
          {TIP_REPORT_REASONS_LIST.map((reason) => (
            <option key={reason} value={reason}>
              {reason}
            </option>
          ))}
        </select>
        <div>
          <Button type="submit" variant="outline" size="sm">
            {t.reportSubmit}
          </Button>
        </div>
      </Form>
    </details>
  );
}

/**
 * The Supporters list of a creator (issue 35): the messages fans chose to show, with
 * their name or Anonymous, newest first. The creator, moderators and admins get a Hide
 * button; anyone signed in a Report disclosure (both decided on the server).
 */
export function SupportersList({
  view,
  back,
  hrefFor,
  headingLevel = "h2",
}: {
  view: SupportersView;
  /** This page's path: the actions come back here. */
  back: string;
  hrefFor: (page: number) => string;
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  const { supporters } = view;
  return (
    <section aria-labelledby="supporters-heading" id="supporters" className="grid gap-3">
      <Heading id="supporters-heading" className="text-lg font-semibold text-ink">
        {t.heading}{" "}
        {supporters.total ? <span className="text-muted">({supporters.total})</span> : null}
      </Heading>
      {supporters.items.length ? (
        <ol className="grid gap-3" aria-label={t.listLabel}>
          {supporters.items.map((tip) => (
            <li
              key={tip.id}
              className="grid gap-2 rounded-card border border-line p-3"
              data-testid="supporter"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <p className="font-semibold break-words text-ink">
                  {t.supported(tip.name ?? t.anonymous)}
                </p>
                <time dateTime={tip.createdAt} className="text-xs text-muted">
                  {tip.date}
                </time>
              </div>
              {tip.message ? (
                <blockquote className="whitespace-pre-line break-words text-ink">
                  {tip.message}
                </blockquote>
              ) : null}
              {view.canHide || view.canReport ? (
                <div className="flex flex-wrap items-start gap-3">
                  {view.canHide ? <HideForm tipId={tip.id} back={back} /> : null}
                  {view.canReport ? <ReportForm tip={tip} back={back} /> : null}
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted">{t.empty}</p>
      )}
      {supporters.pageCount > 1 ? (
        // Newer and older pages as plain links (the Pagination kit is more code than a
        // public page can spare).
        <nav aria-label={t.pages} className="flex flex-wrap gap-4 text-sm font-medium">
          {supporters.page > 1 ? (
            <Link to={hrefFor(supporters.page - 1)} className="text-brand-700 underline">
              {t.newer}
            </Link>
          ) : null}
          {supporters.page < supporters.pageCount ? (
            <Link to={hrefFor(supporters.page + 1)} className="text-brand-700 underline">
              {t.older}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
