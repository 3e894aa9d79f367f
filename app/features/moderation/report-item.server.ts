import { and, eq, inArray, isNull } from "drizzle-orm";
import { moderationQueue, profiles, reports, reviews } from "~/db/schema";
import { rolesWith } from "~/features/accounts/permissions";
import { notifyUsers } from "~/features/notifications/notifications.server";
import { AppError } from "~/lib/app-error.server";
import type { Db, Tx } from "~/lib/db/client.server";
import { fieldErrors } from "~/lib/form-schemas";
import type { ItemKind, ItemType } from "~/lib/item-kind";
import { findItemKind, itemKind, itemPath } from "~/lib/item-kind-registry.server";
import { moderationCopy } from "~/features/moderation/messages";
import { validation } from "~/lib/messages/validation";
import { takeRateLimit, type RateLimit } from "~/lib/rate-limit.server";
import { loadItems } from "./moderated-items.server";
import { reportSchema } from "./report-schema";

/** Reports one person may file in a window; more is flooding the queue. */
export const REPORT_RATE_LIMIT: RateLimit = { limit: 10, windowMs: 60 * 60 * 1000 };

/** Whether the item is on its public page right now (the kind's one public rule). */
async function isPublic(db: Db | Tx, kind: ItemKind, itemId: string) {
  const [row] = await db
    .select({ id: kind.columns.id })
    .from(kind.table)
    .where(and(eq(kind.columns.id, itemId), kind.publicWhere()))
    .limit(1);
  return !!row;
}

/** A review of the item that is still shown (not hidden), or undefined. */
async function shownReview(db: Db | Tx, itemType: ItemType, itemId: string, reviewId: string) {
  const [review] = await db
    .select({ id: reviews.id, rating: reviews.rating, body: reviews.body })
    .from(reviews)
    .where(
      and(
        eq(reviews.id, reviewId),
        eq(reviews.itemType, itemType),
        eq(reviews.itemId, itemId),
        isNull(reviews.hiddenAt),
      ),
    )
    .limit(1);
  return review;
}

/**
 * The public item a report form is about: its title and page, or null when not public.
 * With a review id: that review of the item (null when it is hidden or not the item's).
 */
export async function reportTarget(
  db: Db,
  { itemType, itemId, reviewId }: { itemType: ItemType; itemId: string; reviewId?: string | null },
) {
  const kind = itemKind(itemType);
  if (!(await isPublic(db, kind, itemId))) return null;
  const [item] = await loadItems(db, itemType, [itemId]);
  if (!item) return null;
  const review = reviewId ? await shownReview(db, itemType, itemId, reviewId) : null;
  if (reviewId && !review) return null;
  return {
    title: item.title,
    path: itemPath(kind, item.slug),
    review: review ? { id: review.id, rating: review.rating, body: review.body ?? "" } : null,
  };
}

export type ReportOutcome = { status: "created" | "duplicate"; itemPath: string };

/**
 * A signed-in user reports a public item (spec 001 §5, docs/product-decisions.md > Moderation). In
 * one transaction: the item is locked and must still be public, a second open report by
 * the same person on the same item is not stored again, and the report is written with
 * its moderation-queue entry carrying the reason. A person may file only so many reports
 * an hour.
 */
export async function reportItem(
  db: Db,
  input: {
    itemType: string;
    itemId: string;
    /** A report about one review of the item (issue 31). */
    reviewId?: string | null;
    reason: string;
    details?: string | null;
    reporterId: string;
  },
): Promise<ReportOutcome> {
  const parsed = reportSchema.safeParse({
    ...input,
    details: input.details ?? undefined,
    reviewId: input.reviewId ?? undefined,
  });
  if (!parsed.success) {
    throw new AppError("validation", { fieldErrors: fieldErrors(parsed.error) });
  }
  const { itemId, reviewId, reason, details } = parsed.data;
  const kind = findItemKind(parsed.data.itemType);
  if (!kind) throw new AppError("validation", { fieldErrors: { itemType: [validation.required] } });
  const itemType = kind.type;

  return db.transaction(async (tx) => {
    // Locked so two reports from one person cannot both pass the repeat check.
    const [item] = await loadItems(tx, itemType, [itemId], { lock: true });
    if (!item || !(await isPublic(tx, kind, itemId))) throw new AppError("notFound");
    const path = itemPath(kind, item.slug);
    // A review report is about a review still shown on this item's page.
    if (reviewId && !(await shownReview(tx, itemType, itemId, reviewId))) {
      throw new AppError("notFound");
    }

    const [open] = await tx
      .select({ id: reports.id })
      .from(reports)
      .where(
        and(
          eq(reports.reporterId, input.reporterId),
          eq(reports.itemType, itemType),
          eq(reports.itemId, itemId),
          reviewId ? eq(reports.reviewId, reviewId) : isNull(reports.reviewId),
          eq(reports.status, "open"),
        ),
      )
      .limit(1);
    if (open) return { status: "duplicate" as const, itemPath: path };

    if (!(await takeRateLimit(`report:${input.reporterId}`, REPORT_RATE_LIMIT, tx))) {
      throw new AppError("rateLimited");
    }

    const [report] = await tx
      .insert(reports)
      .values({
        reporterId: input.reporterId,
        itemType,
        itemId,
        reviewId,
        reason,
        description: details,
      })
      .returning({ id: reports.id });
    await tx.insert(moderationQueue).values({
      itemType,
      itemId,
      title: reviewId ? moderationCopy.reviewQueueTitle(item.title) : item.title,
      userId: item.ownerId,
      reportId: report!.id,
    });

    // Everyone who reviews the queue hears of it in-app (spec 001 §7: a report is a
    // notification carrying item type, id, reason and description).
    const reviewers = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(inArray(profiles.role, rolesWith("moderation:review")));
    const notice = moderationCopy.reportReceived(
      reviewId ? "Review" : kind.label,
      reviewId ? moderationCopy.reviewQueueTitle(item.title) : item.title,
      reason,
    );
    await notifyUsers(
      tx,
      reviewers.map((r) => ({
        userId: r.id,
        type: "report",
        title: notice.title,
        message: notice.message,
        data: {
          item_type: itemType,
          item_id: itemId,
          ...(reviewId ? { review_id: reviewId } : {}),
          reason,
          description: details,
          href: "/admin/moderation",
        },
      })),
    );
    return { status: "created" as const, itemPath: path };
  });
}
