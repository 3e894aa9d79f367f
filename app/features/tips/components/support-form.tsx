import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { PaymentMethodChoice } from "~/features/payments/components/payment-method-choice";
import type { FormAnswer } from "~/lib/form-action.server";
import { cn } from "~/lib/utils";
import { supportCopy as t, tipToasts } from "../messages";
import { MIN_TIP, TIP_MESSAGE_MAX, TIP_NAME_MAX } from "../tip-constants";
import { AmountChoice } from "./amount-choice";

export type SupportFormDefaults = {
  /** The quick amount chosen (a string of it), or "" when a custom amount is given. */
  amount: string;
  customAmount: string;
  name: string;
  contentId: string | null;
};

/**
 * The full support form (issue 35): quick amounts as radio tiles or a custom amount
 * (the spec's donation texts), an optional name and message, whether the message shows
 * under Supporters, anonymous, and the payment method. Plain HTML form: it works
 * without JavaScript; a refused post comes back with what was typed and why.
 */
export function SupportForm({
  defaults,
  answer,
  methods,
  testMode,
}: {
  defaults: SupportFormDefaults;
  answer: FormAnswer | undefined;
  methods: Record<string, boolean>;
  testMode: boolean;
}) {
  const busy = useNavigation().state === "submitting";
  const typed = answer?.values;
  const errors = answer?.fieldErrors ?? {};
  const amountError = errors.customAmount?.[0];
  // A refused post keeps every choice as typed; a fresh page starts public and named.
  const checked = (name: string, fresh: boolean) => (typed ? typed[name] === "on" : fresh);
  const problem = answer
    ? amountError
      ? tipToasts.invalidAmount
      : (answer.formError ?? (Object.keys(errors).length ? tipToasts.checkForm : null))
    : null;
  return (
    <>
      {problem ? (
        <div role="alert" className="mt-4 rounded-md border border-danger p-3 text-danger">
          <p className="font-semibold">{problem.title}</p>
          <p className="text-sm">{amountError ?? problem.message}</p>
        </div>
      ) : null}
      <Form method="post" className="mt-6 grid gap-6" noValidate>
        {defaults.contentId ? (
          <input type="hidden" name="contentId" value={defaults.contentId} />
        ) : null}
        <AmountChoice
          legend={t.quickAmounts}
          chosen={typed ? (typed.amount ?? "") : defaults.amount}
        />
        <div>
          <label htmlFor="support-custom" className="text-sm font-semibold text-ink">
            {t.customAmount}
          </label>
          <input
            id="support-custom"
            name="customAmount"
            type="number"
            inputMode="numeric"
            min={MIN_TIP}
            step={1}
            defaultValue={typed ? typed.customAmount : defaults.customAmount}
            aria-describedby="support-custom-hint"
            aria-invalid={amountError ? true : undefined}
            className={cn(
              "mt-1 block h-10 w-full rounded-md border bg-white px-3 text-ink",
              amountError ? "border-danger" : "border-line-strong",
            )}
          />
          <p
            id="support-custom-hint"
            className={cn("mt-1 text-xs", amountError ? "text-danger" : "text-muted")}
          >
            {amountError ?? t.customAmountHint}
          </p>
        </div>
        <Field label={t.name} name="name" description={t.nameHint} error={errors.name}>
          <Input
            maxLength={TIP_NAME_MAX}
            autoComplete="name"
            defaultValue={typed ? typed.name : defaults.name}
          />
        </Field>
        <Field
          label={t.message}
          name="message"
          description={t.messageHint(TIP_MESSAGE_MAX)}
          error={errors.message}
        >
          <Textarea maxLength={TIP_MESSAGE_MAX} rows={4} defaultValue={typed?.message} />
        </Field>
        <div className="grid gap-3">
          <label className="flex items-start gap-3 text-sm text-ink">
            <input
              type="checkbox"
              name="messagePublic"
              defaultChecked={checked("messagePublic", true)}
              aria-describedby="support-public-hint"
              className="mt-1 accent-brand-600"
            />
            <span>
              <span className="block font-medium">{t.messagePublic}</span>
              <span id="support-public-hint" className="block text-xs text-muted">
                {t.messagePublicHint}
              </span>
            </span>
          </label>
          <label className="flex items-start gap-3 text-sm font-medium text-ink">
            <input
              type="checkbox"
              name="anonymous"
              defaultChecked={checked("anonymous", false)}
              className="mt-1 accent-brand-600"
            />
            {t.anonymous}
          </label>
        </div>
        <PaymentMethodChoice
          legend={t.method}
          available={methods}
          chosen={typed?.method || "paystack"}
          testMode={testMode}
        />
        <div>
          <Button type="submit" size="lg" disabled={busy}>
            {t.submitPlain}
          </Button>
        </div>
      </Form>
    </>
  );
}
