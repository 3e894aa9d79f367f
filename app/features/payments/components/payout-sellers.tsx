import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { Field } from "~/components/ui/field";
import { FormError } from "~/components/ui/form-error";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { formatDateTime } from "~/lib/dates";
import { formatNaira } from "~/lib/money";
import type { PayoutsAdminView } from "../load-payouts-admin.server";
import { HOLD_REASON_MAX } from "../payout-admin-constants";
import { payoutAdminCopy as t } from "../payout-admin-messages";
import {
  ActionButton,
  answerFor,
  formLevelError,
  PayoutSection,
  SellerCell,
  type PayoutAdminAnswer,
} from "./payout-admin-parts";

const c = t.columns;
const a = t.actions;

type Props<K extends keyof PayoutsAdminView> = {
  data: PayoutsAdminView[K];
  page: number;
  answer: PayoutAdminAnswer | null | undefined;
};

/** Pay now: the amount (empty = all available), in the seller's row. */
function PayNowForm({
  seller,
  page,
  answer,
}: {
  seller: PayoutsAdminView["sellers"]["rows"][number];
  page: number;
  answer: PayoutAdminAnswer | null;
}) {
  const id = `pay-${seller.userId}`;
  return (
    <Form method="post" action="/admin/payouts" preventScrollReset className="grid gap-2">
      <input type="hidden" name="intent" value="pay-now" />
      <input type="hidden" name="userId" value={seller.userId} />
      <input type="hidden" name="page" value={String(page)} />
      <FormError message={formLevelError(answer)} />
      <div className="flex flex-wrap items-end gap-2">
        <Field
          label={a.amount}
          name="amount"
          id={id}
          className="w-36"
          error={answer?.fieldErrors.amount}
        >
          <Input
            type="number"
            step={1}
            placeholder={String(seller.available)}
            defaultValue={answer?.values.amount ?? ""}
            aria-describedby={`${id}-hint`}
          />
        </Field>
        <Button type="submit" size="sm" aria-label={a.payNowFor(seller.name)}>
          {a.payNow}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {a.amountHint}
      </p>
    </Form>
  );
}

export function SellersToPay({ data, page, answer }: Props<"sellers">) {
  const s = t.sellers;
  return (
    <PayoutSection id="sellers" title={t.sections.sellers} intro={<p>{s.intro}</p>}>
      {data.rows.length === 0 ? (
        <p role="status" className="text-sm text-muted">
          {s.empty}
        </p>
      ) : (
        <DataTable
          label={s.caption}
          minWidth="min-w-[60rem]"
          columns={[
            { label: c.seller },
            { label: c.available, numeric: true },
            { label: c.account },
            { label: c.state },
            { label: c.action },
          ]}
        >
          {data.rows.map((row) => (
            <tr
              key={row.userId}
              data-testid="seller-to-pay"
              className="border-t border-line align-top"
            >
              <SellerCell seller={row} />
              <td className="px-3 py-2 text-right tabular-nums">{formatNaira(row.available)}</td>
              <td className="px-3 py-2">{row.account ?? t.noAccount}</td>
              <td className="px-3 py-2">
                <span className="flex flex-wrap gap-1">
                  {row.blocks.map((b) => (
                    <Badge key={b} variant="warning">
                      {s.blocked[b]}
                    </Badge>
                  ))}
                  {row.onItsWay ? <Badge variant="info">{s.onItsWay}</Badge> : null}
                  {!row.blocks.length && !row.onItsWay ? (
                    <Badge variant="success">{s.ready}</Badge>
                  ) : null}
                </span>
                {row.blocks.includes("held") ? null : (
                  <a
                    className="mt-2 block text-sm text-brand-700 underline underline-offset-4"
                    href={`/admin/payouts?${new URLSearchParams({ hold: row.email })}#hold-form`}
                  >
                    {a.holdLinkFor(row.name)}
                  </a>
                )}
              </td>
              <td className="px-3 py-2">
                <PayNowForm
                  seller={row}
                  page={page}
                  answer={answerFor(answer, `pay-now:${row.userId}`)}
                />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {data.more ? <p className="text-sm text-muted">{s.more(data.rows.length)}</p> : null}
    </PayoutSection>
  );
}

export function PayoutHolds({ data, page, answer, prefill }: Props<"holds"> & { prefill: string }) {
  const h = t.holds;
  const mine = answerFor(answer, "hold");
  return (
    <PayoutSection id="holds" title={t.sections.holds} intro={<p>{h.intro}</p>}>
      {data.length === 0 ? (
        <p role="status" className="text-sm text-muted">
          {h.empty}
        </p>
      ) : (
        <DataTable
          label={h.caption}
          minWidth="min-w-[44rem]"
          columns={[
            { label: c.seller },
            { label: c.reason },
            { label: c.heldBy },
            { label: c.action },
          ]}
        >
          {data.map((hold) => (
            <tr key={hold.id} data-testid="payout-hold" className="border-t border-line align-top">
              <SellerCell seller={hold.seller} />
              <td className="max-w-80 px-3 py-2 break-words">{hold.reason}</td>
              <td className="px-3 py-2">
                {hold.heldBy ?? ""}
                <span className="block text-xs text-muted">
                  {h.since(formatDateTime(hold.since))}
                </span>
              </td>
              <td className="px-3 py-2">
                <ActionButton
                  intent="release-hold"
                  fields={{ holdId: hold.id }}
                  page={page}
                  label={a.release}
                  accessibleLabel={a.releaseFor(hold.seller.name)}
                />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Form
        id="hold-form"
        method="post"
        action="/admin/payouts"
        preventScrollReset
        aria-labelledby="hold-form-title"
        className="grid max-w-xl gap-3"
      >
        <h3 id="hold-form-title" className="font-semibold">
          {h.formTitle}
        </h3>
        <FormError message={formLevelError(mine)} />
        <input type="hidden" name="intent" value="hold" />
        <input type="hidden" name="page" value={String(page)} />
        <Field label={h.email} name="email" required error={mine?.fieldErrors.email}>
          <Input type="email" autoComplete="off" defaultValue={mine?.values.email ?? prefill} />
        </Field>
        <Field
          label={h.reason}
          name="reason"
          required
          description={h.reasonHint}
          error={mine?.fieldErrors.reason}
        >
          <Textarea rows={3} maxLength={HOLD_REASON_MAX} defaultValue={mine?.values.reason ?? ""} />
        </Field>
        <Button type="submit" variant="destructive" className="w-fit">
          {a.hold}
        </Button>
      </Form>
    </PayoutSection>
  );
}

export function PayoutApprovals({ data, page }: Omit<Props<"approvals">, "answer">) {
  const p = t.approvals;
  return (
    <PayoutSection id="approvals" title={t.sections.approvals} intro={<p>{p.intro}</p>}>
      {data.length === 0 ? (
        <p role="status" className="text-sm text-muted">
          {p.empty}
        </p>
      ) : (
        <DataTable
          label={p.caption}
          minWidth="min-w-[48rem]"
          columns={[
            { label: c.sellerName },
            { label: c.resolvedName },
            { label: c.bank },
            { label: c.action },
          ]}
        >
          {data.map((row) => (
            <tr
              key={row.accountId}
              data-testid="name-approval"
              className="border-t border-line align-top"
            >
              <SellerCell seller={row.seller} />
              <td className="px-3 py-2 font-medium">{row.resolvedName}</td>
              <td className="px-3 py-2">{row.bank}</td>
              <td className="px-3 py-2">
                <ActionButton
                  intent="approve-account"
                  fields={{ accountId: row.accountId }}
                  page={page}
                  label={a.approve}
                  accessibleLabel={a.approveFor(row.seller.name)}
                  variant="default"
                />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </PayoutSection>
  );
}

export function SplitTrust({ data, page, answer }: Props<"trusted">) {
  const s = t.trust;
  const mine = answerFor(answer, "trust-split");
  return (
    <PayoutSection id="trust" title={t.sections.trust} intro={<p>{s.intro}</p>}>
      {data.length === 0 ? (
        <p role="status" className="text-sm text-muted">
          {s.empty}
        </p>
      ) : (
        <DataTable
          label={s.caption}
          minWidth="min-w-[44rem]"
          columns={[
            { label: c.seller },
            { label: c.account },
            { label: c.trustedBy },
            { label: c.action },
          ]}
        >
          {data.map((row) => (
            <tr
              key={row.accountId}
              data-testid="split-trusted"
              className="border-t border-line align-top"
            >
              <SellerCell seller={row.seller} />
              <td className="px-3 py-2">{row.bank}</td>
              <td className="px-3 py-2">
                {row.trustedBy ?? ""}
                <span className="block text-xs text-muted">{formatDateTime(row.since)}</span>
              </td>
              <td className="px-3 py-2">
                <ActionButton
                  intent="untrust-split"
                  fields={{ accountId: row.accountId }}
                  page={page}
                  label={a.untrust}
                  accessibleLabel={a.untrustFor(row.seller.name)}
                />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Form
        method="post"
        action="/admin/payouts"
        preventScrollReset
        aria-labelledby="trust-form-title"
        className="grid max-w-xl gap-3"
      >
        <h3 id="trust-form-title" className="font-semibold">
          {s.formTitle}
        </h3>
        <FormError message={formLevelError(mine)} />
        <input type="hidden" name="intent" value="trust-split" />
        <input type="hidden" name="page" value={String(page)} />
        <Field
          label={s.email}
          name="email"
          required
          description={s.hint}
          error={mine?.fieldErrors.email}
        >
          <Input type="email" autoComplete="off" defaultValue={mine?.values.email ?? ""} />
        </Field>
        <Button type="submit" variant="outline" className="w-fit">
          {a.trust}
        </Button>
      </Form>
    </PayoutSection>
  );
}
