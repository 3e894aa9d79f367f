import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Pagination } from "~/components/ui/pagination";
import { formatDate } from "~/lib/dates";
import { formatNaira } from "~/lib/money";
import type { Page } from "~/lib/pagination";
import type { EarningLine, EarningStatus } from "../earning-lines.server";
import { earningsCopy } from "../payout-seller-messages";

const l = earningsCopy.lines;

const TONE: Record<EarningStatus, "warning" | "success" | "info" | "secondary"> = {
  pending: "warning",
  available: "success",
  on_its_way: "info",
  paid_out: "secondary",
  returned: "secondary",
};

/** Pending lines say when they are released, or that they wait for delivery. */
function statusNote(line: EarningLine) {
  if (line.status !== "pending") return null;
  return line.releaseAt ? l.releasedOn(formatDate(line.releaseAt)) : l.waitsForDelivery;
}

/** "Sale: Order …"; a refund's or payout's description names its kind already. */
function lineTitle(line: EarningLine) {
  const kind = l.kinds[line.kind];
  return line.description.startsWith(kind) ? line.description : `${kind}: ${line.description}`;
}

/** "Where each naira comes from": the seller's ledger lines, newest first, 20 a page. */
export function EarningLinesList({
  lines,
  hrefFor,
}: {
  lines: Page<EarningLine>;
  hrefFor: (page: number) => string;
}) {
  return (
    <Card id="earning-lines">
      <CardHeader>
        <CardTitle as="h2">{l.title}</CardTitle>
        <p className="text-sm text-muted">{l.intro}</p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {lines.items.length ? (
          <ol className="grid divide-y divide-line" aria-label={l.caption}>
            {lines.items.map((line) => (
              <li
                key={line.id}
                className="grid gap-1 py-3 text-sm"
                data-testid="earning-line"
                data-status={line.status}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="min-w-0 font-medium break-words">{lineTitle(line)}</span>
                  <span
                    className={
                      line.amount < 0
                        ? "font-semibold text-danger tabular-nums"
                        : "font-semibold tabular-nums"
                    }
                  >
                    {formatNaira(line.amount)}
                  </span>
                </div>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted">
                  <span>{formatDate(line.createdAt)}</span>
                  <Badge variant={TONE[line.status]}>{l.statuses[line.status]}</Badge>
                  {statusNote(line) ? <span>{statusNote(line)}</span> : null}
                  {line.payoutReference && !line.description.includes(line.payoutReference) ? (
                    <span className="font-mono text-xs break-all">{line.payoutReference}</span>
                  ) : null}
                  {line.sale ? (
                    <Link to={line.sale.href} className="text-brand-700 underline">
                      {l.sale[line.sale.kind]}
                    </Link>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted">{l.empty}</p>
        )}
        <Pagination page={lines.page} pageCount={lines.pageCount} hrefFor={hrefFor} />
      </CardContent>
    </Card>
  );
}
