import type { ReactNode } from "react";
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

/** Sellers under an admin's decision (held, trusted): who, what, who decided when, undo. */
function DecisionTable({
  label,
  testId,
  detailLabel,
  page,
  rows,
}: {
  label: string;
  testId: string;
  detailLabel: string;
  page: number;
  rows: {
    key: string;
    seller: { name: string; email: string };
    detail: string;
    by: string | null;
    since: string;
    undo: {
      intent: string;
      fields: Record<string, string>;
      label: string;
      accessibleLabel: string;
    };
  }[];
}) {
  return (
    <DataTable
      label={label}
      minWidth="min-w-[44rem]"
      columns={[
        { label: c.seller },
        { label: detailLabel },
        { label: c.decidedBy },
        { label: c.action },
      ]}
    >
      {rows.map((row) => (
        <tr key={row.key} data-testid={testId} className="border-t border-line align-top">
          <SellerCell seller={row.seller} />
          <td className="max-w-80 px-3 py-2 break-words">{row.detail}</td>
          <td className="px-3 py-2">
            {row.by ?? ""}
            <span className="block text-xs text-muted">{formatDateTime(row.since)}</span>
          </td>
          <td className="px-3 py-2">
            <ActionButton {...row.undo} page={page} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** A form naming a seller by e-mail (hold, trust), with any fields of its own. */
function SellerEmailForm({
  intent,
  title,
  emailLabel,
  hint,
  submit,
  destructive = false,
  page,
  answer,
  prefill = "",
  children,
}: {
  intent: string;
  title: string;
  emailLabel: string;
  hint?: string;
  submit: string;
  destructive?: boolean;
  page: number;
  answer: PayoutAdminAnswer | null;
  prefill?: string;
  children?: ReactNode;
}) {
  const id = `${intent}-form`;
  return (
    <Form
      id={id}
      method="post"
      action="/admin/payouts"
      preventScrollReset
      aria-labelledby={`${id}-title`}
      className="grid max-w-xl gap-3"
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {title}
      </h3>
      <FormError message={formLevelError(answer)} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="page" value={String(page)} />
      <Field
        label={emailLabel}
        name="email"
        id={`${id}-email`}
        required
        description={hint}
        error={answer?.fieldErrors.email}
      >
        <Input type="email" autoComplete="off" defaultValue={answer?.values.email ?? prefill} />
      </Field>
      {children}
      <Button type="submit" variant={destructive ? "destructive" : "outline"} className="w-fit">
        {submit}
      </Button>
    </Form>
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
        <DecisionTable
          label={h.caption}
          testId="payout-hold"
          detailLabel={c.reason}
          page={page}
          rows={data.map((hold) => ({
            key: hold.id,
            seller: hold.seller,
            detail: hold.reason,
            by: hold.heldBy,
            since: hold.since,
            undo: {
              intent: "release-hold",
              fields: { holdId: hold.id },
              label: a.release,
              accessibleLabel: a.releaseFor(hold.seller.name),
            },
          }))}
        />
      )}
      <SellerEmailForm
        intent="hold"
        title={h.formTitle}
        emailLabel={h.email}
        submit={a.hold}
        destructive
        page={page}
        answer={mine}
        prefill={prefill}
      >
        <Field
          label={h.reason}
          name="reason"
          id="hold-form-reason"
          required
          description={h.reasonHint}
          error={mine?.fieldErrors.reason}
        >
          <Textarea rows={3} maxLength={HOLD_REASON_MAX} defaultValue={mine?.values.reason ?? ""} />
        </Field>
      </SellerEmailForm>
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
  return (
    <PayoutSection id="trust" title={t.sections.trust} intro={<p>{s.intro}</p>}>
      {data.length === 0 ? (
        <p role="status" className="text-sm text-muted">
          {s.empty}
        </p>
      ) : (
        <DecisionTable
          label={s.caption}
          testId="split-trusted"
          detailLabel={c.account}
          page={page}
          rows={data.map((row) => ({
            key: row.accountId,
            seller: row.seller,
            detail: row.bank,
            by: row.trustedBy,
            since: row.since,
            undo: {
              intent: "untrust-split",
              fields: { accountId: row.accountId },
              label: a.untrust,
              accessibleLabel: a.untrustFor(row.seller.name),
            },
          }))}
        />
      )}
      <SellerEmailForm
        intent="trust-split"
        title={s.formTitle}
        emailLabel={s.email}
        hint={s.hint}
        submit={a.trust}
        page={page}
        answer={answerFor(answer, "trust-split")}
      />
    </PayoutSection>
  );
}
