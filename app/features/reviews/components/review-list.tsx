import { Link } from "react-router";
import { formatDate } from "~/lib/dates";
import type { ReviewView } from "../list-reviews.server";
import { reviewCopy } from "../messages";
import { Stars } from "./stars";

/** One review: author, stars, date, text, and the seller's reply under it. */
export function ReviewBody({ review, reportHref }: { review: ReviewView; reportHref?: string }) {
  const t = reviewCopy;
  return (
    <article className="grid gap-1">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <span className="font-medium text-ink">{review.author}</span>
        {review.verified ? <span className="text-xs text-success">{t.verified}</span> : null}
        <time dateTime={review.createdAt} className="text-xs text-muted">
          {formatDate(review.createdAt)}
        </time>
      </div>
      <p className="whitespace-pre-line break-words text-ink">{review.body}</p>
      {review.reply ? (
        <div className="mt-1 rounded-md border-l-2 border-brand-600 bg-surface px-3 py-2 text-sm">
          <p className="font-medium text-ink">{t.sellerReply}</p>
          <p className="whitespace-pre-line break-words text-ink">{review.reply}</p>
        </div>
      ) : null}
      {reportHref ? (
        <p>
          <Link
            to={reportHref}
            rel="nofollow"
            className="text-xs text-muted underline hover:text-ink"
            aria-label={`${t.reportReview} (${review.author})`}
          >
            {t.report}
          </Link>
        </p>
      ) : null}
    </article>
  );
}
