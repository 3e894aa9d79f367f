import { BarChart } from "~/components/bar-chart";
import { dashboardCopy } from "~/features/dashboard/messages";
import { formatCalendarDate } from "~/lib/dates";
import { formatNaira } from "~/lib/money";
import type { MyAnalytics } from "./dashboard-types";
import { EmptyState } from "~/components/section";

const count = new Intl.NumberFormat("en-NG");

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-card border border-line p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-ink">{value}</dd>
    </div>
  );
}

/**
 * Views of the user's top content as horizontal bars: plain server-rendered SVG (no
 * chart library), with the figures also in text for screen readers.
 */
function ViewsChart({ top }: { top: MyAnalytics["content"]["top"] }) {
  const max = Math.max(1, ...top.map((t) => t.views));
  const row = 28;
  return (
    <figure className="mt-4">
      <figcaption className="text-sm font-medium text-ink">Views of your top content</figcaption>
      <svg
        role="img"
        aria-labelledby="views-chart-desc"
        viewBox={`0 0 400 ${top.length * row}`}
        className="mt-2 w-full max-w-xl"
      >
        <desc id="views-chart-desc">
          {top.map((t) => `${t.title}: ${count.format(t.views)} views`).join("; ")}
        </desc>
        {top.map((t, i) => {
          const width = Math.max(2, Math.round((t.views / max) * 240));
          return (
            <g key={`${i}:${t.title}`} transform={`translate(0 ${i * row})`}>
              <text x="0" y="18" className="fill-ink text-[11px]">
                {t.title.length > 22 ? `${t.title.slice(0, 21)}…` : t.title}
              </text>
              <rect x="150" y="6" width={width} height="16" rx="3" className="fill-brand-600" />
              <text x={156 + width} y="18" className="fill-ink text-[11px]">
                {count.format(t.views)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

/** Counted views of the user's content per day (one per visitor per item per day). */
function ViewsPerDay({ perDay }: { perDay: MyAnalytics["content"]["perDay"] }) {
  const total = perDay.reduce((sum, d) => sum + d.views, 0);
  const copy = dashboardCopy.viewsPerDay;
  return (
    <section aria-labelledby="views-per-day" className="mt-6">
      <h3 id="views-per-day" className="text-sm font-medium text-ink">
        {copy.title(perDay.length)}
      </h3>
      <p className="text-sm text-muted" data-testid="views-last-days">
        {copy.total(count.format(total))}
      </p>
      <div className="mt-2 max-w-2xl">
        <BarChart
          title={copy.title(perDay.length)}
          format={(v) => count.format(v)}
          bars={perDay.map((d) => ({
            key: d.day,
            label: formatCalendarDate(d.day),
            short: String(Number(d.day.slice(8))),
            value: d.views,
          }))}
        />
      </div>
    </section>
  );
}

/** Analytics tab: the user's own figures per area, from the database. */
export function AnalyticsTab({ analytics: a }: { analytics: MyAnalytics }) {
  const nothing = a.content.items + a.events.items + a.products.items + a.properties.items === 0;
  return (
    <section aria-labelledby="analytics-heading">
      <h2 id="analytics-heading" className="text-lg font-semibold text-ink">
        {dashboardCopy.tabs.analytics}
      </h2>
      {nothing ? (
        <div className="mt-4">
          <EmptyState {...dashboardCopy.noAnalytics} />
        </div>
      ) : (
        <>
          <dl className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Stat label="Content items" value={count.format(a.content.items)} />
            <Stat label="Content views" value={count.format(a.content.views)} />
            <Stat label="Events" value={count.format(a.events.items)} />
            <Stat label="Tickets sold" value={count.format(a.events.ticketsSold)} />
            <Stat label="Ticket sales" value={formatNaira(a.events.revenue)} />
            <Stat label="Products" value={count.format(a.products.items)} />
            <Stat label="Orders" value={count.format(a.products.orders)} />
            <Stat label="Order sales" value={formatNaira(a.products.revenue)} />
            <Stat label="Properties" value={count.format(a.properties.items)} />
            <Stat label="Bookings" value={count.format(a.properties.bookings)} />
            <Stat label="Booking earnings" value={formatNaira(a.properties.revenue)} />
          </dl>
          {a.content.items ? <ViewsPerDay perDay={a.content.perDay} /> : null}
          {a.content.top.length ? <ViewsChart top={a.content.top} /> : null}
        </>
      )}
    </section>
  );
}
