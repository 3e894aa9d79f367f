import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { adminCopy } from "~/features/admin/messages";
import { formatNaira } from "~/lib/money";
import type { AdminMetrics } from "../metrics.server";

export function MetricCards({ metrics }: { metrics: AdminMetrics }) {
  const m = adminCopy.metrics;
  const cards = [
    { label: m.totalUsers, value: metrics.totalUsers.toLocaleString("en-NG") },
    { label: m.pendingReviews, value: metrics.pendingReviews.toLocaleString("en-NG") },
    { label: m.activeAds, value: metrics.activeAds.toLocaleString("en-NG") },
    { label: m.monthlyRevenue, value: formatNaira(metrics.monthlyRevenue) },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((c) => (
        <li key={c.label}>
          <Card className="h-full">
            <CardHeader className="pb-1">
              <CardTitle as="h2" className="text-sm text-muted">
                {c.label}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-lg font-bold tabular-nums break-words sm:text-2xl">{c.value}</p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
