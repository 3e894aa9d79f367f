import { useCallback, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/events-checkout-order";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { PaymentMethodChoice } from "~/features/payments/components/payment-method-choice";
import { HoldCountdown } from "~/features/events/components/hold-countdown";
import { cancelTicketHold } from "~/features/events/cancel-ticket-hold.server";
import {
  checkoutTicketOrder,
  getTicketCheckout,
} from "~/features/events/checkout-ticket-order.server";
import { ticketBuyCopy as t, ticketBuyRefusals } from "~/features/events/messages";
import { ticketCheckoutSchema } from "~/features/events/ticket-checkout-schema";
import { TICKET_PAYMENT_METHODS } from "~/features/events/ticket-constants";
import { resolveProvider, testModeAllowed } from "~/features/payments/providers/config.server";
import { paymentsCopy, paymentSuccess } from "~/features/payments/messages";
import { getSessionUser } from "~/lib/auth.server";
import { formatDateTime } from "~/lib/dates";
import { messageToast, redirectWithToast } from "~/lib/flash.server";
import { parseForm, runForm, type FormAnswer } from "~/lib/form-action.server";
import { generalErrors } from "~/lib/messages/error-pages";
import { formatNaira, formatPrice } from "~/lib/money";
import { publicOrigin } from "~/lib/request.server";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ title: t.checkoutTitle, description: "", noindex: true });

/** A held order's checkout; its access token (128 bits) is the only credential. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const checkout = await getTicketCheckout(params.token);
  if (!checkout) throw data({ error: generalErrors.notFound }, { status: 404 });
  const { order, event } = checkout;
  if (order.status === "paid") throw redirect(`/tickets/${order.accessToken}`);
  if (event.slug !== params.slug) throw redirect(`/events/${event.slug}/checkout/${params.token}`);
  const user = await getSessionUser(request);
  const secondsLeft =
    order.status === "pending"
      ? Math.max(0, Math.floor((order.expiresAt.getTime() - Date.now()) / 1000))
      : 0;
  return {
    event: { ...event, startDatetime: event.startDatetime.toISOString() },
    items: checkout.items,
    order: {
      subtotal: order.subtotal,
      discount: order.discount,
      total: order.total,
      promoCode: checkout.promoCode,
      expiresAt: order.expiresAt.toISOString(),
      // A failed payment cancels the order: the buyer is told and starts again.
      failed: order.status === "cancelled" && checkout.paymentStatus === "failed",
      paymentStarted: order.status === "pending" && !!order.paymentTransactionId,
      name: order.buyerName || user?.fullName || user?.name || "",
      email: order.buyerEmail || user?.email || "",
      phone: order.buyerPhone ?? "",
    },
    secondsLeft,
    testMode: testModeAllowed(),
    methods: Object.fromEntries(
      TICKET_PAYMENT_METHODS.map((m) => [m, resolveProvider(m) !== null]),
    ),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const parsed = await parseForm(request, ticketCheckoutSchema);
  if (!parsed.ok) return parsed.response;
  const self = `/events/${encodeURIComponent(params.slug)}/checkout/${params.token}`;
  const { intent, name, email, phone, promoCode, method } = parsed.data;
  if (intent === "cancel") {
    // Leaving releases the seats at once (docs/decisions/054-hold-caps.md).
    const left = await cancelTicketHold({ accessToken: params.token });
    if (left.kind === "paid") return redirect(`/tickets/${params.token}`, 303);
    return redirectWithToast(
      `/events/${encodeURIComponent(left.eventSlug)}`,
      messageToast(t.released, "success"),
      { status: 303 },
    );
  }
  const done = await runForm(parsed.values, () =>
    checkoutTicketOrder({
      accessToken: params.token,
      intent,
      buyer: { name, email, phone },
      promoCode,
      provider: method,
      origin: publicOrigin(request),
    }),
  );
  if (!done.ok) return done.response;
  const outcome = done.result;
  if (outcome.kind === "issued") return redirect(`/tickets/${params.token}`, 303);
  if (outcome.kind === "updated") return redirect(self, 303);
  return redirectWithToast(outcome.redirectUrl, messageToast(paymentSuccess.initiated, "success"), {
    status: 303,
  });
}

export default function TicketCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const { event, items, order, secondsLeft, methods } = loaderData;
  const answer = actionData as FormAnswer | undefined;
  const busy = useNavigation().state === "submitting";
  const [expired, setExpired] = useState(secondsLeft <= 0);
  const onExpire = useCallback(() => setExpired(true), []);
  const value = (key: "name" | "email" | "phone" | "promoCode", fallback: string) =>
    answer?.values[key] ?? fallback;
  const method = answer?.values.method || "paystack";
  const eventPath = `/events/${event.slug}`;
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <p className="text-sm text-muted">
        <Link to={eventPath} className="font-semibold text-brand-700 underline">
          {event.title}
        </Link>{" "}
        · {formatDateTime(event.startDatetime)} WAT
      </p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink">{t.checkoutTitle}</h1>

      <div className="mt-4 rounded-card border border-line p-4" data-testid="hold">
        {order.failed ? (
          <p role="alert" className="font-semibold text-danger">
            {ticketBuyRefusals.paymentFailed.message}
          </p>
        ) : secondsLeft > 0 ? (
          <HoldCountdown secondsLeft={secondsLeft} onExpire={onExpire} />
        ) : (
          <p role="alert" className="font-semibold text-danger">
            {t.expired}
          </p>
        )}
        {expired || order.failed ? (
          <Button asChild className="mt-3">
            <Link to={eventPath}>{t.startAgain}</Link>
          </Button>
        ) : (
          <Form method="post" className="mt-3">
            <Button type="submit" name="intent" value="cancel" variant="outline" size="sm">
              {t.cancelHold}
            </Button>
          </Form>
        )}
      </div>

      <section aria-labelledby="order-heading" className="mt-6">
        <h2 id="order-heading" className="font-semibold text-ink">
          {t.yourTickets}
        </h2>
        <dl className="mt-2 divide-y divide-line rounded-card border border-line text-sm">
          {items.map((item) => (
            <div key={item.ticketTypeId} className="flex justify-between gap-3 p-3">
              <dt className="text-ink">
                {item.quantity} × {item.name}{" "}
                <span className="text-muted">({formatPrice(item.unitPrice)})</span>
              </dt>
              <dd className="text-ink">{formatNaira(item.unitPrice * item.quantity)}</dd>
            </div>
          ))}
          {order.discount ? (
            <div
              className="flex justify-between gap-3 p-3 text-success"
              data-testid="order-discount"
            >
              <dt>{t.discount(order.promoCode ?? "")}</dt>
              <dd>−{formatNaira(order.discount)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-3 p-3 font-semibold">
            <dt className="text-ink">{t.total}</dt>
            <dd className="text-ink" data-testid="order-total">
              {formatPrice(order.total, t.free)}
            </dd>
          </div>
        </dl>
      </section>

      {expired || order.failed ? null : (
        <Form
          method="post"
          className="mt-6 space-y-4"
          noValidate
          // Saved details come back normalised (+234…): show them, not what was typed.
          key={[order.name, order.email, order.phone, order.promoCode].join("|")}
        >
          {answer?.formError ? (
            <div role="alert" className="rounded-md border border-danger p-3 text-danger">
              <p className="font-semibold">{answer.formError.title}</p>
              <p className="text-sm">{answer.formError.message}</p>
            </div>
          ) : null}
          {order.paymentStarted ? <p className="text-sm text-muted">{t.paymentStarted}</p> : null}
          <fieldset className="space-y-3">
            <legend className="font-semibold text-ink">{t.details}</legend>
            <p className="text-sm text-muted">{t.detailsHint}</p>
            <Field label={t.name} name="name" error={answer?.fieldErrors.name} required>
              <Input
                defaultValue={value("name", order.name)}
                readOnly={order.paymentStarted}
                autoComplete="name"
              />
            </Field>
            <Field label={t.email} name="email" error={answer?.fieldErrors.email} required>
              <Input
                type="email"
                defaultValue={value("email", order.email)}
                readOnly={order.paymentStarted}
                autoComplete="email"
              />
            </Field>
            <Field
              label={t.phone}
              name="phone"
              error={answer?.fieldErrors.phone}
              description={t.phoneHint}
            >
              <Input
                type="tel"
                defaultValue={value("phone", order.phone)}
                readOnly={order.paymentStarted}
                autoComplete="tel"
              />
            </Field>
            <div className="flex items-end gap-2">
              <Field
                label={t.promo}
                name="promoCode"
                error={answer?.fieldErrors.promoCode}
                className="min-w-0 flex-1"
              >
                <Input
                  defaultValue={value("promoCode", order.promoCode ?? "")}
                  readOnly={order.paymentStarted}
                  autoCapitalize="characters"
                />
              </Field>
              {order.paymentStarted ? null : (
                <Button
                  type="submit"
                  name="intent"
                  value="apply"
                  variant="outline"
                  className="mb-px"
                >
                  {t.applyPromo}
                </Button>
              )}
            </div>
          </fieldset>
          {order.total > 0 ? (
            <PaymentMethodChoice legend={t.method} available={methods} chosen={method}>
              {loaderData.testMode ? (
                <p className="mt-1 text-xs font-bold tracking-wide text-accent-600">
                  {paymentsCopy.testCheckout.badge}
                </p>
              ) : null}
            </PaymentMethodChoice>
          ) : null}
          <Button
            type="submit"
            name="intent"
            value="pay"
            size="lg"
            className="w-full"
            disabled={busy}
          >
            {order.total > 0 ? t.pay(formatNaira(order.total)) : t.getFree}
          </Button>
        </Form>
      )}
    </div>
  );
}
