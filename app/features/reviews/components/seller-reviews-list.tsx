import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import { Textarea } from "~/components/ui/textarea";
import type { Page } from "~/lib/pagination";
import type { AwaitingReview, SellerReviewView } from "../list-reviews.server";
import { reviewCopy, reviewPurchaseCopy } from "../messages";
import { REVIEW_REPLY_MAX } from "../review-constants";
import { ReviewBody } from "./review-list";

/** The seller's reviews (/dashboard/reviews): each with its product, and a reply form until replied. */
export function SellerReviewsList({ page }: { page: Page<SellerReviewView> }) {
  const t = reviewCopy;
  return (
    <section aria-labelledby="seller-reviews-heading" className="grid gap-4">
      <div>
        <h2 id="seller-reviews-heading" className="text-xl font-semibold text-ink">
          {t.sellerTitle}
        </h2>
        <p className="text-sm text-muted">{t.sellerIntro}</p>
      </div>
      {page.items.length === 0 ? (
        <p className="rounded-card border border-dashed border-line-strong p-6 text-center text-sm text-muted">
          {t.sellerNone}
        </p>
      ) : (
        <ul className="grid gap-4">
          {page.items.map((r) => (
            <li key={r.id} className="grid gap-3 rounded-card border border-line p-4">
              <p className="text-sm">
                <span className="text-muted">{t.product}: </span>
                {r.itemPath ? (
                  <Link
                    to={`${r.itemPath}#reviews`}
                    className="font-medium text-brand-700 underline"
                  >
                    {r.itemTitle}
                  </Link>
                ) : (
                  <span className="font-medium text-ink">{r.itemTitle}</span>
                )}
              </p>
              <ReviewBody review={r} />
              {r.reply == null ? (
                <Form method="post" className="grid gap-2">
                  <input type="hidden" name="reviewId" value={r.id} />
                  <input type="hidden" name="page" value={page.page} />
                  <Field label={t.reply} name="reply" required>
                    <Textarea rows={3} maxLength={REVIEW_REPLY_MAX} />
                  </Field>
                  <div>
                    <Button type="submit" size="sm">
                      {t.replySubmit}
                    </Button>
                  </div>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page.page}
        pageCount={page.pageCount}
        hrefFor={(p) => `/dashboard/reviews?page=${p}`}
      />
    </section>
  );
}

/** The buyer's received purchases not reviewed yet, each with its review link. */
export function AwaitingReviewList({ items }: { items: AwaitingReview[] }) {
  const t = reviewCopy;
  if (!items.length) return null;
  return (
    <section aria-labelledby="awaiting-heading" className="grid gap-3">
      <div>
        <h2 id="awaiting-heading" className="text-xl font-semibold text-ink">
          {t.awaitingTitle}
        </h2>
        <p className="text-sm text-muted">{t.awaitingIntro}</p>
      </div>
      <ul className="grid gap-2">
        {items.map((i) => (
          <li
            key={i.purchaseItemId}
            className="flex flex-wrap items-center justify-between gap-2 rounded-card border border-line p-3"
          >
            <span className="text-sm">
              <span className="font-medium text-ink">{i.title}</span>
              {i.detail ? <span className="text-muted"> · {i.detail}</span> : null}
              <span className="block text-xs text-muted">
                {reviewPurchaseCopy[i.itemType === "property" ? "property" : "product"].order}{" "}
                {i.reference}
              </span>
            </span>
            <Link
              to={`/reviews/new?${new URLSearchParams({ item: i.purchaseItemId, kind: i.itemType })}`}
              className="font-medium text-brand-700 underline"
              aria-label={`${t.write}: ${i.title}`}
            >
              {t.write}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
