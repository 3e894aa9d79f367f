import type { Route } from "./+types/analytics";
import { requirePermission } from "~/features/accounts/guards.server";
import { AnalyticsTab } from "~/features/dashboard/analytics-tab";
import { myAnalyticsOf } from "~/features/dashboard/dashboard-data.server";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "dashboard:creator-tabs");
  return { analytics: await myAnalyticsOf({ userId: user.id }) };
}

export default function MyAnalyticsPage({ loaderData }: Route.ComponentProps) {
  return <AnalyticsTab analytics={loaderData.analytics} />;
}
