import { data, Link } from "react-router";
import type { Route } from "./+types/payments-statement";
import { Button } from "~/components/ui/button";
import { requirePermission } from "~/features/accounts/guards.server";
import { PrintButton } from "~/features/payments/components/print-button";
import { monthlyStatement } from "~/features/payments/monthly-statement.server";
import { statementCopy as c } from "~/features/payments/statement-messages";
import { monthName, monthOf, shiftMonth } from "~/features/payments/statement-month";
import { formatDate, formatDateTime } from "~/lib/dates";
import { formatNaira } from "~/lib/money";
import { pageMeta } from "~/lib/seo";

const PRIVATE = { "Cache-Control": "private, no-store" };

/**
 * A seller's monthly statement (issue 33), printable: the ledger's opening balance,
 * every entry of the month and the closing balance. A month that is not one, or not
 * begun, gets its own message page (400 / 404), never an error.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePermission(request, "payments:seller");
  const typed = (params.month ?? "").slice(0, 40);
  const statement = await monthlyStatement({ userId: user.id, month: typed });
  const current = monthOf(new Date());
  if ("invalid" in statement)
    return data(
      { invalid: statement.invalid, typed, current, statement: null },
      { status: statement.invalid === "format" ? 400 : 404, headers: PRIVATE },
    );
  return data({ invalid: null, typed, current, statement }, { headers: PRIVATE });
}

export const meta = ({ data: d }: Route.MetaArgs) =>
  pageMeta({
    title: d?.statement ? c.title(monthName(d.statement.month)) : c.invalid.title,
    description: c.description,
    noindex: true,
  });

export default function PaymentsStatement({ loaderData }: Route.ComponentProps) {
  const { statement: s, invalid, typed, current } = loaderData;
  if (!s)
    return (
      <div className="mx-auto grid max-w-2xl gap-4 px-4 py-8">
        <h1 className="text-2xl font-bold">{c.invalid.title}</h1>
        <p>{invalid === "future" ? c.invalid.future(typed) : c.invalid.format(typed)}</p>
        <p>
          <Link className="underline" to={`/payments/statements/${current}`}>
            {c.invalid.current}
          </Link>
        </p>
      </div>
    );
  const name = monthName(s.month);
  const last = new Date(s.to.getTime() - 1);
  const k = c.columns;
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 print:max-w-none print:py-0">
      <nav
        aria-label={c.heading(name)}
        className="flex flex-wrap items-center justify-between gap-3 print:hidden"
      >
        <Button asChild variant="ghost">
          <Link to="/payments">{c.back}</Link>
        </Button>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={`/payments/statements/${shiftMonth(s.month, -1)}`}>{c.previous}</Link>
          </Button>
          {s.month < current ? (
            <Button asChild variant="outline">
              <Link to={`/payments/statements/${shiftMonth(s.month, 1)}`}>{c.next}</Link>
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <a href={`/payments/statements/${s.month}.csv`} download>
              {c.csv}
            </a>
          </Button>
          <PrintButton label={c.print} />
        </div>
      </nav>
      <article className="grid gap-4 rounded-card border border-line p-4 sm:p-6 print:border-0 print:p-0">
        <header className="border-b border-line pb-4">
          <p className="text-sm text-muted">{c.issuer}</p>
          <h1 className="text-2xl font-bold">{c.heading(name)}</h1>
          <p className="text-sm text-muted">{c.period(formatDate(s.from), formatDate(last))}</p>
          <p className="mt-2 text-sm">{c.intro}</p>
        </header>
        <dl className="grid gap-2">
          <div className="flex justify-between gap-3">
            <dt className="text-muted">{c.opening}</dt>
            <dd className="font-medium tabular-nums">{formatNaira(s.opening)}</dd>
          </div>
        </dl>
        {s.lines.length ? (
          // Six columns are wider than a phone: the table scrolls in its own box, which the
          // keyboard can reach and scroll (axe: scrollable-region-focusable).
          <div
            tabIndex={0}
            role="region"
            aria-label={c.heading(name)}
            className="overflow-x-auto print:overflow-visible"
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{c.heading(name)}</caption>
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-2 pr-3">
                    {k.date}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {k.description}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {k.gross}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {k.fee}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {k.amount}
                  </th>
                  <th scope="col" className="py-2 text-right">
                    {k.balance}
                  </th>
                </tr>
              </thead>
              <tbody>
                {s.lines.map((l) => (
                  <tr
                    key={l.id}
                    className="border-b border-line align-top print:break-inside-avoid"
                  >
                    <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(l.at)}</td>
                    <td className="py-2 pr-3">
                      <span className="font-medium">{c.kinds[l.kind]}</span>: {l.description}
                      {l.reference ? (
                        <span className="block font-mono text-xs text-muted">{l.reference}</span>
                      ) : null}
                      {l.href ? (
                        <Link className="underline print:hidden" to={l.href}>
                          {c.viewSale}
                        </Link>
                      ) : null}
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {l.gross === null ? "" : formatNaira(l.gross)}
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {l.fee === null ? "" : formatNaira(l.fee)}
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums">{formatNaira(l.amount)}</td>
                    <td className="py-2 text-right tabular-nums">{formatNaira(l.balance)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-muted">{c.empty}</p>
        )}
        <section
          aria-labelledby="statement-totals"
          className="grid gap-2 border-t border-line pt-4"
        >
          <h2 id="statement-totals" className="font-semibold">
            {c.totalsHeading}
          </h2>
          <dl className="grid gap-2">
            {(Object.keys(s.totals) as (keyof typeof s.totals)[])
              .filter((kind) => s.totals[kind] !== 0)
              .map((kind) => (
                <div key={kind} className="flex justify-between gap-3">
                  <dt className="text-muted">{c.kinds[kind]}</dt>
                  <dd className="tabular-nums">{formatNaira(s.totals[kind])}</dd>
                </div>
              ))}
            <div className="flex justify-between gap-3 border-t border-line pt-2 font-bold">
              <dt>{c.closing}</dt>
              <dd className="tabular-nums">{formatNaira(s.closing)}</dd>
            </div>
          </dl>
        </section>
      </article>
    </div>
  );
}
