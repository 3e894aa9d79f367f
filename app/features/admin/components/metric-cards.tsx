import { StatCards } from "~/components/stat-cards";
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
  return <StatCards cards={cards} className="grid-cols-2 lg:grid-cols-4" />;
}
