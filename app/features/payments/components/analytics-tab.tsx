import { DataTable } from "~/components/ui/data-table";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { EmptyState } from "~/components/section";
import { paymentCentreCopy } from "~/features/payments/messages";
import { formatNaira } from "~/lib/money";
import { monthLabel } from "../fee-rule-label";
import type { EarningsMonth, EarningsPurpose, SpendMonth } from "../history.server";
import { BarChart } from "~/components/bar-chart";

const a = paymentCentreCopy.analytics;

const monthBar = (month: string, value: number) => ({
  key: month,
  label: monthLabel(month),
  short: monthLabel(month).slice(0, 3),
  value,
});

export type Earnings = {
  balance: number;
  months: EarningsMonth[];
  byPurpose?: EarningsPurpose[];
};

/** Gross, platform fee, net and paid out per month, as a table (sellers). */
export function EarningsTable({ earnings }: { earnings: Earnings }) {
  const rows = earnings.months.filter((m) => m.gross || m.paidOut || m.net);
  return (
    <DataTable
      label={a.earningsTitle}
      minWidth="min-w-[32rem]"
      columns={[
        { label: a.month },
        { label: a.gross, numeric: true },
        { label: a.platformFee, numeric: true },
        { label: a.net, numeric: true },
        { label: a.paidOut, numeric: true },
      ]}
      boxed={false}
    >
      {rows.map((m) => (
        <tr key={m.month} className="border-t border-line tabular-nums">
          <th scope="row" className="px-3 py-2 text-left font-normal">
            {monthLabel(m.month)}
          </th>
          <td className="px-3 py-2 text-right">{formatNaira(m.gross)}</td>
          <td className="px-3 py-2 text-right">{formatNaira(m.platformFee)}</td>
          <td className="px-3 py-2 text-right">{formatNaira(m.net)}</td>
          <td className="px-3 py-2 text-right">{formatNaira(m.paidOut)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export function BalanceFigure({ balance }: { balance: number }) {
  return (
    <div>
      <p className="text-sm text-muted">{a.balance}</p>
      <p className="text-2xl font-bold tabular-nums" data-testid="balance">
        {formatNaira(balance)}
      </p>
    </div>
  );
}

/** Horizontal bars: purpose names are too long to sit under vertical bars. */
function PurposeBars({
  rows,
  testId,
}: {
  rows: { purpose: string; spent: number; count: number }[];
  testId?: string;
}) {
  const max = Math.max(1, ...rows.map((r) => r.spent));
  return (
    <ul className="grid gap-3" data-testid={testId}>
      {rows.map((r) => (
        <li key={r.purpose} className="grid gap-1">
          <div className="flex justify-between gap-3 text-sm">
            <span>
              {paymentCentreCopy.purposes[r.purpose as keyof typeof paymentCentreCopy.purposes]} (
              {r.count})
            </span>
            <span className="font-medium tabular-nums">{formatNaira(r.spent)}</span>
          </div>
          <div aria-hidden className="h-2 rounded-full bg-surface">
            <div
              className="h-2 rounded-full bg-brand-600"
              style={{ width: `${Math.max(2, Math.round((r.spent / max) * 100))}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function AnalyticsTab({
  spend,
  earnings,
}: {
  spend: { months: SpendMonth[]; byPurpose: { purpose: string; spent: number; count: number }[] };
  earnings: Earnings | null;
}) {
  const spent = spend.months.some((m) => m.spent > 0);
  const earned = earnings?.months.some((m) => m.gross || m.paidOut);
  if (!spent && !earned) return <EmptyState {...a.empty} />;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {earnings && earned ? (
        <Card className="lg:col-span-2">
          <CardHeader row>
            <CardTitle as="h2">{a.earningsTitle}</CardTitle>
            <BalanceFigure balance={earnings.balance} />
          </CardHeader>
          <CardContent className="grid gap-4 lg:grid-cols-2">
            <BarChart
              title={`${a.earningsTitle}: ${a.net}`}
              format={formatNaira}
              bars={earnings.months.map((m) => monthBar(m.month, m.net))}
            />
            <EarningsTable earnings={earnings} />
            {earnings.byPurpose?.length ? (
              <div className="grid gap-2 lg:col-span-2">
                <h3 className="font-medium">{a.earningsByPurpose}</h3>
                <PurposeBars
                  testId="earnings-by-purpose"
                  rows={earnings.byPurpose.map((p) => ({
                    purpose: p.purpose,
                    spent: p.net,
                    count: p.count,
                  }))}
                />
              </div>
            ) : null}
          </CardContent>
        </Card>
      ) : null}
      {spent ? (
        <>
          <Card>
            <CardHeader>
              <CardTitle as="h2">{a.spendTitle}</CardTitle>
            </CardHeader>
            <CardContent>
              <BarChart
                title={a.spendTitle}
                format={formatNaira}
                bars={spend.months.map((m) => monthBar(m.month, m.spent))}
              />
              <p className="mt-2 text-sm text-muted">
                {a.fees}:{" "}
                <span className="font-medium text-ink tabular-nums">
                  {formatNaira(spend.months.reduce((s, m) => s + m.fees, 0))}
                </span>
              </p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">{a.spendByPurpose}</CardTitle>
            </CardHeader>
            <CardContent>
              <PurposeBars rows={spend.byPurpose} />
            </CardContent>
          </Card>
        </>
      ) : null}
    </div>
  );
}
