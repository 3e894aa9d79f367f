import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { PaymentMethodChoice } from "~/features/payments/components/payment-method-choice";
import type { FormAnswer } from "~/lib/form-action.server";
import { cn } from "~/lib/utils";
import { supportCopy as t, tipToasts } from "../messages";
import { MIN_TIP, TIP_MESSAGE_MAX, TIP_NAME_MAX, TIP_QUICK_AMOUNTS } from "../tip-constants";
import { AmountTiles } from "~/components/amount-tiles";

const control =
  "mt-1 block w-full rounded-md border bg-white px-3 text-ink aria-invalid:border-danger";

/**
 * A labelled text box with its hint or error (plain elements, not the Field kit: this
 * page is public and every byte of its JavaScript counts).
 */
function TextField({
  name,
  label,
  hint,
  error,
  maxLength,
  defaultValue,
  multiline = false,
}: {
  name: string;
  label: string;
  hint: string;
  error: string | undefined;
  maxLength: number;
  defaultValue: string | undefined;
  multiline?: boolean;
}) {
  const id = `support-${name}`;
  const common = {
    id,
    name,
    maxLength,
    defaultValue,
    "aria-describedby": `${id}-hint`,
    "aria-invalid": error ? true : undefined,
    className: cn(control, "border-line-strong", multiline ? "min-h-24 py-2" : "h-10"),
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {multiline ? <textarea rows={4} {...common} /> : <input type="text" {...common} />}
      <p id={`${id}-hint`} className={cn("mt-1 text-xs", error ? "text-danger" : "text-muted")}>
        {error ?? hint}
      </p>
    </div>
  );
}

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
}: {
  defaults: SupportFormDefaults;
  answer: FormAnswer | undefined;
  methods: Record<string, boolean>;
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
        <AmountTiles
          four
          amounts={TIP_QUICK_AMOUNTS}
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
        <TextField
          name="name"
          label={t.name}
          hint={t.nameHint}
          error={errors.name?.[0]}
          maxLength={TIP_NAME_MAX}
          defaultValue={typed ? typed.name : defaults.name}
        />
        <TextField
          name="message"
          label={t.message}
          hint={t.messageHint(TIP_MESSAGE_MAX)}
          error={errors.message?.[0]}
          maxLength={TIP_MESSAGE_MAX}
          defaultValue={typed?.message}
          multiline
        />
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
