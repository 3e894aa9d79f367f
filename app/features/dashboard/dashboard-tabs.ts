/** The dashboard's tabs (001 §2 plus Notifications), addressed as `/dashboard?tab=`. */
export const DASHBOARD_TABS = ["profile", "content", "analytics", "notifications"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export function dashboardTabOf(raw: string | null): DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(raw ?? "")
    ? (raw as DashboardTab)
    : "profile";
}

/** True for the request that shows (and so marks read) the notifications list. */
export function isNotificationsView(url: URL) {
  return (
    url.pathname.replace(/\.data$/, "") === "/dashboard" &&
    dashboardTabOf(url.searchParams.get("tab")) === "notifications"
  );
}
