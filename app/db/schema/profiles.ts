import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { citext, createdAt, id, updatedAt } from "./columns";
import { itemType, kycStatus, userRole } from "./enums";

export type ProfileLink = { label: string; url: string };

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
    /** The public page's header picture (issue 35). */
    coverKey: text("cover_key"),
    /** Links on the public page, each checked by the link-safety rules when saved. */
    links: jsonb("links").$type<ProfileLink[]>().notNull().default([]),
    /** Fans may pay this person directly from their page and content (issue 35). */
    supportEnabled: boolean("support_enabled").notNull().default(true),
    /** The person chose to have no public page: /@username answers 404. */
    profileHidden: boolean("profile_hidden").notNull().default(false),
    /** E-mail about what the people one follows publish (in-app notices always). */
    followEmails: boolean("follow_emails").notNull().default(true),
    /** An admin suspended the account: no public page, no sales, no tips (ADR 072). */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    suspendedBy: uuid("suspended_by"),
    suspendedReason: text("suspended_reason"),
    onboardingCompletedAt: timestamp("onboarding_completed_at", { withTimezone: true }),
    onboardingSteps: text("onboarding_steps").array().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("profiles_created_at_idx").on(t.createdAt),
    index("profiles_role_idx").on(t.role),
    index("profiles_kyc_status_idx").on(t.kycStatus),
    // The few suspended accounts, which every public item query leaves out (ADR 073):
    // read from this index in a probe, never by a scan of every profile.
    index("profiles_suspended_idx")
      .on(t.id)
      .where(sql`${t.suspendedAt} is not null`),
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

/**
 * A username someone gave up: /@old redirects to the person's page for 90 days, and
 * nobody else may claim it meanwhile (ADR 072). Taking it back removes the row.
 */
export const usernameHistory = pgTable(
  "username_history",
  {
    username: citext("username").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("username_history_user_idx").on(t.userId)],
);

/** Who follows whom. Counts are counts of these rows; following twice is one row. */
export const follows = pgTable(
  "follows",
  {
    followerId: uuid("follower_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    followeeId: uuid("followee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index("follows_followee_idx").on(t.followeeId, t.createdAt),
    check("follows_not_self", sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

/**
 * Something a followed person published, waiting for the follower's daily e-mail
 * (at most one a day per person, through the jobs queue). The in-app notification is
 * written at once; `mailed_at` is set when the digest carrying it is queued.
 */
export const followUpdates = pgTable(
  "follow_updates",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    publisherId: uuid("publisher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemType: itemType("item_type").notNull(),
    itemId: uuid("item_id").notNull(),
    createdAt: createdAt(),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
  },
  (t) => [
    index("follow_updates_unmailed_idx")
      .on(t.userId, t.createdAt)
      .where(sql`${t.mailedAt} is null`),
    index("follow_updates_user_mailed_idx").on(t.userId, t.mailedAt),
  ],
);
