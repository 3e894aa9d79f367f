import { Form, useNavigation } from "react-router";
import { AmountTiles } from "~/components/amount-tiles";
import type { Route } from "./+types/donate";
import { Button } from "~/components/ui/button";
import { PaymentMethodChoice } from "~/features/payments/components/payment-method-choice";
import { signInUrl } from "~/features/accounts/guards.server";
import {
  DONATION_METHODS,
  DONATION_QUICK_AMOUNTS,
  MIN_DONATION,
} from "~/features/donations/donation-constants";
import { donationSchema } from "~/features/donations/donation-schema";
import { startDonation } from "~/features/donations/start-donation.server";
import { resolveProvider, testModeAllowed } from "~/features/payments/providers/config.server";
import { getSessionUser } from "~/lib/auth.server";
import { messageToast, redirectWithToast } from "~/lib/flash.server";
import { parseForm, runForm, type FormAnswer } from "~/lib/form-action.server";
import { donateCopy, donationToasts } from "~/features/donations/messages";
import { checkoutToasts, paymentsCopy, paymentSuccess } from "~/features/payments/messages";
import { publicOrigin } from "~/lib/request.server";
import { pageMeta } from "~/lib/seo";
import { cn } from "~/lib/utils";

export const meta = () => pageMeta({ title: donateCopy.title, description: donateCopy.intro });

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  return {
    signedIn: !!user,
    signIn: signInUrl(request),
    testMode: testModeAllowed(),
    // A method shows as unavailable when neither it nor the test provider can take it.
    methods: Object.fromEntries(DONATION_METHODS.map((m) => [m, resolveProvider(m) !== null])),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await getSessionUser(request);
  if (!user) {
    return redirectWithToast(
      `/auth/sign-in?redirectTo=${encodeURIComponent("/donate")}`,
      messageToast(checkoutToasts.authRequired, "error"),
    );
  }
  const parsed = await parseForm(request, donationSchema, {
    formError: donationToasts.invalidAmount,
  });
  if (!parsed.ok) return parsed.response;
  const started = await runForm(parsed.values, () =>
    startDonation({
      ...parsed.data,
      user: { id: user.id, email: user.email },
      origin: publicOrigin(request),
    }),
  );
  if (!started.ok) return started.response;
  return redirectWithToast(
    started.result.redirectUrl,
    messageToast(paymentSuccess.initiated, "success"),
    { status: 303 },
  );
}

export default function Donate({ loaderData, actionData }: Route.ComponentProps) {
  const t = donateCopy;
  const busy = useNavigation().state === "submitting";
  // A refused donation answers 400 (or the provider's status) with what was typed.
  const answer = actionData as FormAnswer | undefined;
  const chosen = answer?.values.amount || String(DONATION_QUICK_AMOUNTS[2]);
  const method = answer?.values.method || "paystack";
  const amountError = answer?.fieldErrors.customAmount?.[0];
  const formError = amountError ? undefined : answer?.formError?.message;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t.title}</h1>
      <p className="mt-2 text-muted">{t.intro}</p>
      {loaderData.testMode ? (
        <p className="mt-3 inline-block rounded-md border border-accent-600 px-2 py-1 text-xs font-bold tracking-wide text-accent-600">
          {paymentsCopy.testCheckout.badge}
        </p>
      ) : null}
      {amountError || formError ? (
        <div role="alert" className="mt-4 rounded-md border border-danger p-3 text-danger">
          <p className="font-semibold">
            {amountError ? donationToasts.invalidAmount.title : checkoutToasts.failed.title}
          </p>
          <p className="text-sm">{amountError ?? formError}</p>
        </div>
      ) : null}
      <Form method="post" className="mt-6 space-y-6" noValidate>
        <AmountTiles legend={t.quickAmounts} amounts={DONATION_QUICK_AMOUNTS} chosen={chosen} />
        <div>
          <label htmlFor="donate-custom" className="text-sm font-semibold text-ink">
            {t.customAmount}
          </label>
          <input
            id="donate-custom"
            name="customAmount"
            type="number"
            inputMode="numeric"
            min={MIN_DONATION}
            step={1}
            defaultValue={answer?.values.customAmount}
            aria-describedby="donate-custom-hint"
            aria-invalid={amountError ? true : undefined}
            className={cn(
              "mt-1 block h-10 w-full rounded-md border bg-white px-3 text-ink",
              amountError ? "border-danger" : "border-line-strong",
            )}
          />
          <p id="donate-custom-hint" className="mt-1 text-xs text-muted">
            {amountError ?? t.customAmountHint}
          </p>
        </div>
        <PaymentMethodChoice legend={t.method} available={loaderData.methods} chosen={method} />
        <Button type="submit" size="lg" disabled={busy}>
          {t.submit}
        </Button>
      </Form>
    </div>
  );
}
