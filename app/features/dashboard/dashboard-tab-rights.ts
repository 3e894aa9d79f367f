import type { Permission } from "~/features/accounts/permissions";
import type { DashboardTab } from "./dashboard-tabs";

// Apart from dashboard-tabs.ts, which the root layout loads on every page: only the
// dashboard's loader reads this.

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
  // The people one follows (issue 35): anyone signed in may follow.
  following: "area:dashboard",
  // What they bought: never refused to anyone signed in (Roles: buyers keep their tickets).
  tickets: "area:dashboard",
  // Marketplace orders they bought (issue 31): never refused either.
  orders: "area:dashboard",
  // Owners' listings: shown by the layout to sellers and hosts, and to anyone who owns one.
  products: "create:product",
  // The store's delivery fees and pickup points: shown with My Products.
  store: "create:product",
  // Their store's orders (issue 31): shown with My Products; admins see every order.
  sales: "orders:fulfil",
  properties: "create:property",
  // Stays they booked (issue 32): everyone signed in may travel.
  trips: "area:dashboard",
  // Their places' booking requests and stays (issue 32): property owners and admins.
  reservations: "reservations:view",
  // Reviews (issue 31): what they received to review, and replies to reviews of what
  // they sell. Everyone signed in may have bought something.
  reviews: "area:dashboard",
  // Fans who supported them (issue 35): people who make or sell something.
  supporters: "dashboard:creator-tabs",
  // Their advertising campaigns (issue 16): anyone signed in may have applied.
  ads: "ads:own",
};
