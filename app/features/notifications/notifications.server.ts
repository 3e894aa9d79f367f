import { and, count, desc, eq, isNull } from "drizzle-orm";
import { notifications } from "~/db/schema";
import type { Db, Tx } from "~/lib/db/client.server";
import { userCache } from "~/lib/user-cache.server";

/**
 * The bell's count, asked by every signed-in page. New notices and "mark read" drop the
 * person's entry here at once (`forgetUser` drops it too); the TTL bounds what another
 * process, or a read racing an uncommitted notice on PostgreSQL, may show.
 */
export const UNREAD_COUNT_TTL_MS = 10_000;
const unreadCounts = userCache<number>("unread-notifications", { ttlMs: UNREAD_COUNT_TTL_MS });

export interface NotificationInput {
  userId: string;
  /** Machine name of what happened, e.g. `moderation.approved`; drives icons and filters. */
  type: string;
  title: string;
  message: string;
  /** Links and ids the list may use (e.g. `{ href: "/events/lagos-jazz" }`). */
  data?: Record<string, unknown>;
}

/**
 * Records in-app notifications. Takes the caller's transaction so the notice is
 * written together with the change it announces (or not at all).
 */
export async function notifyUsers(db: Db | Tx, inputs: NotificationInput[]) {
  if (inputs.length === 0) return;
  await db.insert(notifications).values(inputs.map((n) => ({ ...n, data: n.data ?? {} })));
  // Before the commit: on PGlite (one connection) no count can be read in between.
  for (const userId of new Set(inputs.map((n) => n.userId))) unreadCounts.forgetUser(userId);
}

/**
 * Notices written by a bulk statement (insert … select, e.g. to every follower of a
 * publisher): their recipients' bell counts are dropped here, as notifyUsers does.
 */
export function forgetUnreadCounts(userIds: Iterable<string>) {
  for (const userId of new Set(userIds)) unreadCounts.forgetUser(userId);
}

export async function unreadNotificationCount(db: Db, userId: string): Promise<number> {
  const n = await unreadCounts.get(userId, async () => {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return { value: row?.n ?? 0, userId };
  });
  return n ?? 0;
}

/** The user's notifications, newest first. */
export async function listNotifications(db: Db, userId: string, limit = 50) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(limit);
}

/** Marks everything the user has now seen as read. */
export async function markNotificationsRead(db: Db, userId: string) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  unreadCounts.forgetUser(userId);
}
