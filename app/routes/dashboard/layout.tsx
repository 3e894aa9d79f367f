import { CalendarCog, Receipt } from "lucide-react";
import { Link, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/layout";
import { Button } from "~/components/ui/button";
import { LinkTabs } from "~/components/ui/tabs";
import { requirePermission } from "~/features/accounts/guards.server";
import { can, createMenuFor } from "~/features/accounts/permissions";
import { ownedListingsOf } from "~/features/dashboard/dashboard-data.server";
import { DASHBOARD_TAB_RIGHTS } from "~/features/dashboard/dashboard-tab-rights";
import { DASHBOARD_TABS } from "~/features/dashboard/dashboard-tabs";
import { dashboardCopy } from "~/features/dashboard/messages";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: dashboardCopy.title,
    description: "Your profile, content, figures and notifications.",
    noindex: true,
  });

/** The frame of every dashboard page; each page checks the area again for itself. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "area:dashboard");
  // Listing pages: sellers and hosts always (the Create menu's roles), anyone else
  // once they own such a listing.
  const shortcuts: readonly string[] = createMenuFor(user.role);
  const owned =
    shortcuts.includes("product") && shortcuts.includes("property")
      ? { products: true, properties: true }
      : await ownedListingsOf({ userId: user.id });
  const listing = {
    products: shortcuts.includes("product") || owned.products,
    properties: shortcuts.includes("property") || owned.properties,
  };
  return {
    canManageEvents: can(user.role, "area:events-dashboard"),
    // Only the pages this person may open: a viewer is never offered a refusal.
    tabs: DASHBOARD_TABS.filter(
      (t) =>
        can(user.role, DASHBOARD_TAB_RIGHTS[t]) &&
        (t === "products" || t === "properties" ? listing[t] : true),
    ),
  };
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">{dashboardCopy.title}</h1>
        <div className="flex flex-wrap gap-2">
          {/* What they bought and its receipts live in the payment history. */}
          <Button asChild variant="outline">
            <Link to="/payments?tab=history">
              <Receipt aria-hidden="true" /> {dashboardCopy.purchases}
            </Link>
          </Button>
          {loaderData.canManageEvents ? (
            <Button asChild variant="outline">
              <Link to="/events/dashboard">
                <CalendarCog aria-hidden="true" /> {dashboardCopy.eventsManage}
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
      <LinkTabs
        className="mt-4"
        aria-label="Dashboard sections"
        items={loaderData.tabs.map((t) => ({
          to: `/dashboard/${t}`,
          label: dashboardCopy.tabs[t],
          active: pathname === `/dashboard/${t}` || pathname.startsWith(`/dashboard/${t}/`),
        }))}
      />
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
