import { shellCopy } from "~/lib/messages/shell";
import type { HeaderUser } from "./site-header";

/** An unread count as a badge shows it: large counts are capped. */
export const unreadBadge = (unread: number) => (unread > 99 ? "99+" : String(unread));

/**
 * The signed-in person's own places, one list for the header's account menu and the
 * phone's slide-in menu. `section`: the entry stands for every page under it when no
 * entry names the page itself (/dashboard redirects to one of its tabs).
 */
export function accountLinks(user: HeaderUser) {
  const m = shellCopy.userMenu;
  const unread = user.unreadNotifications ?? 0;
  return [
    ...(user.hasDashboard
      ? [
          { to: "/dashboard/profile", label: m.profile },
          { to: "/dashboard", label: m.dashboard, section: "/dashboard/" },
          {
            to: "/dashboard/notifications",
            label: unread > 0 ? m.notificationsWithCount(unreadBadge(unread)) : m.notifications,
          },
        ]
      : []),
    { to: "/payments?tab=history", label: m.payments },
    ...(user.adminLink === "admin"
      ? [{ to: "/admin", label: m.adminPanel, section: "/admin/" }]
      : user.adminLink === "moderation"
        ? [{ to: "/admin/moderation", label: m.moderationQueue }]
        : []),
  ];
}

/** Which entry is the current page (a link with a query, one tab of a page, never is). */
export function currentAccountLink(links: ReturnType<typeof accountLinks>, pathname: string) {
  return (
    links.find((l) => l.to === pathname) ??
    links.find((l) => "section" in l && l.section && pathname.startsWith(l.section))
  );
}
