import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Pagination } from "~/components/ui/pagination";
import { formatDateTime } from "~/lib/dates";
import type { Page } from "~/lib/pagination";
import { tipReportsCopy as t } from "../messages";
import type { TipReport } from "../moderate-tip.server";
import { HideForm, tipActionPath } from "./supporters-list";

const BACK = "/admin/moderation#tip-reports";

/**
 * Reported supporters' messages on the moderation page (issue 35): a message is not an
 * item, so it has no place in the item queue; each shows here with its reports, a Hide
 * (which settles the reports) and a Dismiss.
 */
export function TipReportsPanel({
  reports,
  hrefFor,
}: {
  reports: Page<TipReport>;
  hrefFor: (page: number) => string;
}) {
  return (
    <section aria-labelledby="tip-reports-heading" id="tip-reports" className="grid gap-3">
      <h2 id="tip-reports-heading" className="flex items-center gap-2 text-lg font-semibold">
        {t.heading} <Badge variant="secondary">{reports.total}</Badge>
      </h2>
      <p className="text-sm text-muted">{reports.total ? t.intro : t.empty}</p>
      {reports.items.length ? (
        <ul className="grid gap-3 lg:grid-cols-2">
          {reports.items.map((r) => (
            <li key={r.tipId} data-testid="tip-report">
              <Card>
                <CardContent className="grid gap-3 pt-4 sm:pt-6">
                  <p className="text-sm text-muted">
                    {t.to(r.creator.name)}
                    {r.creator.username ? (
                      <>
                        {" · "}
                        <Link
                          to={`/support/${r.creator.username}`}
                          className="font-medium text-brand-700 underline"
                        >
                          {t.page}
                        </Link>
                      </>
                    ) : null}
                  </p>
                  <figure className="grid gap-1 rounded-md bg-surface p-3 text-sm">
                    <figcaption className="font-medium">{t.from(r.from)}</figcaption>
                    <blockquote className="whitespace-pre-line break-words">
                      {r.message ?? ""}
                    </blockquote>
                  </figure>
                  <ul className="grid gap-2 text-sm">
                    {r.reports.map((rep) => (
                      <li key={rep.id} className="grid gap-1">
                        <span className="flex flex-wrap items-center gap-2">
                          <Badge variant="danger">
                            {t.reportedFor}: {rep.reason}
                          </Badge>
                          <time dateTime={rep.at} className="text-xs text-muted">
                            {formatDateTime(rep.at)}
                          </time>
                        </span>
                        {rep.details ? (
                          <span className="border-l-2 border-line-strong pl-3">{rep.details}</span>
                        ) : null}
                        {rep.reporter ? (
                          <span className="text-xs text-muted">
                            {t.reporter}: {rep.reporter}
                          </span>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                  <div className="flex flex-wrap gap-2">
                    {r.hidden ? (
                      <Badge variant="secondary">{t.alreadyHidden}</Badge>
                    ) : (
                      <HideForm tipId={r.tipId} back={BACK} label={t.hide} />
                    )}
                    <Form method="post" action={tipActionPath(r.tipId)}>
                      <input type="hidden" name="intent" value="dismiss" />
                      <input type="hidden" name="back" value={BACK} />
                      <Button type="submit" variant="ghost" size="sm">
                        {t.dismiss}
                      </Button>
                    </Form>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
      <Pagination page={reports.page} pageCount={reports.pageCount} hrefFor={hrefFor} />
    </section>
  );
}
