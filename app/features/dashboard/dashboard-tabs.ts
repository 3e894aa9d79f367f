/** The dashboard's pages (001 §2 plus Notifications), each at `/dashboard/<tab>`. */
export const DASHBOARD_TABS = [
  "profile",
  "content",
  "analytics",
  "notifications",
  "following",
  "tickets",
  "orders",
  "products",
  "store",
  "sales",
  "reviews",
  "supporters",
  "properties",
  "trips",
  "reservations",
  "ads",
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

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
