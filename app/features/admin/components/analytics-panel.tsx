import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatShortDate } from "~/lib/dates";
import { copy } from "~/lib/messages";
import { formatNaira } from "~/lib/money";
import type { AdminMetrics, WeeklySignups } from "../metrics.server";

/** Server-rendered SVG bars: no chart library, readable without JavaScript. */
function SignupChart({ weeks }: { weeks: WeeklySignups[] }) {
  const max = Math.max(1, ...weeks.map((w) => w.count));
  const barW = 24;
  const gap = 8;
  const h = 120;
  const width = weeks.length * (barW + gap);
  return (
    <figure>
      <svg
        role="img"
        aria-labelledby="signups-title"
        viewBox={`0 0 ${width} ${h + 20}`}
        className="h-40 w-full"
        preserveAspectRatio="none"
      >
        <title id="signups-title">{copy.admin.metrics.signupsPerWeek}</title>
        {weeks.map((w, i) => {
          const bh = Math.round((w.count / max) * h);
          return (
            <g key={w.week}>
              <rect
                x={i * (barW + gap)}
                y={h - bh}
                width={barW}
                height={Math.max(bh, 1)}
                rx={3}
                className="fill-brand-600"
              />
              <text
                x={i * (barW + gap) + barW / 2}
                y={h + 14}
                textAnchor="middle"
                className="fill-muted text-[9px]"
              >
                {w.count}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="sr-only">
        <table>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.week}>
                <th scope="row">{formatShortDate(w.week)}</th>
                <td>{w.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
      <p className="mt-1 flex justify-between text-xs text-muted">
        <span>{weeks[0] ? formatShortDate(weeks[0].week) : ""}</span>
        <span>{weeks.at(-1) ? formatShortDate(weeks.at(-1)!.week) : ""}</span>
      </p>
    </figure>
  );
}

export function AnalyticsPanel({
  metrics,
  signups,
}: {
  metrics: AdminMetrics;
  signups: WeeklySignups[];
}) {
  const m = copy.admin.metrics;
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
