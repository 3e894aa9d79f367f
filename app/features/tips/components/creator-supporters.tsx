import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Pagination } from "~/components/ui/pagination";
import { formatNaira } from "~/lib/money";
import type { Page } from "~/lib/pagination";
import { dashboardSupportersCopy as t, supportersCopy } from "../messages";
import type { CreatorSupporter } from "../supporters.server";
import { HideForm } from "./supporters-list";

/**
 * A creator's own Supporters page (issue 35): every paid tip with its amount, name and
 * message (private ones too), newest first, each with Hide or Show again.
 */
export function CreatorSupporters({
  supporters,
  total,
  count,
  publicPath,
}: {
  supporters: Page<CreatorSupporter>;
  total: number;
  count: number;
  /** Their support page, when they have a public one. */
  publicPath: string | null;
}) {
  const back = `/dashboard/supporters${supporters.page > 1 ? `?page=${supporters.page}` : ""}`;
  return (
    <section aria-labelledby="supporters-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="supporters-title" className="text-xl font-semibold text-ink">
          {t.title}
        </h2>
        <p className="text-sm text-muted">{t.intro}</p>
        {count ? (
          <p className="font-semibold text-ink" data-testid="supporters-total">
            {t.total(formatNaira(total), count)}
          </p>
        ) : null}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link to="/payments?tab=payouts" className="font-medium text-brand-700 underline">
            {t.earnings}
          </Link>
          {publicPath ? (
            <Link to={publicPath} className="font-medium text-brand-700 underline">
              {t.publicPage}
            </Link>
          ) : null}
        </p>
      </div>
      {supporters.items.length ? (
        <ol className="grid gap-3" aria-label={supportersCopy.listLabel}>
          {supporters.items.map((tip) => (
            <li
              key={tip.id}
              className="grid gap-2 rounded-card border border-line p-3"
              data-testid="creator-supporter"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <p className="font-semibold break-words text-ink">
                  {tip.name ?? supportersCopy.anonymous}
                </p>
                <p className="font-semibold text-ink tabular-nums">{formatNaira(tip.amount)}</p>
              </div>
              <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
                <time dateTime={tip.createdAt}>{tip.date}</time>
                {tip.message && !tip.messagePublic ? (
                  <Badge variant="info">{supportersCopy.privateBadge}</Badge>
                ) : null}
                {tip.hidden ? (
                  <Badge variant="secondary">{supportersCopy.hiddenBadge}</Badge>
                ) : null}
                {tip.refunded ? <Badge variant="warning">{t.refunded}</Badge> : null}
              </div>
              <p className="whitespace-pre-line break-words text-ink">
                {tip.message ?? <span className="text-muted">{t.noMessage}</span>}
              </p>
              {tip.refunded ? null : (
                <div>
                  <HideForm tipId={tip.id} back={back} hidden={tip.hidden} />
                </div>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted">{t.empty}</p>
      )}
      <Pagination
        page={supporters.page}
        pageCount={supporters.pageCount}
        hrefFor={(p) => `/dashboard/supporters?page=${p}`}
      />
    </section>
  );
}
