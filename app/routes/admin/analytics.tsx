import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/analytics";
import { loadSignupsPerWeek } from "~/features/admin/admin-pages.server";
import { requireAdminPage } from "~/features/admin/admin-guard.server";
import { AnalyticsPanel } from "~/features/admin/components/analytics-panel";
import type { loader as layoutLoader } from "./layout";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, "admin:pages");
  return { signups: await loadSignupsPerWeek() };
}

export default function AdminAnalyticsPage({ loaderData }: Route.ComponentProps) {
  const metrics = useRouteLoaderData<typeof layoutLoader>("routes/admin/layout")?.metrics;
  return metrics ? <AnalyticsPanel metrics={metrics} signups={loaderData.signups} /> : null;
}
