import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { citext, createdAt, id, updatedAt } from "./columns";
import { itemType, kycStatus, userRole } from "./enums";

/** One profile per user; its id equals the user's id (spec 000 §3). */
export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    role: userRole("role").notNull().default("creator"),
    fullName: text("full_name"),
    username: citext("username").unique(),
    email: citext("email").notNull(),
    bio: text("bio"),
    avatarKey: text("avatar_key"),
    phone: text("phone"),
    city: text("city"),
    state: text("state"),
    kycStatus: kycStatus("kyc_status").notNull().default("none"),
    onboardingCompletedAt: timestamp("onboarding_completed_at", { withTimezone: true }),
    onboardingSteps: text("onboarding_steps").array().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("profiles_created_at_idx").on(t.createdAt),
    index("profiles_role_idx").on(t.role),
    index("profiles_kyc_status_idx").on(t.kycStatus),
  ],
);

/** Audit trail of role changes: who changed whom, from what, to what, when. */
export const roleChanges = pgTable(
  "role_changes",
  {
    id: id(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    targetId: uuid("target_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fromRole: userRole("from_role").notNull(),
    toRole: userRole("to_role").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("role_changes_target_idx").on(t.targetId, t.createdAt)],
);

/** In-app notifications; reports also travel as notifications to admins (spec 001 §3). */
export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.createdAt)],
);

/** Saved items (the spec's favorites empty state). */
export const favorites = pgTable(
  "favorites",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemType: itemType("item_type").notNull(),
    itemId: uuid("item_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemType, t.itemId] })],
);
