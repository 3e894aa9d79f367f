import { and, eq, inArray } from "drizzle-orm";
import { moderationQueue, profiles, reports } from "~/db/schema";
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

/** The public item a report form is about: its title and page, or null when not public. */
export async function reportTarget(
  db: Db,
  { itemType, itemId }: { itemType: ItemType; itemId: string },
) {
  const kind = itemKind(itemType);
  if (!(await isPublic(db, kind, itemId))) return null;
  const [item] = await loadItems(db, itemType, [itemId]);
  return item ? { title: item.title, path: itemPath(kind, item.slug) } : null;
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
    reason: string;
    details?: string | null;
    reporterId: string;
  },
): Promise<ReportOutcome> {
  const parsed = reportSchema.safeParse({ ...input, details: input.details ?? undefined });
  if (!parsed.success) {
    throw new AppError("validation", { fieldErrors: fieldErrors(parsed.error) });
  }
  const { itemId, reason, details } = parsed.data;
  const kind = findItemKind(parsed.data.itemType);
  if (!kind) throw new AppError("validation", { fieldErrors: { itemType: [validation.required] } });
  const itemType = kind.type;

  return db.transaction(async (tx) => {
    // Locked so two reports from one person cannot both pass the repeat check.
    const [item] = await loadItems(tx, itemType, [itemId], { lock: true });
    if (!item || !(await isPublic(tx, kind, itemId))) throw new AppError("notFound");
    const path = itemPath(kind, item.slug);

    const [open] = await tx
      .select({ id: reports.id })
      .from(reports)
      .where(
        and(
          eq(reports.reporterId, input.reporterId),
          eq(reports.itemType, itemType),
          eq(reports.itemId, itemId),
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
      .values({ reporterId: input.reporterId, itemType, itemId, reason, description: details })
      .returning({ id: reports.id });
    await tx.insert(moderationQueue).values({
      itemType,
      itemId,
      title: item.title,
      userId: item.ownerId,
      reportId: report!.id,
    });

    // Everyone who reviews the queue hears of it in-app (spec 001 §7: a report is a
    // notification carrying item type, id, reason and description).
    const reviewers = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(inArray(profiles.role, rolesWith("moderation:review")));
    const notice = moderationCopy.reportReceived(kind.label, item.title, reason);
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
          reason,
          description: details,
          href: "/admin/moderation",
        },
      })),
    );
    return { status: "created" as const, itemPath: path };
  });
}
