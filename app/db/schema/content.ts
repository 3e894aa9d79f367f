import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id, moderationColumns, updatedAt } from "./columns";
import { contentStatus, contentType, moderationStatus } from "./enums";

export const content = pgTable(
  "content",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    contentType: contentType("content_type").notNull(),
    description: text("description").notNull().default(""),
    category: text("category").notNull(),
    tags: text("tags").array().notNull().default([]),
    // Video and audio only (spec 001 §3).
    durationSeconds: integer("duration_seconds"),
    creatorId: uuid("creator_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mediaKey: text("media_key").notNull(),
    mimeType: text("mime_type").notNull(),
    fileSize: bigint("file_size", { mode: "number" }).notNull(),
    originalFilename: text("original_filename"),
    thumbnailKey: text("thumbnail_key"),
    width: integer("width"),
    height: integer("height"),
    status: contentStatus("status").notNull().default("published"),
    isFeatured: boolean("is_featured").notNull().default(false),
    viewCount: integer("view_count").notNull().default(0),
    moderationStatus: moderationStatus("moderation_status").notNull().default("pending"),
    ...moderationColumns(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("content_duration_check", sql`${t.durationSeconds} is null or ${t.durationSeconds} >= 0`),
    index("content_public_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'published' and ${t.moderationStatus} <> 'rejected'`),
    index("content_type_idx").on(t.contentType),
    index("content_category_idx").on(t.category),
    index("content_creator_idx").on(t.creatorId, t.createdAt),
    index("content_featured_idx").on(t.isFeatured, t.createdAt),
    index("content_tags_idx").using("gin", t.tags),
  ],
);
