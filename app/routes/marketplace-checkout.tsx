import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/marketplace-checkout";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { currentCart } from "~/features/marketplace/cart.server";
import { checkoutCopy as t } from "~/features/marketplace/checkout-messages";
import {
  MARKETPLACE_PAYMENT_METHODS,
  marketplaceCheckoutSchema,
} from "~/features/marketplace/checkout-schema";
import {
  placeOrder,
  quoteCheckout,
  type CheckoutQuote,
  type DeliveryInput,
} from "~/features/marketplace/place-order.server";
import { PaymentMethodChoice } from "~/features/payments/components/payment-method-choice";
import { paymentsCopy, paymentSuccess } from "~/features/payments/messages";
import { resolveProvider, testModeAllowed } from "~/features/payments/providers/config.server";
import { getSessionUser } from "~/lib/auth.server";
import { getEnv } from "~/lib/env.server";
import { messageToast, redirectWithToast } from "~/lib/flash.server";
import { formAnswer, parseForm, runForm, type FormAnswer } from "~/lib/form-action.server";
import { guestHoldSession, userHoldSession } from "~/lib/hold-caps.server";
import { formatNaira } from "~/lib/money";
import { NIGERIAN_STATES } from "~/lib/nigerian-states";
import { publicOrigin } from "~/lib/request.server";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ title: t.pageTitle, description: t.intro, noindex: true });

export function headers() {
  return { "Cache-Control": "no-store" };
}

/** The quote as the page shows it (plain JSON). */
const view = (quote: CheckoutQuote) => ({
  total: quote.total,
  problems: quote.problems,
  groups: quote.groups.map((g) => ({
    vendorId: g.vendor.id,
    storeName: g.vendor.storeName,
    digitalOnly: g.digitalOnly,
    pickupPoints: g.pickupPoints,
    items: g.items.map((i) => ({
      id: i.cartItemId,
      title: i.title,
      optionLabel: i.optionLabel,
      unitPrice: i.unitPrice,
      quantity: i.quantity,
    })),
    subtotal: g.subtotal,
    fee: g.delivery?.ok ? g.delivery.fee : null,
    noDelivery: g.delivery?.ok === false,
    total: g.total,
  })),
});

async function cartOf(request: Request) {
  const user = await getSessionUser(request);
  const { cartId } = await currentCart({ request, userId: user?.id ?? null });
  return { user, cartId };
}

/** The cart's checkout: the server prices every store's items and delivery. */
export async function loader({ request }: Route.LoaderArgs) {
  const { user, cartId } = await cartOf(request);
  if (!cartId) throw redirect("/cart");
  const quote = await quoteCheckout({ cartId, delivery: {} });
  if (!quote.groups.length) throw redirect("/cart");
  return {
    quote: view(quote),
    buyer: {
      name: user?.fullName || user?.name || "",
      email: user?.email ?? "",
    },
    testMode: testModeAllowed(),
    methods: Object.fromEntries(
      MARKETPLACE_PAYMENT_METHODS.map((m) => [m, resolveProvider(m) !== null]),
    ),
  };
}

/**
 * "Show the total" prices the posted choices and comes back with the typed values;
 * "Pay" places the orders (holding the stock for 15 minutes) and goes to the provider.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, cartId } = await cartOf(request);
  if (!cartId) return redirect("/cart", 303);
  const parsed = await parseForm(request, marketplaceCheckoutSchema);
  const priced = async (delivery: Record<string, DeliveryInput>) =>
    view(await quoteCheckout({ cartId, delivery }));
  if (!parsed.ok) {
    const answer = parsed.response.data;
    return formAnswer(answer.values, { ...answer, quote: null }, 400);
  }
  const { intent, name, email, phone, method, delivery } = parsed.data;
  if (intent === "update") {
    return formAnswer(parsed.values, { quote: await priced(delivery) }, 200);
  }
  const guest = user
    ? null
    : guestHoldSession(
        request.headers.get("Cookie"),
        getEnv().PUBLIC_URL?.startsWith("https://") ?? false,
      );
  const done = await runForm(parsed.values, () =>
    placeOrder({
      cartId,
      buyer: { userId: user?.id ?? null, name, email, phone },
      delivery,
      holder: {
        session: user ? userHoldSession(user.id) : guest!.session,
        clientIp: context.clientIp ?? "unknown",
      },
      provider: method,
      origin: publicOrigin(request),
    }),
  );
  if (!done.ok) {
    // The refusal, the typed values, and the prices as they stand now.
    const answer = done.response.data;
    const status = done.response.init?.status ?? 400;
    return formAnswer(answer.values, { ...answer, quote: await priced(delivery) }, status);
  }
  return redirectWithToast(
    done.result.redirectUrl,
    messageToast(paymentSuccess.initiated, "success"),
    { status: 303, headers: guest?.setCookie ? { "Set-Cookie": guest.setCookie } : undefined },
  );
}

type Answer = FormAnswer & { quote: ReturnType<typeof view> | null };

export default function MarketplaceCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as Answer | undefined;
  const quote = answer?.quote ?? loaderData.quote;
  const busy = useNavigation().state === "submitting";
  const value = (key: string, fallback = "") => answer?.values[key] ?? fallback;
  const errorOf = (key: string) => answer?.fieldErrors[key];
  const method = answer?.values.method || "paystack";
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <p className="text-sm">
        <Link to="/cart" className="font-semibold text-brand-700 underline">
          {t.backToCart}
        </Link>
      </p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink">{t.pageTitle}</h1>
      <p className="mt-1 text-sm text-muted">{t.intro}</p>

      {quote.problems.length ? (
        <div role="alert" className="mt-4 rounded-md border border-danger p-3 text-danger">
          <p className="font-semibold">{t.fixCart}</p>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {quote.problems.map((p) => (
              <li key={p.message}>{p.message}</li>
            ))}
          </ul>
          <Link to="/cart" className="mt-2 inline-block font-semibold underline">
            {t.goToCart}
          </Link>
        </div>
      ) : null}

      <Form method="post" className="mt-6 space-y-6" noValidate>
        {answer?.formError ? (
          <div role="alert" className="rounded-md border border-danger p-3 text-danger">
            <p className="font-semibold">{answer.formError.title}</p>
            <p className="text-sm">{answer.formError.message}</p>
          </div>
        ) : null}
        <fieldset className="space-y-3">
          <legend className="font-semibold text-ink">{t.yourDetails}</legend>
          <Field label={t.name} name="name" error={errorOf("name")} required>
            <Input defaultValue={value("name", loaderData.buyer.name)} autoComplete="name" />
          </Field>
          <Field
            label={t.email}
            name="email"
            error={errorOf("email")}
            description={t.emailHint}
            required
          >
            <Input
              type="email"
              defaultValue={value("email", loaderData.buyer.email)}
              autoComplete="email"
            />
          </Field>
          <Field label={t.phone} name="phone" error={errorOf("phone")} description={t.phoneHint}>
            <Input type="tel" defaultValue={value("phone")} autoComplete="tel" />
          </Field>
        </fieldset>

        {quote.groups.map((g) => {
          const key = (field: string) => `v.${g.vendorId}.${field}`;
          const how = value(key("how"), "delivery");
          return (
            <section
              key={g.vendorId}
              aria-labelledby={`store-${g.vendorId}`}
              className="group/store rounded-card border border-line p-4"
              data-testid="checkout-store"
            >
              <h2 id={`store-${g.vendorId}`} className="font-semibold text-ink">
                {t.from(g.storeName)}
              </h2>
              <ul className="mt-2 divide-y divide-line text-sm">
                {g.items.map((i) => (
                  <li key={i.id} className="flex justify-between gap-3 py-2">
                    <span className="text-ink">
                      {i.title}
                      {i.optionLabel ? (
                        <span className="text-muted"> ({i.optionLabel})</span>
                      ) : null}{" "}
                      <span className="text-muted">{t.qtyTimes(i.quantity)}</span>
                    </span>
                    <span className="text-ink">{formatNaira(i.unitPrice * i.quantity)}</span>
                  </li>
                ))}
              </ul>
              {g.digitalOnly ? (
                <p className="mt-3 text-sm text-muted">{t.digitalOnly}</p>
              ) : (
                <fieldset className="mt-3 space-y-3">
                  <legend className="text-sm font-semibold text-ink">{t.howToGet}</legend>
                  <div className="flex flex-wrap gap-4 text-sm">
                    <label className="flex items-center gap-2">
                      <input
                        type="radio"
                        name={key("how")}
                        value="delivery"
                        defaultChecked={how !== "pickup"}
                      />
                      {t.deliver}
                    </label>
                    {g.pickupPoints.length ? (
                      <label className="flex items-center gap-2">
                        <input
                          type="radio"
                          name={key("how")}
                          value="pickup"
                          defaultChecked={how === "pickup"}
                        />
                        {t.pickup}
                      </label>
                    ) : null}
                  </div>
                  {/* Pickup chosen: the address is not asked (CSS only, so before any script too). */}
                  <div
                    className="space-y-3 group-has-[input[value=pickup]:checked]/store:hidden"
                    data-testid="address-fields"
                  >
                    <div className="grid gap-3 sm:grid-cols-2">
                      <Field label={t.state} name={key("state")} error={errorOf(key("state"))}>
                        <NativeSelect defaultValue={value(key("state"))}>
                          <option value="">{t.chooseState}</option>
                          {NIGERIAN_STATES.map((s) => (
                            <option key={s} value={s}>
                              {s === "Abuja" ? "Abuja (FCT)" : s}
                            </option>
                          ))}
                        </NativeSelect>
                      </Field>
                      <Field label={t.city} name={key("city")} error={errorOf(key("city"))}>
                        <Input defaultValue={value(key("city"))} autoComplete="address-level2" />
                      </Field>
                    </div>
                    <Field label={t.street} name={key("street")} error={errorOf(key("street"))}>
                      <Input defaultValue={value(key("street"))} autoComplete="street-address" />
                    </Field>
                    <Field label={t.landmark} name={key("landmark")}>
                      <Input defaultValue={value(key("landmark"))} />
                    </Field>
                  </div>
                  {g.pickupPoints.length ? (
                    <div
                      className="hidden group-has-[input[value=pickup]:checked]/store:block"
                      data-testid="pickup-fields"
                    >
                      <Field
                        label={t.pickupPoint}
                        name={key("pickup")}
                        error={errorOf(key("pickup"))}
                      >
                        <NativeSelect defaultValue={value(key("pickup"))}>
                          {g.pickupPoints.map((p) => (
                            <option key={p.id} value={p.id}>
                              {`${p.name}: ${p.address}, ${p.city}`}
                            </option>
                          ))}
                        </NativeSelect>
                      </Field>
                    </div>
                  ) : null}
                </fieldset>
              )}
              <dl className="mt-3 space-y-1 text-sm">
                <div className="flex justify-between gap-3">
                  <dt className="text-muted">{t.subtotal}</dt>
                  <dd className="text-ink">{formatNaira(g.subtotal)}</dd>
                </div>
                <div className="flex justify-between gap-3">
                  <dt className="text-muted">{t.deliveryFee}</dt>
                  <dd className="text-ink" data-testid="delivery-fee">
                    {g.noDelivery
                      ? t.deliveryNone
                      : g.fee === null
                        ? t.deliveryUnknown
                        : g.fee === 0
                          ? t.deliveryFree
                          : formatNaira(g.fee)}
                  </dd>
                </div>
                {g.total !== null ? (
                  <div className="flex justify-between gap-3 font-semibold">
                    <dt className="text-ink">{t.storeTotal}</dt>
                    <dd className="text-ink">{formatNaira(g.total)}</dd>
                  </div>
                ) : null}
              </dl>
            </section>
          );
        })}

        <PaymentMethodChoice legend={t.method} available={loaderData.methods} chosen={method}>
          {loaderData.testMode ? (
            <p className="mt-1 text-xs font-bold tracking-wide text-accent-600">
              {paymentsCopy.testCheckout.badge}
            </p>
          ) : null}
        </PaymentMethodChoice>

        <div className="rounded-card border border-line p-4">
          <p className="flex justify-between gap-3 text-lg font-semibold text-ink">
            <span>{t.total}</span>
            <span data-testid="checkout-total">
              {quote.total === null ? t.deliveryUnknown : formatNaira(quote.total)}
            </span>
          </p>
          <p className="mt-1 text-sm text-muted">{t.payNote}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="update" variant="outline">
              {t.update}
            </Button>
            <Button
              type="submit"
              name="intent"
              value="pay"
              size="lg"
              disabled={busy || quote.problems.length > 0}
            >
              {quote.total === null ? t.payUnknown : t.pay(quote.total)}
            </Button>
          </div>
        </div>
      </Form>
    </div>
  );
}
