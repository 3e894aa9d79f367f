import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/advertise-pay";
import { Button } from "~/components/ui/button";
import { FormError } from "~/components/ui/form-error";
import { loadAdPayment, startAdPayment } from "~/features/advertising/ad-payment.server";
import { adPayCopy } from "~/features/advertising/messages";
import { PaymentMethodChoice } from "~/features/payments/components/payment-method-choice";
import { resolveProvider, testModeAllowed } from "~/features/payments/providers/config.server";
import { paymentsCopy, paymentSuccess } from "~/features/payments/messages";
import { formatCalendarDate } from "~/lib/dates";
import { messageToast, redirectWithToast } from "~/lib/flash.server";
import { parseForm, runForm, type FormAnswer } from "~/lib/form-action.server";
import { formatNaira } from "~/lib/money";
import { publicOrigin } from "~/lib/request.server";
import { pageMeta } from "~/lib/seo";

const METHODS = ["paystack", "paypal"] as const;
const NO_STORE = { "Cache-Control": "private, no-store" };

export const meta = () =>
  pageMeta({ title: adPayCopy.title, description: adPayCopy.title, noindex: true });

/** The payment link e-mailed at approval: whoever holds it may pay, signed in or not. */
export async function loader({ params }: Route.LoaderArgs) {
  const ad = await loadAdPayment(params.token);
  if (!ad) throw data(null, { status: 404 });
  return data(
    {
      ad,
      testMode: testModeAllowed(),
      methods: Object.fromEntries(METHODS.map((m) => [m, resolveProvider(m) !== null])),
    },
    { headers: NO_STORE },
  );
}

export function headers() {
  // The page names a business and its campaign: never in a shared cache.
  return { ...NO_STORE, "Referrer-Policy": "no-referrer" };
}

const paySchema = z.object({ method: z.enum(METHODS).default("paystack") });

export async function action({ request, params }: Route.ActionArgs) {
  const parsed = await parseForm(request, paySchema);
  if (!parsed.ok) return parsed.response;
  const started = await runForm(parsed.values, () =>
    startAdPayment({
      token: params.token,
      provider: parsed.data.method,
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

export default function AdvertisePay({ loaderData, actionData }: Route.ComponentProps) {
  const { ad, methods, testMode } = loaderData;
  const busy = useNavigation().state === "submitting";
  const answer = actionData as FormAnswer | undefined;
  const t = adPayCopy;
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
        <p className="text-muted">{t.intro(ad.businessName)}</p>
      </header>
      <dl className="grid gap-2 rounded-card border border-line p-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t.campaign}</dt>
          <dd className="text-right font-medium">{ad.title}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t.dates}</dt>
          <dd className="text-right">
            {formatCalendarDate(ad.startDate)} – {formatCalendarDate(ad.endDate)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t.monthly}</dt>
          <dd className="text-right">
            {formatNaira(ad.monthlyCost)} × {t.periods(ad.periods)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-line pt-2 text-base">
          <dt className="font-semibold">{t.total}</dt>
          <dd className="font-bold">{formatNaira(ad.total)}</dd>
        </div>
      </dl>
      {ad.state === "paid" ? (
        <p
          role="status"
          className="rounded-card border border-brand-600 bg-brand-50 p-4 text-brand-800"
        >
          {t.paid}
        </p>
      ) : ad.state === "closed" ? (
        <p role="status" className="rounded-card border border-line-strong p-4">
          {t.notPayable}
        </p>
      ) : (
        <Form method="post" className="grid gap-4">
          {ad.overdue ? <p className="font-medium text-danger">{t.overdue}</p> : null}
          {testMode ? (
            <p className="w-fit rounded-md border border-accent-600 px-2 py-1 text-xs font-bold text-accent-600">
              {paymentsCopy.testCheckout.badge}
            </p>
          ) : null}
          <FormError message={answer?.formError} />
          <PaymentMethodChoice legend={t.method} available={methods} chosen="paystack" />
          <Button type="submit" size="lg" disabled={busy} className="w-fit">
            {t.pay} · {formatNaira(ad.total)}
          </Button>
        </Form>
      )}
    </div>
  );
}
