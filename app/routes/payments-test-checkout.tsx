import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/payments-test-checkout";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { completeTestCheckout } from "~/features/payments/checkout.server";
import { paymentForViewer } from "~/features/payments/payment-pages.server";
import { testModeAllowed } from "~/features/payments/providers/config.server";
import {
  signTestOutcome,
  testResultFromCallback,
  TEST_OUTCOMES,
} from "~/features/payments/providers/test.server";
import { generalErrors } from "~/lib/messages/error-pages";
import { paymentsCopy } from "~/features/payments/messages";
import { formatNaira } from "~/lib/money";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({ title: paymentsCopy.testCheckout.title, description: "", noindex: true });

function refuseWhenOff() {
  // Not a page at all when a real provider is configured (or test mode is off).
  if (!testModeAllowed()) throw data({ error: generalErrors.notFound }, { status: 404 });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  refuseWhenOff();
  const txn = await paymentForViewer(request, params.reference);
  if (txn.provider !== "test") throw data({ error: generalErrors.notFound }, { status: 404 });
  const amount = txn.providerAmount ?? txn.totalAmount * 100;
  const currency = txn.providerCurrency ?? txn.currency;
  return {
    reference: txn.paymentReference,
    purpose: txn.purpose,
    email: txn.email,
    totalAmount: txn.totalAmount,
    amount,
    currency,
    open: txn.paymentStatus === "pending" && (!txn.expiresAt || txn.expiresAt > new Date()),
    // Each button carries the provider's signature of its outcome for this payment.
    outcomes: TEST_OUTCOMES.map((outcome) => ({
      outcome,
      signature: signTestOutcome(txn.paymentReference, outcome, amount, currency),
    })),
  };
}

/** The test provider's signed callback: checked, then the same confirmation as a webhook. */
export async function action({ request, params }: Route.ActionArgs) {
  refuseWhenOff();
  const txn = await paymentForViewer(request, params.reference);
  const form = await request.formData();
  const result = testResultFromCallback({
    reference: txn.paymentReference,
    outcome: String(form.get("outcome") ?? ""),
    amount: Number(form.get("amount")),
    currency: String(form.get("currency") ?? ""),
    signature: String(form.get("signature") ?? ""),
  });
  if (!result) throw data({ error: generalErrors.forbidden }, { status: 400 });
  await completeTestCheckout(txn.paymentReference, result);
  return redirect(`/payments/result?reference=${encodeURIComponent(txn.paymentReference)}`, 303);
}

const LABEL = {
  pay: paymentsCopy.testCheckout.pay,
  decline: paymentsCopy.testCheckout.decline,
  cancel: paymentsCopy.testCheckout.cancel,
} as const;

export default function TestCheckout({ loaderData }: Route.ComponentProps) {
  const t = paymentsCopy.testCheckout;
  const d = loaderData;
  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <div
        role="note"
        className="rounded-card border-2 border-dashed border-accent-600 bg-accent-500/10 p-4 text-center"
      >
        <p className="text-2xl font-black tracking-widest text-accent-600">{t.badge}</p>
        <p className="mt-1 text-sm text-ink">{t.explainer}</p>
      </div>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-ink">{t.title}</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-card border border-line p-4 text-sm">
        <dt className="text-muted">{paymentsCopy.result.purpose}</dt>
        <dd className="text-ink">{d.purpose}</dd>
        <dt className="text-muted">{paymentsCopy.result.amount}</dt>
        <dd className="text-lg font-semibold text-ink" data-testid="test-checkout-amount">
          {formatNaira(d.totalAmount)}
        </dd>
        <dt className="text-muted">Email</dt>
        <dd className="text-ink">{d.email}</dd>
        <dt className="text-muted">{paymentsCopy.result.reference}</dt>
        <dd className="font-mono text-ink">{d.reference}</dd>
      </dl>
      {d.open ? (
        <div className="mt-6 flex flex-wrap gap-3">
          {d.outcomes.map(({ outcome, signature }) => (
            <Form method="post" key={outcome}>
              <input type="hidden" name="outcome" value={outcome} />
              <input type="hidden" name="amount" value={d.amount} />
              <input type="hidden" name="currency" value={d.currency} />
              <input type="hidden" name="signature" value={signature} />
              <Button
                type="submit"
                variant={
                  outcome === "pay" ? "default" : outcome === "decline" ? "destructive" : "outline"
                }
              >
                {LABEL[outcome]}
                {outcome === "pay" ? ` ${formatNaira(d.totalAmount)}` : ""}
              </Button>
            </Form>
          ))}
        </div>
      ) : (
        <p className="mt-6 text-ink" role="status">
          <Badge variant="secondary">{t.badge}</Badge> {t.closed}{" "}
          <a
            className="text-brand-700 underline"
            href={`/payments/result?reference=${encodeURIComponent(d.reference)}`}
          >
            {paymentsCopy.result.title}
          </a>
        </p>
      )}
    </div>
  );
}
