import { DataTable } from "~/components/ui/data-table";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import { NativeSelect } from "~/components/ui/select";
import { Label } from "~/components/ui/label";
import { EmptyState } from "~/components/section";
import { formatDate } from "~/lib/dates";
import { paymentCentreCopy } from "~/features/payments/messages";
import { formatNaira } from "~/lib/money";
import type { Page } from "~/lib/pagination";
import type { TransactionRow } from "../history.server";
import { PAYMENT_STATUSES, TRANSACTION_TYPES } from "~/lib/enum-values";
import type { HistoryFilter } from "../payment-centre-schemas";
import { paymentMethodName } from "../payment-method-name";
import { PaymentStatusBadge } from "./status-badge";

const h = paymentCentreCopy.history;

function historyHref(filter: HistoryFilter, page: number) {
  const params = new URLSearchParams({ tab: "history" });
  if (filter.status) params.set("status", filter.status);
  if (filter.purpose) params.set("purpose", filter.purpose);
  if (page > 1) params.set("page", String(page));
  return `/payments?${params}`;
}

export function HistoryTab({
  history,
  filter,
}: {
  history: Page<TransactionRow>;
  filter: HistoryFilter;
}) {
  const filtered = Boolean(filter.status || filter.purpose);
  return (
    <div className="grid gap-4">
      <Form method="get" action="/payments" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="tab" value="history" />
        <div className="grid gap-1.5">
          <Label htmlFor="history-status">{h.status}</Label>
          <NativeSelect id="history-status" name="status" defaultValue={filter.status ?? ""}>
            <option value="">{h.allStatuses}</option>
            {PAYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {paymentCentreCopy.statuses[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="history-purpose">{h.purpose}</Label>
          <NativeSelect id="history-purpose" name="purpose" defaultValue={filter.purpose ?? ""}>
            <option value="">{h.allPurposes}</option>
            {TRANSACTION_TYPES.map((p) => (
              <option key={p} value={p}>
                {paymentCentreCopy.purposes[p]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit">{h.filter}</Button>
        {filtered ? (
          <Button asChild variant="ghost">
            <Link to="/payments?tab=history">{h.clear}</Link>
          </Button>
        ) : null}
      </Form>

      {history.items.length === 0 ? (
        <EmptyState {...(filtered ? h.emptyFiltered : h.empty)} />
      ) : (
        <DataTable
          label={h.caption}
          minWidth="min-w-[40rem]"
          // What the person paid, not the seller's split: the platform fee is taken from
          // the seller's share, so "Fee" and "Net" here meant nothing to a buyer, donor or
          // advertiser (issue 30). Sellers find their fees and net in Payment Analytics.
          columns={[
            { label: h.date },
            { label: h.purpose },
            { label: h.reference },
            { label: h.method },
            { label: h.amount, numeric: true },
            { label: h.status },
          ]}
        >
          {history.items.map((t) => (
            <tr key={t.id} className="border-t border-line">
              <td className="px-3 py-2 whitespace-nowrap">{formatDate(t.createdAt)}</td>
              <td className="px-3 py-2">
                <span className="block font-medium">
                  {
                    paymentCentreCopy.purposes[
                      t.transactionType as keyof typeof paymentCentreCopy.purposes
                    ]
                  }
                </span>
                <span className="block text-muted">{t.purpose}</span>
              </td>
              <td className="px-3 py-2 font-mono text-xs">
                <Link
                  to={`/payments/receipts/${encodeURIComponent(t.reference)}`}
                  aria-label={h.viewReceipt(t.reference)}
                  className="text-brand-700 underline"
                >
                  {t.reference}
                </Link>
              </td>
              <td className="px-3 py-2">{paymentMethodName(t.provider, t.method)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatNaira(t.amount)}</td>
              <td className="px-3 py-2">
                <PaymentStatusBadge status={t.status} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pagination
        page={history.page}
        pageCount={history.pageCount}
        hrefFor={(p) => historyHref(filter, p)}
      />
    </div>
  );
}
