import { customType, integer, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/** Case-insensitive text (extension created in the first custom migration). */
export const citext = customType<{ data: string }>({ dataType: () => "citext" });

export const id = () =>
  uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`);

export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** Money is a whole number of naira (docs/product-decisions.md > Money). */
export const naira = (name: string) => integer(name);

/** Moderation columns shared by content, events, products and properties. */
export const moderationColumns = () => ({
  moderationNotes: text("moderation_notes"),
  moderatedBy: uuid("moderated_by"),
  moderatedAt: timestamp("moderated_at", { withTimezone: true }),
});
