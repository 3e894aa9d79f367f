import { useEffect, useRef } from "react";
import { Form, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { feeCalculatorCopy, paymentCategoryLabels } from "~/features/payments/messages";
import { formatNaira } from "~/lib/money";
import { describeFeeRule } from "../fee-rule-label";
import type { FeeQuote } from "../fees";
import { CALCULATOR_CATEGORIES } from "../payment-centre-constants";

const c = feeCalculatorCopy;

export type CalculatorState = {
  amount: string;
  category: string;
  quote: FeeQuote | null;
  errors: Record<string, string[]>;
};

/**
 * A GET form the server answers (so it works without JavaScript); with JavaScript it
 * re-quotes as the user types, still computed on the server by the one fee function.
 */
export function FeeCalculator({ state }: { state: CalculatorState }) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const live = (form: HTMLFormElement | null, delay: number) => {
    if (!form) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => submit(form, { replace: true, preventScrollReset: true }),
      delay,
    );
  };
  const { quote } = state;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Form
        method="get"
        action="/payments"
        className="grid content-start gap-4"
        onChange={(e) => live(e.currentTarget, 300)}
      >
        <input type="hidden" name="tab" value="calculator" />
        <Field label={c.amount} name="amount" error={state.errors.amount}>
          <Input type="number" inputMode="numeric" min={0} step={100} defaultValue={state.amount} />
        </Field>
        <Field label={c.category} name="category" error={state.errors.category}>
          <NativeSelect defaultValue={state.category}>
            {CALCULATOR_CATEGORIES.map((cat) => (
              <option key={cat} value={cat}>
                {paymentCategoryLabels[cat]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button type="submit" className="w-fit">
          {c.calculate}
        </Button>
      </Form>
      <Card>
        <CardContent className="pt-4 sm:pt-6">
          <output aria-live="polite" className="block" data-testid="fee-quote">
            {quote ? (
              <dl className="grid gap-3">
                <div className="flex justify-between gap-4">
                  <dt className="text-muted">{c.total}</dt>
                  <dd className="font-semibold tabular-nums">{formatNaira(quote.amount)}</dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt className="text-muted">{c.fee}</dt>
                  <dd className="font-semibold tabular-nums" data-testid="fee-amount">
                    {formatNaira(quote.fee)}
                  </dd>
                </div>
                <div className="flex justify-between gap-4 border-t border-line pt-3">
                  <dt className="text-muted">{c.net}</dt>
                  <dd className="text-xl font-bold tabular-nums" data-testid="net-amount">
                    {formatNaira(quote.net)}
                  </dd>
                </div>
                <div className="grid gap-1">
                  <dt className="text-sm text-muted">{c.ruleApplied}</dt>
                  <dd className="text-sm" data-testid="fee-rule">
                    {describeFeeRule(quote.rule)}
                  </dd>
                </div>
              </dl>
            ) : null}
          </output>
          <p className="mt-4 text-xs text-muted">{c.note}</p>
        </CardContent>
      </Card>
    </div>
  );
}
