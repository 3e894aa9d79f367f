import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { moderationQueue, profiles, reports, reviews } from "~/db/schema";
import { can } from "~/features/accounts/permissions";
import { displayName } from "~/features/accounts/display-name";
import { notifyUsers } from "~/features/notifications/notifications.server";
import { AppError } from "~/lib/app-error.server";
import { invalidatePublicCache } from "~/lib/cache.server";
import type { Db, Tx } from "~/lib/db/client.server";
import { getLogger } from "~/lib/logger.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import { publicBaseUrl } from "~/lib/public-url.server";
import { moderationDecisionMail } from "./moderation-mails";
import { moderationCopy, moderationToasts } from "~/features/moderation/messages";
import { toPage } from "~/lib/pagination";
import { itemKind, itemKinds, itemPath } from "~/lib/item-kind-registry.server";
import { itemMayBePublic } from "~/lib/item-published.server";
import { loadItems, type ItemType, type ModeratedItem } from "./moderated-items.server";

export const QUEUE_PAGE_SIZE = 20;

export interface QueueEntry {
  id: string;
  itemType: ItemType;
  itemId: string;
  title: string;
  createdAt: string;
  owner: { id: string; name: string; email: string } | null;
  report: {
    reason: string;
    description: string | null;
    reporter: string | null;
    /** A report about one review of the item: that review (issue 31). */
    review: { id: string; author: string | null; rating: number; body: string } | null;
  } | null;
  /** Public page, when the item is already visible there. */
  publicPath: string | null;
  moderationStatus: ModeratedItem["moderationStatus"] | null;
}

export async function pendingReviewCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(moderationQueue);
  return row?.n ?? 0;
}

/** The queue, newest first, with each item's owner and, for reports, reason and reporter. */
export async function listModerationQueue(db: Db, page = 1) {
  const reporter = alias(profiles, "reporter");
  const [rows, total] = await Promise.all([
    db
      .select({
        id: moderationQueue.id,
        itemType: moderationQueue.itemType,
        itemId: moderationQueue.itemId,
        title: moderationQueue.title,
        createdAt: moderationQueue.createdAt,
        queuedFor: moderationQueue.userId,
        reportReason: reports.reason,
        reportDescription: reports.description,
        reporterFullName: reporter.fullName,
        reporterUsername: reporter.username,
        reporterEmail: reporter.email,
        reviewId: reviews.id,
        reviewAuthor: reviews.authorName,
        reviewRating: reviews.rating,
        reviewBody: reviews.body,
      })
      .from(moderationQueue)
      .leftJoin(reports, eq(reports.id, moderationQueue.reportId))
      .leftJoin(reporter, eq(reporter.id, reports.reporterId))
      .leftJoin(reviews, eq(reviews.id, reports.reviewId))
      .orderBy(desc(moderationQueue.createdAt), desc(moderationQueue.id))
      .limit(QUEUE_PAGE_SIZE)
      .offset((page - 1) * QUEUE_PAGE_SIZE),
    pendingReviewCount(db),
  ]);

  // Current item states and owners, one query per type on the page.
  const states = new Map<string, ModeratedItem>();
  for (const { type } of itemKinds()) {
    const ids = rows.filter((r) => r.itemType === type).map((r) => r.itemId);
    for (const item of await loadItems(db, type, ids)) states.set(`${type}:${item.id}`, item);
  }
  const ownerIds = [
    ...new Set(
      rows
        .map((r) => states.get(`${r.itemType}:${r.itemId}`)?.ownerId ?? r.queuedFor)
        .filter((id): id is string => !!id),
    ),
  ];
  const owners = new Map(
    (ownerIds.length
      ? await db.select().from(profiles).where(inArray(profiles.id, ownerIds))
      : []
    ).map((p) => [p.id, { id: p.id, email: p.email, name: displayName(p) }]),
  );

  const items: QueueEntry[] = rows.map((r) => {
    const item = states.get(`${r.itemType}:${r.itemId}`);
    const ownerId = item?.ownerId ?? r.queuedFor;
    return {
      id: r.id,
      itemType: r.itemType,
      itemId: r.itemId,
      title: r.title,
      createdAt: r.createdAt.toISOString(),
      owner: (ownerId && owners.get(ownerId)) || null,
      report: r.reportReason
        ? {
            reason: r.reportReason,
            description: r.reportDescription,
            reporter: r.reporterEmail
              ? displayName({
                  fullName: r.reporterFullName,
                  username: r.reporterUsername,
                  email: r.reporterEmail,
                })
              : null,
            review:
              r.reviewId && r.reviewRating != null
                ? {
                    id: r.reviewId,
                    author: r.reviewAuthor,
                    rating: r.reviewRating,
                    body: r.reviewBody ?? "",
                  }
                : null,
          }
        : null,
      publicPath:
        item && item.moderationStatus === "approved"
          ? itemPath(itemKind(r.itemType), item.slug)
          : null,
      moderationStatus: item?.moderationStatus ?? null,
    };
  });
  return toPage(items, total, page, QUEUE_PAGE_SIZE);
}

export interface ModerationInput {
  queueId: string;
  decision: "approve" | "reject";
  notes: string | null;
}

export interface ModerationOutcome {
  itemType: ItemType;
  decision: "approve" | "reject";
  item: ModeratedItem;
  /** The entry was a user's report: approve dismissed it, reject hid the item. */
  report: boolean;
  /** The report was about one review: reject hid that review, not the item. */
  review: boolean;
}

/**
 * Decides one queue entry (spec 001 §4, docs/product-decisions.md > Moderation). In one transaction:
 * the moderator's right is read again from the database, the entry and the item are
 * locked, the item is approved (published/active) or rejected, the entry is removed and
 * the owner is notified in-app. Rejecting also settles every other entry and open report
 * on the same item, as it is no longer public. E-mail goes after the commit.
 *
 * On a user's report, approve means "dismiss the report": the item keeps its state and
 * the owner hears nothing (nothing changed for them); reject hides the item and tells
 * the owner it was removed after a report. On a report about one review (issue 31),
 * reject hides that review only (`hidden_at`: it leaves the page, the average and the
 * count) and settles every open report on it; the item is untouched. Either way the
 * report row keeps who decided (`resolved_by`) and how (`status`).
 */
export async function moderateQueueEntry(
  db: Db,
  moderatorId: string,
  input: ModerationInput,
): Promise<ModerationOutcome> {
  const approve = input.decision === "approve";
  const outcome = await db.transaction(async (tx) => {
    const [moderator] = await tx
      .select({ role: profiles.role })
      .from(profiles)
      .where(eq(profiles.id, moderatorId));
    if (!can(moderator?.role, "moderation:review")) throw new AppError("forbidden");

    const [entry] = await tx
      .select()
      .from(moderationQueue)
      .where(eq(moderationQueue.id, input.queueId))
      .for("update");
    // Someone else decided first: the entry is gone.
    if (!entry) throw new AppError("notFound", { message: moderationToasts.alreadyDecided });

    const [item] = await loadItems(tx, entry.itemType, [entry.itemId], { lock: true });
    if (!item) {
      await tx.delete(moderationQueue).where(eq(moderationQueue.id, entry.id));
      throw new AppError("notFound", { message: moderationToasts.itemGone });
    }

    // A dismissed report leaves the item exactly as it was (pending stays pending).
    const dismissesReport = approve && !!entry.reportId;
    const [report] = entry.reportId
      ? await tx.select().from(reports).where(eq(reports.id, entry.reportId))
      : [];
    if (report?.reviewId) {
      return { ...(await decideReviewReport(tx, moderatorId, report, approve)), item };
    }
    if (!dismissesReport) {
      await itemKind(entry.itemType).applyDecision(tx, item.id, {
        approve,
        moderatorId,
        notes: input.notes,
      });
      // Approval may make it public for the first time: its owner's followers hear of it.
      if (approve) await itemMayBePublic(tx, { type: entry.itemType, id: item.id });
    }

    if (approve) {
      await tx.delete(moderationQueue).where(eq(moderationQueue.id, entry.id));
      if (entry.reportId) {
        await tx
          .update(reports)
          .set({ status: "dismissed", resolvedBy: moderatorId, updatedAt: new Date() })
          .where(eq(reports.id, entry.reportId));
      }
    } else {
      await tx
        .delete(moderationQueue)
        .where(
          and(
            eq(moderationQueue.itemType, entry.itemType),
            eq(moderationQueue.itemId, entry.itemId),
          ),
        );
      await tx
        .update(reports)
        .set({ status: "resolved", resolvedBy: moderatorId, updatedAt: new Date() })
        .where(
          and(
            eq(reports.itemType, entry.itemType),
            eq(reports.itemId, entry.itemId),
            eq(reports.status, "open"),
          ),
        );
    }

    // Nothing changed for the owner when a report is dismissed: no notice.
    const ownerId = dismissesReport ? null : (item.ownerId ?? entry.userId);
    const kind = itemKind(item.type);
    const notice = report
      ? moderationCopy.reportUpheldNotice(kind.noun, item.title, report.reason)
      : moderationCopy.ownerNotice(kind.noun, item.title, approve);
    const href = approve ? itemPath(kind, item.slug) : "/dashboard/content";
    if (ownerId) {
      await notifyUsers(tx, [
        {
          userId: ownerId,
          type: approve ? "moderation.approved" : "moderation.rejected",
          title: notice.title,
          message: input.notes
            ? `${notice.message} ${moderationCopy.notesLabel}: ${input.notes}`
            : notice.message,
          data: {
            itemType: item.type,
            itemId: item.id,
            href,
            ...(report ? { reason: report.reason } : {}),
          },
        },
      ]);
    }
    const [ownerProfile] = ownerId
      ? await tx.select().from(profiles).where(eq(profiles.id, ownerId))
      : [];
    return { item, ownerProfile, notice, href, isReport: !!entry.reportId, isReview: false };
  });

  invalidatePublicCache();

  const { item, ownerProfile, notice, href, isReport, isReview } = outcome;
  if (ownerProfile && notice && href) {
    // The decision stands even if the e-mail cannot go out; the in-app notice is there.
    await sendMail({
      to: ownerProfile.email,
      ...moderationDecisionMail(approve).render({
        origin: publicBaseUrl(),
        ownerName: displayName(ownerProfile),
        notice,
        notes: input.notes,
        path: href,
      }),
    }).catch((err: unknown) => getLogger().error({ err }, "moderation e-mail failed"));
  }

  return {
    itemType: item.type,
    decision: input.decision,
    item,
    report: isReport,
    review: isReview,
  };
}

/**
 * A report about one review: dismiss it, or hide the review and settle every open
 * report on it (with their queue entries). Nobody is e-mailed: the item did not change.
 */
async function decideReviewReport(
  tx: Tx,
  moderatorId: string,
  report: typeof reports.$inferSelect,
  approve: boolean,
) {
  const now = new Date();
  const settled = await tx
    .update(reports)
    .set({
      status: approve ? "dismissed" : "resolved",
      resolvedBy: moderatorId,
      updatedAt: now,
    })
    .where(
      approve
        ? eq(reports.id, report.id)
        : and(eq(reports.reviewId, report.reviewId!), eq(reports.status, "open")),
    )
    .returning({ id: reports.id });
  const ids = [report.id, ...settled.map((r) => r.id)];
  await tx.delete(moderationQueue).where(inArray(moderationQueue.reportId, ids));
  if (!approve) {
    await tx
      .update(reviews)
      .set({ hiddenAt: now })
      .where(and(eq(reviews.id, report.reviewId!), isNull(reviews.hiddenAt)));
  }
  return {
    ownerProfile: undefined,
    notice: null,
    href: null,
    isReport: true,
    isReview: true,
  };
}
