import { BarChart } from "~/components/bar-chart";
import { StackedBarChart } from "~/components/stacked-bar-chart";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { DataTable } from "~/components/ui/data-table";
import { formatNaira } from "~/lib/money";
import { monthLabel } from "../fee-rule-label";
import { platformMoneyCopy as c } from "../platform-money-messages";
import { SALES_AREAS, type MoneyMonth } from "../platform-money";

const bar = (month: string, value: number) => ({
  key: month,
  label: monthLabel(month),
  short: monthLabel(month).slice(0, 3),
  value,
});

const income = (m: MoneyMonth) => m.platformFees + m.donations + m.adRevenue;
const AREA_FILL = { ticket: "fill-brand-600", order: "fill-accent-500", booking: "fill-info" };

function ChartCard({
  title,
  hint,
  total,
  children,
}: {
  title: string;
  hint: string;
  total: number;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{title}</CardTitle>
        <p className="text-sm text-muted">{hint}</p>
        <p className="text-xl font-semibold tabular-nums">{formatNaira(total)}</p>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The platform's money per month: four charts and the figures as a table. */
export function PlatformMoneyPanel({ months }: { months: MoneyMonth[] }) {
  const sum = (f: (m: MoneyMonth) => number) => months.reduce((s, m) => s + f(m), 0);
  const simple = [
    {
      key: "fees",
      title: c.platformFees,
      hint: c.platformFeesHint,
      of: (m: MoneyMonth) => m.platformFees,
    },
    {
      key: "donations",
      title: c.donations,
      hint: c.donationsHint,
      of: (m: MoneyMonth) => m.donations,
    },
    { key: "ads", title: c.adRevenue, hint: c.adRevenueHint, of: (m: MoneyMonth) => m.adRevenue },
  ];
  return (
    <section aria-labelledby="money-title" className="grid gap-4" data-testid="platform-money">
      <div>
        <h2 id="money-title" className="text-lg font-semibold">
          {c.title}
        </h2>
        <p className="text-sm text-muted">{c.intro}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <ChartCard title={c.total} hint={c.totalHint} total={sum(income)}>
          <BarChart
            title={c.total}
            format={formatNaira}
            bars={months.map((m) => bar(m.month, income(m)))}
          />
        </ChartCard>
        {simple.map((s) => (
          <ChartCard key={s.key} title={s.title} hint={s.hint} total={sum(s.of)}>
            <BarChart
              title={s.title}
              format={formatNaira}
              bars={months.map((m) => bar(m.month, s.of(m)))}
            />
          </ChartCard>
        ))}
        <ChartCard
          title={c.sales}
          hint={c.salesHint}
          total={sum((m) => SALES_AREAS.reduce((t, a) => t + m.sales[a], 0))}
        >
          <StackedBarChart
            title={c.sales}
            format={formatNaira}
            series={SALES_AREAS.map((a) => ({
              key: a,
              label: c.areas[a],
              className: AREA_FILL[a],
            }))}
            bars={months.map((m) => ({
              ...bar(m.month, 0),
              values: SALES_AREAS.map((a) => m.sales[a]),
            }))}
          />
        </ChartCard>
      </div>
      <DataTable
        label={c.table}
        minWidth="min-w-[48rem]"
        columns={[
          { label: c.month },
          { label: c.platformFees, numeric: true },
          { label: c.donations, numeric: true },
          ...SALES_AREAS.map((a) => ({ label: c.areas[a], numeric: true })),
          { label: c.adRevenue, numeric: true },
          { label: c.total, numeric: true },
        ]}
      >
        {[...months].reverse().map((m) => (
          <tr key={m.month} className="border-t border-line tabular-nums">
            <th scope="row" className="px-3 py-2 text-left font-medium">
              {monthLabel(m.month)}
            </th>
            {[
              m.platformFees,
              m.donations,
              ...SALES_AREAS.map((a) => m.sales[a]),
              m.adRevenue,
              income(m),
            ].map((v, i) => (
              <td key={i} className="px-3 py-2 text-right">
                {formatNaira(v)}
              </td>
            ))}
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
