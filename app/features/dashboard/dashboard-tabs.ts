import type { Permission } from "~/features/accounts/permissions";

/** The dashboard's pages (001 §2 plus Notifications), each at `/dashboard/<tab>`. */
export const DASHBOARD_TABS = ["profile", "content", "analytics", "notifications"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/**
 * The right each page needs beyond the dashboard itself: every signed-in person has a
 * profile and notifications; My Content and Analytics are for people who make or sell
 * (docs/product-decisions.md > Roles). Menus show only what the person may open.
 */
export const DASHBOARD_TAB_RIGHTS: Record<DashboardTab, Permission> = {
  profile: "area:dashboard",
  content: "dashboard:creator-tabs",
  analytics: "dashboard:creator-tabs",
  notifications: "area:dashboard",
};

/** Where the old `/dashboard?tab=…` address now lives (unknown or missing: the profile). */
export function dashboardPathForTab(raw: string | null): string {
  const tab = (DASHBOARD_TABS as readonly string[]).includes(raw ?? "")
    ? (raw as DashboardTab)
    : "profile";
  return `/dashboard/${tab}`;
}

/** True for the request that shows (and so marks read) the notifications list. */
export function isNotificationsView(url: URL) {
  return url.pathname.replace(/\.data$/, "") === "/dashboard/notifications";
}
