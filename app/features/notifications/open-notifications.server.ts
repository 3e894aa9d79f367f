import { getDb } from "~/lib/db/client.server";
import type { NotificationItem } from "./notification-item";
import { listNotifications, markNotificationsRead } from "./notifications.server";

/**
 * Only a path on this site is ever a notification's link: `data` is free-form JSON, and
 * a stored "https://…" or "//host" must never become a link out of the site.
 */
export function notificationHref(data: Record<string, unknown>): string | null {
  const href = data.href;
  return typeof href === "string" && href.startsWith("/") && !/^\/[/\\]/.test(href) ? href : null;
}

/**
 * The user opens their notifications: listed first, then marked read, so this one
 * view still shows which were new.
 */
export async function openNotifications({
  userId,
}: {
  userId: string;
}): Promise<NotificationItem[]> {
  const db = await getDb();
  const list = await listNotifications(db, userId);
  await markNotificationsRead(db, userId);
  return list.map((n) => ({
    id: n.id,
    title: n.title,
    message: n.message,
    href: notificationHref(n.data),
    createdAt: n.createdAt.toISOString(),
    unread: n.readAt === null,
  }));
}
