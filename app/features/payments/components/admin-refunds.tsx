import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { DataTable } from "~/components/ui/data-table";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { formatDateTime } from "~/lib/dates";
import { adminSettingsCopy } from "~/features/payments/messages";
import { formatNaira } from "~/lib/money";
import type { AdminPaymentView } from "../refunds.server";
import { paymentMethodName } from "../payment-method-name";
import { PaymentStatusBadge } from "./status-badge";

const r = adminSettingsCopy.refunds;

export type AdminRefundsData = {
  reference: string;
  found: AdminPaymentView | null;
  late: AdminPaymentView[];
};

/** A plain POST form: works before (or without) JavaScript. */
function RefundForm({ payment }: { payment: AdminPaymentView }) {
  const id = `refund-${payment.reference}`;
  return (
    <Form
      method="post"
      action="/admin/settings"
      className="grid content-start gap-3"
      aria-label={`${r.submit} ${payment.reference}`}
    >
      <input type="hidden" name="intent" value="refund-payment" />
      <input type="hidden" name="reference" value={payment.reference} />
      <Field label={r.amountLabel} name="amount" id={`${id}-amount`} description={r.amountHint}>
        <Input type="number" min={1} max={payment.refundable} step={1} />
      </Field>
      <Field
        label={r.reasonLabel}
        name="reason"
        id={`${id}-reason`}
        description={r.reasonHint}
        required
      >
        <Input type="text" minLength={3} maxLength={300} />
      </Field>
      <Button type="submit" variant="destructive" className="w-fit">
        {r.submit}
      </Button>
    </Form>
  );
}

function PaymentSummary({ payment }: { payment: AdminPaymentView }) {
  return (
    <dl
      className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm"
      data-testid="refund-payment-summary"
    >
      <dt className="text-muted">{r.reference}</dt>
      <dd className="font-mono">{payment.reference}</dd>
      <dt className="text-muted">{r.payer}</dt>
      <dd>{payment.email}</dd>
      <dt className="text-muted">{r.purpose}</dt>
      <dd>{payment.purpose}</dd>
      <dt className="text-muted">{r.provider}</dt>
      <dd>{paymentMethodName(payment.provider)}</dd>
      <dt className="text-muted">{r.status}</dt>
      <dd>
        <PaymentStatusBadge status={payment.status} />
      </dd>
      <dt className="text-muted">{r.amount}</dt>
      <dd className="tabular-nums">{formatNaira(payment.amount)}</dd>
      <dt className="text-muted">{r.refunded}</dt>
      <dd className="tabular-nums">{formatNaira(payment.refunded)}</dd>
      <dt className="text-muted">{r.refundable}</dt>
      <dd className="tabular-nums font-medium">{formatNaira(payment.refundable)}</dd>
    </dl>
  );
}

/** Admin Settings tab: find a payment by reference and refund it; late payments to refund. */
export function AdminRefunds({ data }: { data: AdminRefundsData }) {
  return (
    <section aria-labelledby="refunds-title" id="refunds" className="grid gap-3">
      <h3 id="refunds-title" className="text-lg font-semibold">
        {r.title}
      </h3>
      <p className="text-sm text-muted">{r.intro}</p>
      <Form method="get" action="/admin/settings" className="flex flex-wrap items-end gap-2">
        <Field
          label={r.lookupLabel}
          name="ref"
          id="refund-lookup"
          description={r.lookupHint}
          className="w-80"
        >
          <Input type="search" defaultValue={data.reference} required maxLength={64} />
        </Field>
        <Button type="submit" variant="outline">
          {r.find}
        </Button>
      </Form>
      {data.reference ? (
        data.found ? (
          <Card>
            <CardHeader>
              <CardTitle as="h4">{data.found.reference}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 md:grid-cols-2">
              <PaymentSummary payment={data.found} />
              {data.found.canRefund ? (
                <RefundForm payment={data.found} />
              ) : (
                <p className="text-sm" role="status">
                  {r.notRefundable}
                </p>
              )}
            </CardContent>
          </Card>
        ) : (
          <p className="text-sm" role="status">
            {r.notFound}
          </p>
        )
      ) : null}

      <h4 className="mt-4 font-semibold" id="late-payments-title">
        {r.lateTitle}
      </h4>
      <p className="text-sm text-muted">{r.lateIntro}</p>
      {data.late.length === 0 ? (
        <p className="text-sm">{r.lateNone}</p>
      ) : (
        <DataTable
          label={r.lateCaption}
          minWidth="min-w-[40rem]"
          columns={[
            { label: r.reference },
            { label: r.payer },
            { label: r.status },
            { label: r.refundable, numeric: true },
            { label: r.paidAt },
            { label: r.open },
          ]}
        >
          {data.late.map((p) => (
            <tr key={p.id} className="border-t border-line align-top">
              <td className="px-3 py-2 font-mono">{p.reference}</td>
              <td className="px-3 py-2">{p.email}</td>
              <td className="px-3 py-2">
                <PaymentStatusBadge status={p.status} />
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{formatNaira(p.refundable)}</td>
              <td className="px-3 py-2">{p.paidAt ? formatDateTime(p.paidAt) : "—"}</td>
              <td className="px-3 py-2">
                <a
                  className="text-brand-700 underline"
                  href={`/admin/settings?ref=${encodeURIComponent(p.reference)}#refunds`}
                >
                  {r.submit}
                  <span className="sr-only"> {p.reference}</span>
                </a>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
