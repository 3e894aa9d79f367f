/** A notification as the list shows it (client-safe: the dashboard page renders it). */
export type NotificationItem = {
  id: string;
  title: string;
  message: string;
  /** A path on this site, or none (see notificationHref). */
  href: string | null;
  createdAt: string;
  /** Unread before this visit (viewing the list marks them read). */
  unread: boolean;
};
