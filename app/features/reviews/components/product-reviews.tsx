import { Link } from "react-router";
import type { Page } from "~/lib/pagination";
import type { ReviewView } from "../list-reviews.server";
import { reviewCopy } from "../messages";
import { ReviewBody } from "./review-list";
import { Stars } from "./stars";

/**
 * An item's reviews on its public page: the average and count (hidden reviews count
 * nowhere), the newest reviews a page at a time (`?reviews=N`), each with its reply and a
 * Report link to the existing report page. The same for everyone, so the page stays
 * cacheable; sellers reply from /dashboard/reviews.
 */
export function ItemReviews({
  itemType,
  itemId,
  itemPath,
  rating,
  reviewCount,
  page,
}: {
  itemType: string;
  itemId: string;
  itemPath: string;
  rating: number | null;
  reviewCount: number;
  page: Page<ReviewView>;
}) {
  const t = reviewCopy;
  const pageHref = (n: number) =>
    n <= 1 ? `${itemPath}#reviews` : `${itemPath}?reviews=${n}#reviews`;
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="grid gap-4">
      <div className="flex flex-wrap items-baseline gap-3">
        <h2 id="reviews-heading" className="text-xl font-semibold text-ink">
          {t.heading}
        </h2>
        {rating != null && reviewCount > 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted">
            <Stars rating={rating} />
            <span>
              <span className="font-semibold text-ink">{rating.toFixed(1)}</span> {t.outOf5} ·{" "}
              {t.count(reviewCount)}
            </span>
          </p>
        ) : null}
      </div>
      {page.items.length === 0 ? (
        <p className="text-sm text-muted">{itemType === "property" ? t.noneStay : t.none}</p>
      ) : (
        <ul className="grid gap-4 divide-y divide-line">
          {page.items.map((r) => (
            <li key={r.id} className="pt-4 first:pt-0">
              <ReviewBody
                review={r}
                reportHref={`/report?${new URLSearchParams({ type: itemType, id: itemId, review: r.id })}`}
              />
            </li>
          ))}
        </ul>
      )}
      {page.pageCount > 1 ? (
        <nav aria-label={t.heading} className="flex gap-4 text-sm">
          {page.page > 1 ? (
            <Link to={pageHref(page.page - 1)} className="font-medium text-brand-700 underline">
              ← {t.newer}
            </Link>
          ) : null}
          {page.page < page.pageCount ? (
            <Link to={pageHref(page.page + 1)} className="font-medium text-brand-700 underline">
              {t.older} →
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
