import { BarChart } from "~/components/bar-chart";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatShortDate } from "~/lib/dates";
import { adminCopy } from "~/features/admin/messages";
import { formatNaira } from "~/lib/money";
import type { AdminMetrics, WeeklySignups } from "../metrics.server";

function SignupChart({ weeks }: { weeks: WeeklySignups[] }) {
  return (
    <>
      <BarChart
        title={adminCopy.metrics.signupsPerWeek}
        format={(n) => n.toLocaleString("en-NG")}
        bars={weeks.map((w) => ({
          key: w.week,
          label: formatShortDate(w.week),
          short: String(w.count),
          value: w.count,
        }))}
      />
      <p className="mt-1 flex justify-between text-xs text-muted">
        <span>{weeks[0] ? formatShortDate(weeks[0].week) : ""}</span>
        <span>{weeks.at(-1) ? formatShortDate(weeks.at(-1)!.week) : ""}</span>
      </p>
    </>
  );
}

export function AnalyticsPanel({
  metrics,
  signups,
}: {
  metrics: AdminMetrics;
  signups: WeeklySignups[];
}) {
  const m = adminCopy.metrics;
  const figures = [
    { label: m.monthlyRevenue, value: formatNaira(metrics.monthlyRevenue) },
    { label: m.activeCampaigns, value: metrics.activeAds.toLocaleString("en-NG") },
    { label: m.averageCampaignValue, value: formatNaira(metrics.averageCampaignValue) },
    { label: m.totalUsers, value: metrics.totalUsers.toLocaleString("en-NG") },
    { label: m.pendingReviews, value: metrics.pendingReviews.toLocaleString("en-NG") },
    { label: m.kycPending, value: metrics.kycPending.toLocaleString("en-NG") },
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardContent className="pt-4 sm:pt-6">
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            {figures.map((f) => (
              <div key={f.label}>
                <dt className="text-sm text-muted">{f.label}</dt>
                <dd className="text-xl font-semibold tabular-nums">{f.value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{m.signupsPerWeek}</CardTitle>
        </CardHeader>
        <CardContent>
          <SignupChart weeks={signups} />
        </CardContent>
      </Card>
    </div>
  );
}
