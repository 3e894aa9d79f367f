import type { Route } from "./+types/reviews";
import { requirePermission } from "~/features/accounts/guards.server";
import {
  AwaitingReviewList,
  SellerReviewsList,
} from "~/features/reviews/components/seller-reviews-list";
import { listAwaitingReview, listSellerReviews } from "~/features/reviews/list-reviews.server";
import { reviewToasts } from "~/features/reviews/messages";
import { replyToReview } from "~/features/reviews/reply-to-review.server";
import { replySchema } from "~/features/reviews/review-schema";
import { messageToast, redirectAfter, redirectWithToast } from "~/lib/flash.server";
import { parseForm } from "~/lib/form-action.server";
import { pageFromUrl } from "~/lib/pagination";

/**
 * Reviews, both ways: what this person received and may review, and the reviews of
 * what they sell, with a reply form under each unreplied one. Everyone signed in.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "area:dashboard");
  const [awaiting, page] = await Promise.all([
    listAwaitingReview({ userId: user.id }),
    listSellerReviews({ userId: user.id, page: pageFromUrl(request.url) }),
  ]);
  return { awaiting, page };
}

/** A reply: the seller of the reviewed item (or an admin), once; checked in the transaction. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "area:dashboard");
  const parsed = await parseForm(request, replySchema);
  const back = (page?: string) =>
    `/dashboard/reviews${page && page !== "1" ? `?page=${page}` : ""}`;
  if (!parsed.ok) {
    const message = Object.values(parsed.response.data.fieldErrors)[0]?.[0];
    return redirectWithToast(
      back(),
      messageToast(
        {
          title: reviewToasts.replyInvalid.title,
          message: message ?? reviewToasts.replyInvalid.message,
        },
        "error",
      ),
    );
  }
  return redirectAfter(back(parsed.data.page), async () => {
    await replyToReview({ actorId: user.id, input: parsed.values });
    return reviewToasts.replied;
  });
}

export default function SellerReviewsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="grid gap-8">
      <AwaitingReviewList items={loaderData.awaiting} />
      <SellerReviewsList page={loaderData.page} />
    </div>
  );
}
