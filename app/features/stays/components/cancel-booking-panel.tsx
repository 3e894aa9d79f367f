import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormError } from "~/components/ui/form-error";
import { Textarea } from "~/components/ui/textarea";
import type { FormAnswer } from "~/lib/form-action.server";
import { formatNaira } from "~/lib/money";
import { CANCEL_REASON_MAX } from "../booking-change-forms";
import { cancelPageCopy as c } from "../booking-change-messages";
import type { CancelView } from "../cancel-view";

/**
 * The confirm step of cancelling a stay (guest or host): the booking, the policy as it
 * was shown when booking, and the refund it gives now, before anything is cancelled.
 * A plain form: works before JavaScript loads.
 */
export function CancelBookingPanel({
  view,
  answer,
  back,
}: {
  view: CancelView;
  answer?: FormAnswer | null;
  back: string;
}) {
  const busy = useNavigation().state === "submitting";
  const host = view.as === "host";
  return (
    <section aria-labelledby="cancel-booking" className="grid min-w-0 max-w-2xl gap-4">
      <h1 id="cancel-booking" className="text-2xl font-bold break-words text-ink">
        {host ? c.hostTitle(view.stayTitle) : c.guestTitle(view.stayTitle)}
      </h1>
      <dl className="grid gap-y-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="text-muted">{c.reference}</dt>
        <dd className="mb-1 break-words sm:mb-0">{view.reference}</dd>
        <dt className="text-muted">{c.dates}</dt>
        <dd className="mb-1 sm:mb-0">{view.dates}</dd>
        {host && view.guestName ? (
          <>
            <dt className="text-muted">{c.guest}</dt>
            <dd className="mb-1 break-words sm:mb-0">{view.guestName}</dd>
          </>
        ) : null}
        <dt className="text-muted">{c.policy}</dt>
        <dd>{view.policy}</dd>
      </dl>
      {view.cancellable ? (
        <>
          <section aria-labelledby="refund-heading" className="grid gap-2 rounded-md border p-4">
            <h2 id="refund-heading" className="font-semibold text-ink">
              {host ? c.hostRefundHeading : c.refundHeading}
            </h2>
            {view.refund ? (
              <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted">{c.paid}</dt>
                <dd className="text-right">{formatNaira(view.total)}</dd>
                <dt>{c.nights}</dt>
                <dd className="text-right">{formatNaira(view.refund.nights)}</dd>
                <dt>{c.cleaning}</dt>
                <dd className="text-right">{formatNaira(view.refund.cleaning)}</dd>
                <dt>{c.service}</dt>
                <dd className="text-right">{formatNaira(view.refund.service)}</dd>
                <dt className="font-semibold">{c.total}</dt>
                <dd className="text-right font-semibold">
                  {formatNaira(view.cappedAt ?? view.refund.total)}
                </dd>
              </dl>
            ) : null}
            <p className="text-sm">{view.note}</p>
            {view.cappedAt !== null ? (
              <p className="text-sm">{c.refundCapped(formatNaira(view.cappedAt))}</p>
            ) : null}
            {view.paid ? <p className="text-sm text-muted">{c.refundTiming}</p> : null}
          </section>
          <FormError message={answer?.formError} />
          <Form method="post" className="grid gap-4">
            <Field
              label={host ? c.hostReason : c.guestReason}
              name="reason"
              required={host}
              description={host ? c.hostReasonHint : undefined}
              error={answer?.fieldErrors.reason}
            >
              <Textarea
                defaultValue={answer?.values.reason ?? ""}
                maxLength={CANCEL_REASON_MAX}
                rows={3}
              />
            </Field>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" variant="destructive" disabled={busy}>
                {host ? c.confirmHost : c.confirmGuest}
              </Button>
              <Button asChild variant="outline">
                <Link to={back}>{c.keep}</Link>
              </Button>
            </div>
          </Form>
        </>
      ) : (
        <>
          <FormError message={answer?.formError} />
          <p className="text-muted">{view.refusal}</p>
        </>
      )}
    </section>
  );
}
