import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { citext, createdAt, id, updatedAt } from "./columns";
import { inboxStatus, itemType, mailStatus, subscriberStatus } from "./enums";

/** Key-value settings an admin edits (notice bar text, ad prices, ...). */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: id(),
  email: citext("email").notNull().unique(),
  status: subscriberStatus("status").notNull().default("pending"),
  confirmToken: text("confirm_token").unique(),
  unsubscribeToken: text("unsubscribe_token").notNull().unique(),
  source: text("source"),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    status: inboxStatus("status").notNull().default("new"),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

export const brokenLinkReports = pgTable(
  "broken_link_reports",
  {
    id: id(),
    url: text("url").notNull(),
    referrer: text("referrer"),
    email: text("email"),
    details: text("details"),
    userAgent: text("user_agent"),
    status: inboxStatus("status").notNull().default("new"),
    createdAt: createdAt(),
  },
  (t) => [index("broken_link_reports_created_idx").on(t.createdAt)],
);

/** Outbound link clicks, recorded in our own analytics table (spec 000 §2 link handling). */
export const linkClicks = pgTable(
  "link_clicks",
  {
    id: id(),
    url: text("url").notNull(),
    pageUrl: text("page_url"),
    createdAt: createdAt(),
  },
  (t) => [index("link_clicks_created_idx").on(t.createdAt)],
);

/** Editable e-mail templates (admin Settings > e-mail templates). */
export const emailTemplates = pgTable("email_templates", {
  key: text("key").primaryKey(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});

/** Every e-mail the product sends; the dev mailbox reads this table. */
export const outgoingMail = pgTable(
  "outgoing_mail",
  {
    id: id(),
    to: text("to").notNull(),
    from: text("from").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    template: text("template"),
    /** Extra message headers (List-Unsubscribe and the like), sent over SMTP as stored. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: mailStatus("status").notNull().default("queued"),
    error: text("error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("outgoing_mail_created_idx").on(t.createdAt),
    index("outgoing_mail_to_idx").on(t.to),
  ],
);

/**
 * Reviews give products and stays their rating and review count: one mechanism for
 * both (issue 31). A verified review names what was bought (`purchase_item_id`: an
 * order item, or a stay's booking), so each purchase is reviewed once; a guest buyer
 * reviews through their order link (no account: `author_name` only). The seller may
 * reply once; a moderator may hide it (hidden reviews count nowhere).
 */
export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    itemType: itemType("item_type").notNull(),
    itemId: uuid("item_id").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name"),
    purchaseItemId: uuid("purchase_item_id"),
    rating: integer("rating").notNull(),
    body: text("body"),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    index("reviews_item_idx").on(t.itemType, t.itemId),
    uniqueIndex("reviews_purchase_item_idx").on(t.itemType, t.purchaseItemId),
  ],
);

/**
 * Every stored image, keyed by its original's storage key: its upright size and
 * the WebP variants made from it. Items keep only keys; pages look the images up
 * here to write srcset, width and height (no layout shift).
 */
export const mediaAssets = pgTable("media_assets", {
  key: text("key").primaryKey(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  variantWidths: integer("variant_widths").array().notNull().default([]),
  placeholderColor: text("placeholder_color"),
  contentType: text("content_type"),
  ownerId: uuid("owner_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});
