import { Link } from "react-router";
import type { Route } from "./+types/payments-result";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { can } from "~/features/accounts/permissions";
import { cancelPendingPayment, verifyPendingPayment } from "~/features/payments/checkout.server";
import { statusTone } from "~/features/payments/payment-centre-constants";
import { paymentMethodName } from "~/features/payments/payment-method-name";
import { paymentForViewer } from "~/features/payments/payment-pages.server";
import {
  paymentStatusLabel,
  resultMessage,
  type StatusTone,
} from "~/features/payments/payment-status";
import { getSessionUser } from "~/lib/auth.server";
import { paymentsCopy } from "~/features/payments/messages";
import { formatNaira } from "~/lib/money";
import { pageMeta } from "~/lib/seo";
import { cn } from "~/lib/utils";

export const meta = () =>
  pageMeta({ title: paymentsCopy.result.title, description: "", noindex: true });

/**
 * What our server knows about the payment, never what the browser's return says.
 * Still pending (the webhook may be late): ask the provider once, on this load.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  let txn = await paymentForViewer(request, params.get("reference"));
  if (txn.paymentStatus === "pending") {
    // PayPal's cancel link adds cancelled=1; the provider is still asked first.
    txn =
      (params.get("cancelled") === "1"
        ? await cancelPendingPayment(txn.paymentReference)
        : await verifyPendingPayment(txn.paymentReference)) ?? txn;
  }
  const user = await getSessionUser(request);
  return {
    payment: {
      reference: txn.paymentReference,
      status: txn.paymentStatus,
      transactionType: txn.transactionType,
      purpose: txn.purpose,
      totalAmount: txn.totalAmount,
      method: paymentMethodName(txn.provider, txn.paymentMethod),
      provider: txn.provider,
      failureReason: txn.failureReason,
      at: (txn.paidAt ?? txn.updatedAt).toISOString(),
      // Where the purchase lives (the order's tickets): our own path only.
      returnPath:
        typeof txn.metadata.returnPath === "string" && /^\/(?![/\\])/.test(txn.metadata.returnPath)
          ? txn.metadata.returnPath
          : null,
    },
    canSeeHistory: can(user?.role, "payments:history"),
  };
}

const PANEL: Record<StatusTone, string> = {
  success: "border-success bg-brand-50 text-success",
  danger: "border-danger bg-danger/10 text-danger",
  warning: "border-accent-600 bg-accent-500/10 text-accent-600",
  secondary: "border-line-strong bg-surface text-ink",
};

const lagos = new Intl.DateTimeFormat("en-NG", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Africa/Lagos",
});

export default function PaymentResult({ loaderData }: Route.ComponentProps) {
  const { payment: p, canSeeHistory } = loaderData;
  const c = paymentsCopy.result;
  const tone = statusTone(p.status);
  const m = resultMessage(p.status, p.transactionType, p.failureReason);
  // A purchase's own page after success (a donation has its own button below).
  const onward = tone === "success" && p.transactionType !== "donation" ? p.returnPath : null;
  const self = `/payments/result?reference=${encodeURIComponent(p.reference)}`;
  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{c.title}</h1>
      <div
        role={tone === "danger" ? "alert" : "status"}
        data-testid="payment-result"
        data-status={p.status}
        className={cn("mt-4 rounded-card border-2 p-4", PANEL[tone])}
      >
        <p className="text-lg font-semibold">{m.title}</p>
        <p className="mt-1 text-sm text-ink">{m.message}</p>
      </div>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-card border border-line p-4 text-sm">
        <dt className="text-muted">{c.purpose}</dt>
        <dd className="text-ink">{p.purpose}</dd>
        <dt className="text-muted">{c.amount}</dt>
        <dd className="font-semibold text-ink">{formatNaira(p.totalAmount)}</dd>
        <dt className="text-muted">{c.method}</dt>
        <dd className="text-ink">
          {p.method}
          {p.provider === "test" ? (
            <Badge variant="warning" className="ml-2">
              {paymentsCopy.testCheckout.badge}
            </Badge>
          ) : null}
        </dd>
        <dt className="text-muted">{c.reference}</dt>
        <dd className="font-mono break-all text-ink">{p.reference}</dd>
        <dt className="text-muted">{c.date}</dt>
        <dd className="text-ink">
          <time dateTime={p.at}>{lagos.format(new Date(p.at))}</time>
        </dd>
        <dt className="text-muted">Status</dt>
        <dd>
          <Badge variant={tone}>{paymentStatusLabel(p.status)}</Badge>
        </dd>
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        {tone === "warning" ? (
          <Button asChild>
            <Link to={self} reloadDocument>
              {c.refresh}
            </Link>
          </Button>
        ) : null}
        {onward ? (
          <Button asChild>
            <Link to={onward}>{c.continue(p.transactionType)}</Link>
          </Button>
        ) : null}
        {canSeeHistory ? (
          <Button asChild variant={tone === "warning" || onward ? "outline" : "default"}>
            <Link to="/payments?tab=history">{c.history}</Link>
          </Button>
        ) : null}
        {p.transactionType === "donation" ? (
          <Button asChild variant="outline">
            <Link to="/donate">{c.donateAgain}</Link>
          </Button>
        ) : null}
        <Button asChild variant="ghost">
          <Link to="/">{c.home}</Link>
        </Button>
      </div>
    </div>
  );
}
