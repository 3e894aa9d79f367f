import { data, Link } from "react-router";
import type { Route } from "./+types/payments-receipt";
import { Button } from "~/components/ui/button";
import { requirePermission } from "~/features/accounts/guards.server";
import { PrintButton } from "~/features/payments/components/print-button";
import { PaymentStatusBadge } from "~/features/payments/components/status-badge";
import { paymentMethodName } from "~/features/payments/payment-method-name";
import { receiptOf } from "~/features/payments/payment-centre-pages.server";
import { formatDateTime } from "~/lib/dates";
import { paymentCentreCopy } from "~/features/payments/messages";
import { formatNaira } from "~/lib/money";
import { pageMeta } from "~/lib/seo";

const r = paymentCentreCopy.receipt;
const h = paymentCentreCopy.history;

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePermission(request, "payments:history");
  const reference = (params.reference ?? "").slice(0, 100);
  const receipt = await receiptOf({ userId: user.id, reference });
  // Someone else's reference looks exactly like an unknown one: no hint it exists.
  if (!receipt) throw data(null, { status: 404 });
  // The seller's split is not sent to the payer's browser either.
  const { fee: _fee, net: _net, ...shown } = receipt;
  return data({ receipt: shown }, { headers: { "Cache-Control": "private, no-store" } });
}

export const meta = ({ data: d }: Route.MetaArgs) =>
  pageMeta({
    title: d ? r.title(d.receipt.reference) : r.heading,
    description: r.heading,
    noindex: true,
  });

export default function PaymentReceipt({ loaderData }: Route.ComponentProps) {
  const { receipt } = loaderData;
  const rows: [string, React.ReactNode][] = [
    [h.reference, <span className="font-mono">{receipt.reference}</span>],
    [
      h.purpose,
      `${paymentCentreCopy.purposes[receipt.transactionType as keyof typeof paymentCentreCopy.purposes]}: ${receipt.purpose}`,
    ],
    [r.paidBy, receipt.email],
    [r.provider, paymentMethodName(receipt.provider, receipt.method)],
    [r.createdAt, formatDateTime(receipt.createdAt)],
    ...(receipt.paidAt ? [[r.paidAt, formatDateTime(receipt.paidAt)] as [string, string]] : []),
    // What the payer paid: the seller's fee and net are not theirs to see (issue 30 §3.10).
    [h.amount, formatNaira(receipt.amount)],
    ...(receipt.refunded > 0
      ? [[r.refunded, formatNaira(receipt.refunded)] as [string, string]]
      : []),
    [h.status, <PaymentStatusBadge status={receipt.status} />],
  ];
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8 print:py-0">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Button asChild variant="ghost">
          <Link to="/payments?tab=history">{r.back}</Link>
        </Button>
        <PrintButton label={r.print} />
      </div>
      <article className="rounded-card border border-line p-6 print:border-0 print:p-0">
        <header className="mb-4 border-b border-line pb-4">
          <p className="text-sm text-muted">{r.issuer}</p>
          <h1 className="text-2xl font-bold">{r.heading}</h1>
        </header>
        <dl className="grid gap-3">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-wrap justify-between gap-3">
              <dt className="text-muted">{label}</dt>
              <dd className="text-right font-medium tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </article>
    </div>
  );
}
