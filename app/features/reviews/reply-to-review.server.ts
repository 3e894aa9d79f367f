import { and, eq, isNull } from "drizzle-orm";
import { profiles, reviews } from "~/db/schema";
import { authorize } from "~/features/accounts/permissions";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { fieldErrors } from "~/lib/form-schemas";
import { reviewErrors } from "./messages";
import { reviewSource } from "./review-sources.server";
import { replySchema } from "./review-schema";
import { invalidateReviewedItem } from "./reviewed-item-pages.server";

/**
 * The seller of the reviewed item (or an admin) replies to a review, once (issue 31).
 * In one transaction the review is locked, the actor's role read again and checked
 * against the item's seller, and the reply written only if there is none: a second
 * reply, from the same seller or racing, is refused. A hidden review takes no reply.
 */
export async function replyToReview({
  actorId,
  input,
}: {
  actorId: string;
  input: Record<string, unknown>;
}): Promise<{ reviewId: string }> {
  const parsed = replySchema.safeParse(input);
  if (!parsed.success) {
    throw new AppError("validation", { fieldErrors: fieldErrors(parsed.error) });
  }
  const { reviewId, reply } = parsed.data;
  const db = await getDb();
  const reviewed = await db.transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for("update");
    if (!review || review.hiddenAt) {
      throw new AppError("notFound", { message: reviewErrors.reviewGone });
    }
    const source = reviewSource(review.itemType);
    const sellerId = source ? await source.sellerOf(tx, review.itemId) : null;
    const [actor] = await tx
      .select({ role: profiles.role })
      .from(profiles)
      .where(eq(profiles.id, actorId));
    const allowed = authorize(actor ? { id: actorId, role: actor.role } : null, "reviews:reply", {
      ownerId: sellerId,
    });
    if (!allowed) throw new AppError("forbidden", { message: reviewErrors.notSeller });
    if (review.reply != null) {
      throw new AppError("validation", { message: reviewErrors.alreadyReplied });
    }
    await tx
      .update(reviews)
      .set({ reply, repliedAt: new Date() })
      .where(and(eq(reviews.id, reviewId), isNull(reviews.reply)));
    return review;
  });
  await invalidateReviewedItem(db, reviewed.itemType, reviewed.itemId);
  return { reviewId };
}
