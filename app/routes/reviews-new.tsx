import { data, Link } from "react-router";
import type { Route } from "./+types/reviews-new";
import { FormError } from "~/components/ui/form-error";
import { ReviewForm } from "~/features/reviews/components/review-form";
import {
  reviewCopy,
  reviewErrors,
  reviewPurchaseCopy,
  reviewToasts,
} from "~/features/reviews/messages";
import { REVIEWABLE_KINDS, type ReviewableKind } from "~/features/reviews/review-constants";
import { reviewSchema } from "~/features/reviews/review-schema";
import { reviewFormFor, submitReview } from "~/features/reviews/submit-review.server";
import { getSessionUser } from "~/lib/auth.server";
import { formatDate } from "~/lib/dates";
import { messageToast, redirectWithToast } from "~/lib/flash.server";
import { parseForm, runForm, type FormAnswer } from "~/lib/form-action.server";
import { generalErrors } from "~/lib/messages/error-pages";
import { pageMeta } from "~/lib/seo";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const REFUSAL_STATUS = { notFound: 404, itemGone: 404, notYours: 403 } as const;

/**
 * /reviews/new?item=<order item>[&token=<order link token>]: a buyer reviews what they
 * received (issue 31). The order pages link here. Shows the purchase and the form, or
 * why there is none (not delivered, already reviewed, not theirs) in clear words. Never
 * cached: it is about one person's order.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const item = url.searchParams.get("item") ?? "";
  const kindParam = url.searchParams.get("kind") ?? "product";
  const kind: ReviewableKind = (REVIEWABLE_KINDS as readonly string[]).includes(kindParam)
    ? (kindParam as ReviewableKind)
    : "product";
  const token = url.searchParams.get("token")?.slice(0, 200) || null;
  const user = await getSessionUser(request);
  const headers = { "Cache-Control": "private, no-store" };
  const self = `${url.pathname}${url.search}`;
  if (!UUID.test(item)) {
    return data(
      { item, kind, token, signedIn: !!user, self, refusal: "notFound" as const, purchase: null },
      { status: 404, headers },
    );
  }
  const { purchase, refusal } = await reviewFormFor({
    itemType: kind,
    purchaseItemId: item,
    claim: { userId: user?.id ?? null, token },
  });
  const status =
    refusal && refusal in REFUSAL_STATUS
      ? REFUSAL_STATUS[refusal as keyof typeof REFUSAL_STATUS]
      : 200;
  return data(
    {
      item,
      kind,
      token,
      signedIn: !!user,
      self,
      refusal,
      purchase: purchase
        ? {
            title: purchase.title,
            detail: purchase.detail,
            itemPath: purchase.itemPath,
            sellerName: purchase.sellerName,
            reference: purchase.reference,
            receivedAt: purchase.receivedAt?.toISOString() ?? null,
            backPath: token ? purchase.guestPath : purchase.accountPath,
          }
        : null,
    },
    { status, headers },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const user = await getSessionUser(request);
  const parsed = await parseForm(request, reviewSchema, { formError: generalErrors.validation });
  if (!parsed.ok) return parsed.response;
  const done = await runForm(parsed.values, () =>
    submitReview({ userId: user?.id ?? null, input: parsed.values }),
  );
  if (!done.ok) return done.response;
  const toast =
    parsed.values.kind === "property" ? reviewToasts.submittedStay : reviewToasts.submitted;
  return redirectWithToast(done.result.backPath, messageToast(toast, "success"));
}

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

export const meta = ({ data: d }: Route.MetaArgs) =>
  pageMeta({
    title: d?.purchase ? `${reviewCopy.pageTitle}: ${d.purchase.title}` : reviewCopy.pageTitle,
    description: reviewPurchaseCopy[d?.kind ?? "product"].intro,
    noindex: true,
  });

export default function NewReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { item, kind, token, signedIn, self, refusal, purchase } = loaderData;
  const answer = actionData as FormAnswer | undefined;
  const t = { ...reviewCopy, ...reviewPurchaseCopy[kind] };
  return (
    <div className="mx-auto grid max-w-xl gap-5 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink">{t.pageTitle}</h1>
      {purchase ? (
        <section aria-label={t.order} className="grid gap-1 rounded-card bg-surface p-4 text-sm">
          <p className="text-base font-semibold text-ink">
            {purchase.itemPath ? (
              <Link to={purchase.itemPath} className="underline">
                {purchase.title}
              </Link>
            ) : (
              purchase.title
            )}
          </p>
          {purchase.detail ? <p className="text-muted">{purchase.detail}</p> : null}
          <p className="text-muted">
            {t.boughtFrom} {purchase.sellerName} · {t.order} {purchase.reference}
          </p>
          {purchase.receivedAt ? (
            <p className="text-muted">
              {t.deliveredOn} {formatDate(purchase.receivedAt)}
            </p>
          ) : null}
        </section>
      ) : null}
      {refusal ? (
        <div className="grid gap-3">
          <FormError message={reviewErrors[refusal]} />
          {refusal === "notYours" && !signedIn ? (
            <p>
              <Link
                to={`/auth/sign-in?redirectTo=${encodeURIComponent(self)}`}
                className="font-semibold text-brand-700 underline"
              >
                {t.signIn}
              </Link>
            </p>
          ) : null}
        </div>
      ) : (
        <>
          <p className="text-muted">{t.intro}</p>
          <ReviewForm item={item} kind={kind} token={token} answer={answer} />
        </>
      )}
      {purchase ? (
        <p>
          <Link to={purchase.backPath} className="text-sm text-brand-700 hover:underline">
            ← {t.backToOrder}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
