import { and, eq } from "drizzle-orm";
import { reviews } from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import type { ItemType } from "~/lib/item-kind";
import { reviewErrors } from "./messages";
import { buyerBy, reviewAuthorName, type ReviewerClaim } from "./reviewer.server";
import { reviewSource, type ReviewablePurchase } from "./review-sources.server";
import { reviewSchema } from "./review-schema";
import { invalidateReviewedItem } from "./reviewed-item-pages.server";
import { fieldErrors } from "~/lib/form-schemas";

/** Why a purchase cannot be reviewed now, or null when it can. */
export type ReviewRefusal = keyof Pick<
  typeof reviewErrors,
  "notFound" | "notYours" | "notDelivered" | "notCheckedOut" | "alreadyReviewed" | "itemGone"
>;

/**
 * The purchase a review form is about and whether the claim may review it: the one
 * check the page (to show the form or the refusal) and the submit (to write) share.
 */
async function checkPurchase(
  db: Parameters<typeof buyerBy>[0],
  {
    itemType,
    purchaseItemId,
    claim,
    lock,
  }: {
    itemType: ItemType;
    purchaseItemId: string;
    claim: ReviewerClaim;
    lock: boolean;
  },
): Promise<{
  purchase: ReviewablePurchase | null;
  refusal: ReviewRefusal | null;
  by: "account" | "token" | null;
}> {
  const source = reviewSource(itemType);
  const purchase = source ? await source.findPurchase(db, purchaseItemId, { lock }) : null;
  if (!purchase) return { purchase: null, refusal: "notFound", by: null };
  const by = await buyerBy(db, purchase, claim);
  // Not the buyer: the same answer whatever the order's state (nothing about it leaks).
  if (!by) return { purchase: null, refusal: "notYours", by };
  const [existing] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.itemType, itemType), eq(reviews.purchaseItemId, purchaseItemId)))
    .limit(1);
  if (existing) return { purchase, refusal: "alreadyReviewed", by };
  if (!purchase.received) {
    return { purchase, refusal: itemType === "property" ? "notCheckedOut" : "notDelivered", by };
  }
  if (!purchase.itemId) return { purchase, refusal: "itemGone", by };
  return { purchase, refusal: null, by };
}

/** What /reviews/new shows: the purchase and the form, or why there is no form. */
export async function reviewFormFor({
  itemType = "product",
  purchaseItemId,
  claim,
}: {
  itemType?: ItemType;
  purchaseItemId: string;
  claim: ReviewerClaim;
}) {
  const db = await getDb();
  return checkPurchase(db, { itemType, purchaseItemId, claim, lock: false });
}

/**
 * A buyer reviews what they received (issue 31): once per purchased item (an order item
 * of a DELIVERED order; a stay's booking later), 1–5 stars and text. Allowed to the
 * signed-in buyer or the holder of the order link (a guest); signed with the order's
 * name as "First L.". In one transaction the purchase row is locked, the buyer and the
 * state checked, and the review written; the unique (item_type, purchase_item_id)
 * index refuses a second one even from a racing request.
 */
export async function submitReview({
  userId,
  input,
}: {
  userId: string | null;
  /** The posted form (parsed again here: the domain step trusts no caller). */
  input: Record<string, unknown>;
}): Promise<{ reviewId: string; backPath: string; itemPath: string | null }> {
  const parsed = reviewSchema.safeParse(input);
  if (!parsed.success) {
    throw new AppError("validation", { fieldErrors: fieldErrors(parsed.error) });
  }
  const { item, kind: itemType, token, rating, body } = parsed.data;
  const claim: ReviewerClaim = { userId, token };
  const db = await getDb();
  let reviewedId = "";
  const outcome = await db.transaction(async (tx) => {
    const { purchase, refusal, by } = await checkPurchase(tx, {
      itemType,
      purchaseItemId: item,
      claim,
      lock: true,
    });
    if (refusal || !purchase?.itemId) throw refusalError(refusal ?? "notFound");
    reviewedId = purchase.itemId;
    const [row] = await tx
      .insert(reviews)
      .values({
        itemType,
        itemId: purchase.itemId,
        // A signed-in buyer's review is theirs; a link holder's is the order's, by name only.
        userId: by === "account" ? userId : null,
        authorName: reviewAuthorName(purchase.buyerName),
        purchaseItemId: purchase.purchaseItemId,
        rating,
        body,
      })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    if (!row) throw refusalError("alreadyReviewed");
    return {
      reviewId: row.id,
      // Back where the buyer came from: the order link for a guest, else their orders.
      backPath: by === "account" ? purchase.accountPath : purchase.guestPath,
      itemPath: purchase.itemPath,
    };
  });
  // The item's rating and reviews changed: its pages, not the whole site.
  await invalidateReviewedItem(db, itemType, reviewedId);
  return outcome;
}

/** The refusal as the error a form shows: its status and the clear words. */
export function refusalError(refusal: ReviewRefusal) {
  const kind =
    refusal === "notFound" || refusal === "itemGone"
      ? "notFound"
      : refusal === "notYours"
        ? "forbidden"
        : "validation";
  return new AppError(kind, { message: reviewErrors[refusal] });
}
