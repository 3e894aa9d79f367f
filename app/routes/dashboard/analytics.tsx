import type { Route } from "./+types/analytics";
import { requirePermission } from "~/features/accounts/guards.server";
import { AnalyticsTab } from "~/features/dashboard/analytics-tab";
import { myAnalyticsOf } from "~/features/dashboard/dashboard-data.server";
import { audienceOverTime } from "~/features/follows/audience-analytics.server";
import { AudienceTable } from "~/features/follows/audience-table";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "dashboard:creator-tabs");
  const [analytics, audience] = await Promise.all([
    myAnalyticsOf({ userId: user.id }),
    // Followers and supporters per week (issue 35).
    audienceOverTime({ userId: user.id }),
  ]);
  return { analytics, audience };
}

export default function MyAnalyticsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AnalyticsTab analytics={loaderData.analytics} />
      <AudienceTable audience={loaderData.audience} />
    </>
  );
}
