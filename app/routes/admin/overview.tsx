import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/overview";
import { requireAdminPage } from "~/features/admin/admin-guard.server";
import { OverviewPanel } from "~/features/admin/components/overview-panel";
import type { loader as layoutLoader } from "./layout";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, "admin:pages");
  return null;
}

/** The figures are the layout's (the metric cards above every admin page). */
export default function OverviewPage() {
  const metrics = useRouteLoaderData<typeof layoutLoader>("routes/admin/layout")?.metrics;
  return metrics ? <OverviewPanel metrics={metrics} /> : null;
}
