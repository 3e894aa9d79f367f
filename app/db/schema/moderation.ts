import { check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./auth";
import { createdAt, id, updatedAt } from "./columns";
import { itemType, reportReason, reportStatus } from "./enums";
import { reviews } from "./site";
import { tips } from "./tips";

/**
 * Reports from users about an item (spec 001 §5 reasons). A report about one review of
 * the item names it (`review_id`): upholding it hides that review, not the item
 * (docs/decisions/064-verified-reviews.md).
 */
export const reports = pgTable(
  "reports",
  {
    id: id(),
    reporterId: uuid("reporter_id").references(() => users.id, { onDelete: "set null" }),
    itemType: itemType("item_type"),
    itemId: uuid("item_id"),
    reviewId: uuid("review_id").references(() => reviews.id, { onDelete: "cascade" }),
    /**
     * A report about a supporter's message on a creator's page (issue 35): it names
     * the tip and no item (a person's page is not an item), so item_type/item_id are
     * null for it and only for it (the check below).
     */
    tipId: uuid("tip_id").references(() => tips.id, { onDelete: "cascade" }),
    reason: reportReason("reason").notNull(),
    description: text("description"),
    status: reportStatus("status").notNull().default("open"),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("reports_item_idx").on(t.itemType, t.itemId),
    index("reports_review_idx")
      .on(t.reviewId)
      .where(sql`${t.reviewId} is not null`),
    index("reports_tip_idx")
      .on(t.tipId)
      .where(sql`${t.tipId} is not null`),
    check(
      "reports_names_item_or_tip",
      sql`(${t.itemId} is not null and ${t.itemType} is not null) <> (${t.tipId} is not null)`,
    ),
  ],
);

/**
 * Items waiting for a moderator: new items, and items reported by users (with
 * report_id set). A row is deleted once the item is approved or rejected.
 */
export const moderationQueue = pgTable(
  "moderation_queue",
  {
    id: id(),
    itemType: itemType("item_type").notNull(),
    itemId: uuid("item_id").notNull(),
    title: text("title").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    reportId: uuid("report_id").references(() => reports.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("moderation_queue_created_idx").on(t.createdAt),
    // One review entry per item; reports add their own rows.
    uniqueIndex("moderation_queue_item_idx")
      .on(t.itemType, t.itemId)
      .where(sql`${t.reportId} is null`),
  ],
);
