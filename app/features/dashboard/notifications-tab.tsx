import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { formatDateTime } from "~/lib/dates";
import { dashboardCopy } from "~/features/dashboard/messages";
import { emptyStates } from "~/lib/messages/listings";
import type { NotificationItem } from "~/features/notifications/notification-item";
import { EmptyState } from "~/components/section";

/** Notifications tab: newest first; the ones new on this visit carry a badge. */
export function NotificationsTab({ notifications }: { notifications: NotificationItem[] }) {
  return (
    <section aria-labelledby="notifications-heading">
      <h2 id="notifications-heading" className="text-lg font-semibold text-ink">
        {dashboardCopy.tabs.notifications}
      </h2>
      {notifications.length === 0 ? (
        <div className="mt-4">
          <EmptyState {...emptyStates.notifications} />
        </div>
      ) : (
        <ol className="mt-4 divide-y divide-line rounded-card border border-line">
          {notifications.map((n) => (
            <li key={n.id} className="p-4">
              <div className="flex items-start justify-between gap-3">
                <p className="font-medium text-ink">
                  {n.href ? (
                    <Link to={n.href} className="hover:underline">
                      {n.title}
                    </Link>
                  ) : (
                    n.title
                  )}
                </p>
                {n.unread ? <Badge variant="info">{dashboardCopy.unread}</Badge> : null}
              </div>
              <p className="mt-1 text-sm text-ink">{n.message}</p>
              <p className="mt-1 text-xs text-muted">
                <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
