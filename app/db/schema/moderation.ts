import { index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./auth";
import { createdAt, id, updatedAt } from "./columns";
import { itemType, reportReason, reportStatus } from "./enums";

/** Reports from users about an item (spec 001 §5 reasons). */
export const reports = pgTable(
  "reports",
  {
    id: id(),
    reporterId: uuid("reporter_id").references(() => users.id, { onDelete: "set null" }),
    itemType: itemType("item_type").notNull(),
    itemId: uuid("item_id").notNull(),
    reason: reportReason("reason").notNull(),
    description: text("description"),
    status: reportStatus("status").notNull().default("open"),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("reports_item_idx").on(t.itemType, t.itemId)],
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
