import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { content } from "./content";
import { createdAt, id } from "./columns";

/**
 * A fan's support for a creator (issue 35, ADR 072): what the fan chose to show beside
 * one "tip" payment, whose `order_id` is this row's id (as a ticket order's). The
 * amount, its state (paid, refunded) and the creator's share are the payment's and its
 * line's, never copied here. Written just before the payment starts;
 * shown under Supporters only once the payment is paid, and only what the fan chose
 * (a name, or none for anonymous; a message, public or for the creator alone).
 */
export const tips = pgTable(
  "tips",
  {
    id: id(),
    creatorId: uuid("creator_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fanUserId: uuid("fan_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The content page the fan supported from, if any. */
    contentId: uuid("content_id").references(() => content.id, { onDelete: "set null" }),
    /** The name shown with the tip; null is "Anonymous". */
    displayName: text("display_name"),
    message: text("message"),
    /** The fan let the message show under Supporters; otherwise only the creator reads it. */
    messagePublic: boolean("message_public").notNull().default(true),
    /** The creator, a moderator or an admin hid the message (and name) from the page. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: uuid("hidden_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("tips_creator_idx").on(t.creatorId, t.createdAt),
    index("tips_fan_idx")
      .on(t.fanUserId)
      .where(sql`${t.fanUserId} is not null`),
  ],
);
