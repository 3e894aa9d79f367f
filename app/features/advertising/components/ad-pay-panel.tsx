import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormError } from "~/components/ui/form-error";
import { PaymentMethodChoice } from "~/features/payments/components/payment-method-choice";
import { formatCalendarDate } from "~/lib/dates";
import type { FormAnswer } from "~/lib/form-action.server";
import { formatNaira } from "~/lib/money";
import type { AdPayment } from "../ad-payment.server";
import { adPayCopy } from "../messages";

/**
 * A campaign's payment: what it costs and the pay form (or why it cannot be paid). One
 * panel for the e-mailed link's page and for the owner's page under My ads.
 */
export function AdPayPanel({
  ad,
  methods,
  testMode,
  answer,
}: {
  ad: AdPayment;
  methods: Record<"paystack" | "paypal", boolean>;
  testMode: boolean;
  answer: FormAnswer | undefined;
}) {
  const busy = useNavigation().state === "submitting";
  const t = adPayCopy;
  return (
    <>
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
          <dd className="text-right">{formatNaira(ad.monthlyCost)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t.length}</dt>
          <dd className="text-right">{ad.length}</dd>
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
          <FormError message={answer?.formError} />
          <PaymentMethodChoice
            legend={t.method}
            available={methods}
            chosen="paystack"
            testMode={testMode}
          />
          <Button type="submit" size="lg" disabled={busy} className="w-fit">
            {t.pay} · {formatNaira(ad.total)}
          </Button>
        </Form>
      )}
    </>
  );
}
