import type { ReactNode } from "react";
import { paymentMethodChoice as copy, paymentsCopy } from "../messages";

const METHODS = ["paystack", "paypal"] as const;

/**
 * The provider choice of a checkout form (radio `method`): Paystack or PayPal, each
 * disabled when neither it nor the test provider can take the payment.
 */
export function PaymentMethodChoice({
  legend,
  available,
  chosen,
  testMode,
  children,
}: {
  legend: ReactNode;
  available: Record<string, boolean>;
  chosen: string;
  /** The built-in test provider takes the payment: say so under the legend. */
  testMode?: boolean;
  /** Shown under the legend (the test mode badge). */
  children?: ReactNode;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      {testMode ? <TestModeBadge /> : null}
      {children}
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {METHODS.map((m) => (
          <label
            key={m}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-line-strong p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="method"
              value={m}
              defaultChecked={chosen === m}
              disabled={!available[m]}
              className="mt-1 accent-brand-600"
            />
            <span>
              <span className="block font-semibold text-ink">{copy[m].name}</span>
              <span className="block text-xs text-muted">{copy[m].note}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Says the built-in test provider will take the payment (no real money moves). */
export function TestModeBadge() {
  return (
    <p className="w-fit rounded-md border border-accent-600 px-2 py-1 text-xs font-bold text-accent-600">
      {paymentsCopy.testCheckout.badge}
    </p>
  );
}
