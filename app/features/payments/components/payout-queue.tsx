import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { Field } from "~/components/ui/field";
import { FormError } from "~/components/ui/form-error";
import { Input } from "~/components/ui/input";
import { Pagination } from "~/components/ui/pagination";
import { formatDateTime } from "~/lib/dates";
import { formatNaira } from "~/lib/money";
import type { AdminPayoutRow, PayoutsAdminView } from "../load-payouts-admin.server";
import { payoutAdminCopy as t } from "../payout-admin-messages";
import {
  ActionButton,
  answerFor,
  formLevelError,
  PayoutSection,
  type PayoutAdminAnswer,
  PayoutStatusBadge,
  providerStatusLabel,
  SellerCell,
} from "./payout-admin-parts";

const c = t.columns;

/** Status, Paystack's word and any refusal it gave (e.g. insufficient balance). */
function StatusCell({ row }: { row: AdminPayoutRow }) {
  return (
    <td className="px-3 py-2">
      <span className="flex flex-wrap gap-1">
        <PayoutStatusBadge status={row.status} />
        {row.unresolved ? <Badge variant="warning">{t.unresolved}</Badge> : null}
      </span>
      {row.resolution ? (
        <span className="mt-1 block text-xs text-muted">
          {t.resolved(t.resolutions[row.resolution] ?? row.resolution)}
        </span>
      ) : null}
      {row.failureReason ? (
        <span className="mt-1 block text-xs">
          {t.failureReason}: {row.failureReason}
        </span>
      ) : null}
    </td>
  );
}

function PaystackCell({ row }: { row: AdminPayoutRow }) {
  return (
    <td className="max-w-72 px-3 py-2 break-words">
      {row.providerStatus ? (
        <span className="block">{providerStatusLabel(row.providerStatus)}</span>
      ) : null}
      {row.lastError ? (
        <span className="mt-1 block text-danger">
          {t.lastError}: {row.lastError}
        </span>
      ) : null}
    </td>
  );
}

function PayoutCells({ row }: { row: AdminPayoutRow }) {
  return (
    <>
      <SellerCell seller={row.seller} />
      <td className="px-3 py-2 text-right tabular-nums">{formatNaira(row.amount)}</td>
      <StatusCell row={row} />
      <PaystackCell row={row} />
      <td className="px-3 py-2 whitespace-nowrap">
        {formatDateTime(row.createdAt)}
        <span className="block text-xs text-muted">{t.triggers[row.trigger] ?? row.trigger}</span>
      </td>
      <td className="px-3 py-2 font-mono text-xs break-all">{row.reference}</td>
    </>
  );
}

const COLUMNS = [
  { label: c.seller },
  { label: c.amount, numeric: true },
  { label: c.status },
  { label: c.paystack },
  { label: c.created },
  { label: c.reference },
];

/** With OTP on, a transfer waits for the code Paystack sent the business owner. */
function OtpForm({
  row,
  page,
  answer,
}: {
  row: AdminPayoutRow;
  page: number;
  answer: PayoutAdminAnswer | null;
}) {
  const a = t.actions;
  const id = `otp-${row.id}`;
  return (
    <Form method="post" action="/admin/payouts" preventScrollReset className="grid gap-2">
      <FormError message={formLevelError(answer)} />
      <input type="hidden" name="intent" value="finalize-otp" />
      <input type="hidden" name="payoutId" value={row.id} />
      <input type="hidden" name="page" value={String(page)} />
      <div className="flex flex-wrap items-end gap-2">
        <Field label={a.otp} name="otp" id={id} className="w-36" error={answer?.fieldErrors.otp}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            defaultValue={answer?.values.otp ?? ""}
          />
        </Field>
        <Button type="submit" size="sm" aria-label={a.finalizeFor(row.reference)}>
          {a.finalize}
        </Button>
      </div>
    </Form>
  );
}

/** What an admin can do with a payout still waiting: only what its status allows. */
function QueueActions({
  row,
  paystack,
  page,
  answer,
}: {
  row: AdminPayoutRow;
  paystack: boolean;
  page: number;
  answer: PayoutAdminAnswer | null | undefined;
}) {
  const a = t.actions;
  return (
    <td className="px-3 py-2">
      <div className="flex flex-wrap gap-2">
        {row.status === "queued" && paystack && row.lastError ? (
          <ActionButton
            intent="resend"
            fields={{ payoutId: row.id }}
            page={page}
            label={a.resend}
            accessibleLabel={a.resendFor(row.reference)}
            variant="default"
          />
        ) : null}
        {row.status === "processing" && paystack && row.providerStatus === "otp" ? (
          <OtpForm row={row} page={page} answer={answerFor(answer, `finalize-otp:${row.id}`)} />
        ) : null}
        {row.status === "queued" && !paystack ? (
          <ActionButton
            intent="mark-paid"
            fields={{ payoutId: row.id }}
            page={page}
            label={a.markPaid}
            accessibleLabel={a.markPaidFor(row.reference)}
          />
        ) : null}
        {row.unresolved ? (
          <ActionButton
            intent="retry"
            fields={{ payoutId: row.id }}
            page={page}
            label={a.retry}
            accessibleLabel={a.retryFor(row.reference)}
            variant="default"
          />
        ) : null}
      </div>
    </td>
  );
}

export function PayoutQueue({
  queue,
  paystack,
  page,
  answer,
}: {
  queue: AdminPayoutRow[];
  paystack: boolean;
  page: number;
  answer: PayoutAdminAnswer | null | undefined;
}) {
  return (
    <PayoutSection
      id="queue"
      title={t.sections.queue}
      intro={
        <>
          <p>{t.queue.intro}</p>
          {paystack ? null : <p>{t.queue.offline}</p>}
        </>
      }
    >
      {queue.length === 0 ? (
        <p role="status" className="text-sm text-muted">
          {t.queue.empty}
        </p>
      ) : (
        <DataTable
          label={t.queue.caption}
          minWidth="min-w-[64rem]"
          columns={[...COLUMNS, { label: c.action }]}
        >
          {queue.map((row) => (
            <tr key={row.id} data-testid="queued-payout" className="border-t border-line align-top">
              <PayoutCells row={row} />
              <QueueActions row={row} paystack={paystack} page={page} answer={answer} />
            </tr>
          ))}
        </DataTable>
      )}
    </PayoutSection>
  );
}

export function PayoutHistory({ history }: { history: PayoutsAdminView["history"] }) {
  return (
    <PayoutSection id="history" title={t.sections.history} intro={<p>{t.history.intro}</p>}>
      {history.rows.length === 0 ? (
        <p role="status" className="text-sm text-muted">
          {t.history.empty}
        </p>
      ) : (
        <DataTable label={t.history.caption} minWidth="min-w-[56rem]" columns={COLUMNS}>
          {history.rows.map((row) => (
            <tr key={row.id} className="border-t border-line align-top">
              <PayoutCells row={row} />
            </tr>
          ))}
        </DataTable>
      )}
      <Pagination
        page={history.page}
        pageCount={history.pageCount}
        hrefFor={(p) => (p === 1 ? "/admin/payouts#history" : `/admin/payouts?page=${p}#history`)}
      />
    </PayoutSection>
  );
}
