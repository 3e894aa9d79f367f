// Bundling hint, not used here: keeps the button, badge and class helpers in one shared
// chunk (a page route that uses them without a button splits them into three, +0.3 kB
// gzip on every public page). See docs/decisions/0xx-routes-and-forms.md.
import "~/components/ui/button";
import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/analytics";
import { loadSignupsPerWeek } from "~/features/admin/admin-pages.server";
import { requireAdminPage } from "~/features/admin/admin-guard.server";
import { AnalyticsPanel } from "~/features/admin/components/analytics-panel";
import type { loader as layoutLoader } from "./layout";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, "users:change-role");
  return { signups: await loadSignupsPerWeek() };
}

export default function AdminAnalyticsPage({ loaderData }: Route.ComponentProps) {
  const metrics = useRouteLoaderData<typeof layoutLoader>("routes/admin/layout")?.metrics;
  return metrics ? <AnalyticsPanel metrics={metrics} signups={loaderData.signups} /> : null;
}
