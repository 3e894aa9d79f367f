import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/analytics";
import { loadSignupsPerWeek } from "~/features/admin/admin-pages.server";
import { requireAdminPage } from "~/features/admin/admin-guard.server";
import { AnalyticsPanel } from "~/features/admin/components/analytics-panel";
import { PlatformMoneyPanel } from "~/features/payments/components/platform-money-panel";
import { loadPlatformMoney } from "~/features/payments/platform-money.server";
import type { loader as layoutLoader } from "./layout";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, "admin:pages");
  const [signups, money] = await Promise.all([loadSignupsPerWeek(), loadPlatformMoney()]);
  return { signups, money };
}

export default function AdminAnalyticsPage({ loaderData }: Route.ComponentProps) {
  const metrics = useRouteLoaderData<typeof layoutLoader>("routes/admin/layout")?.metrics;
  return (
    <div className="grid gap-8">
      {metrics ? <AnalyticsPanel metrics={metrics} signups={loaderData.signups} /> : null}
      <PlatformMoneyPanel months={loaderData.money} />
    </div>
  );
}
