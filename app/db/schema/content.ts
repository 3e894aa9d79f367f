import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id, moderationColumns, updatedAt } from "./columns";
import { contentProcessingStatus, contentStatus, contentType, moderationStatus } from "./enums";

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
    // The creator's own thumbnail (video and audio, optional).
    thumbnailKey: text("thumbnail_key"),
    // Made by the processing job: a video's poster frame, its data-saver rendition for
    // mobile data, a PDF's page count. Seeded and older rows are already "ready".
    posterKey: text("poster_key"),
    dataSaverKey: text("data_saver_key"),
    pageCount: integer("page_count"),
    processingStatus: contentProcessingStatus("processing_status").notNull().default("ready"),
    processingError: text("processing_error"),
    processedAt: timestamp("processed_at", { withTimezone: true }),
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
    check("content_page_count_check", sql`${t.pageCount} is null or ${t.pageCount} >= 0`),
  ],
);

/**
 * One row per visitor per item per day (issue 15): a repeat view the same day is not
 * counted again. `visitorKey` is the signed-in user's id or a hash of the anonymous
 * visitor's cookie; bots never get a row. content.view_count is the running total.
 */
export const contentViews = pgTable(
  "content_views",
  {
    contentId: uuid("content_id")
      .notNull()
      .references(() => content.id, { onDelete: "cascade" }),
    visitorKey: text("visitor_key").notNull(),
    // The WAT calendar day of the view.
    day: date("day").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.day, t.visitorKey] }),
    index("content_views_day_idx").on(t.day),
  ],
);

/**
 * Resumable uploads in progress (tus, ADR tus-uploads). The tus id is made by the
 * server (a UUID), so it can never name a path outside the upload store; this row binds
 * it to its owner, so nobody else can HEAD, PATCH, DELETE or finish it. `finishedAt` is
 * set once every declared byte arrived and the bytes matched the type; `contentId` once
 * a content row took the file. Rows nobody finished or used are cleaned by a job.
 */
export const contentUploads = pgTable(
  "content_uploads",
  {
    id: uuid("id").primaryKey(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contentType: contentType("content_type").notNull(),
    declaredSize: bigint("declared_size", { mode: "number" }).notNull(),
    filename: text("filename").notNull(),
    // The type found from the bytes (file-type), once the first bytes arrived.
    mimeType: text("mime_type"),
    createdAt: createdAt(),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    // A file posted with the form (no JavaScript): its bytes already sit in storage here,
    // not in the tus store; content takes the key as its media, or the cleanup removes it.
    storageKey: text("storage_key"),
    contentId: uuid("content_id").references(() => content.id, { onDelete: "set null" }),
  },
  (t) => [
    index("content_uploads_owner_idx").on(t.ownerId),
    index("content_uploads_activity_idx").on(t.lastActivityAt),
    check("content_uploads_size_check", sql`${t.declaredSize} > 0`),
  ],
);
