import { ArrowLeft } from "lucide-react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/ad-pricing";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { FormError } from "~/components/ui/form-error";
import { Input } from "~/components/ui/input";
import { requirePermission } from "~/features/accounts/guards.server";
import { requireAdminPage } from "~/features/admin/admin-guard.server";
import { adminPath } from "~/features/admin/admin-paths";
import { adminCopy } from "~/features/admin/messages";
import { loadAdPricing, saveAdPrices } from "~/features/advertising/ad-prices.server";
import { adPricingSchema } from "~/features/advertising/ad-pricing-schema";
import { adPricingCopy, adPricingToasts } from "~/features/advertising/ads-admin-messages";
import { AD_PRICING_PLANS, BANNER_PLACEMENTS } from "~/features/advertising/catalog";
import { advertiseCopy } from "~/features/advertising/messages";
import { formatDateTime } from "~/lib/dates";
import { redirectAfter } from "~/lib/flash.server";
import { parseForm, type FormAnswer } from "~/lib/form-action.server";
import { formatNaira } from "~/lib/money";

const PATH = "/admin/settings/ad-pricing";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, "ads:manage-pricing");
  return loadAdPricing();
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "ads:manage-pricing");
  const parsed = await parseForm(request, adPricingSchema);
  if (!parsed.ok) return parsed.response;
  return redirectAfter(PATH, async () => {
    const changed = await saveAdPrices({ actorId: user.id, prices: parsed.data });
    return changed.length ? adPricingToasts.saved : adPricingToasts.unchanged;
  });
}

const nameOf = (item: string) =>
  item in advertiseCopy.plans
    ? advertiseCopy.plans[item as keyof typeof advertiseCopy.plans].name
    : advertiseCopy.placements[item as keyof typeof advertiseCopy.placements].name;

export default function AdPricingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { prices, history } = loaderData;
  const answer = actionData as FormAnswer | undefined;
  const t = adPricingCopy;
  const group = (title: string, items: readonly (keyof typeof prices)[]) => (
    <fieldset className="grid gap-3 sm:grid-cols-3">
      <legend className="mb-2 font-semibold">{title}</legend>
      {items.map((item) => (
        <Field
          key={item}
          name={item}
          label={nameOf(item)}
          error={answer?.fieldErrors[item]}
          required
        >
          <Input inputMode="numeric" defaultValue={answer?.values[item] ?? String(prices[item])} />
        </Field>
      ))}
    </fieldset>
  );
  return (
    <div className="grid gap-6">
      <Link
        to={adminPath("settings")}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline underline-offset-2"
      >
        <ArrowLeft aria-hidden className="size-4" /> {t.back}
      </Link>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t.title}</CardTitle>
          <p className="text-sm text-muted">{t.intro}</p>
        </CardHeader>
        <CardContent>
          <FormError message={answer?.formError} />
          <Form method="post" className="grid gap-6">
            {group(t.plans, AD_PRICING_PLANS)}
            {group(t.placements, BANNER_PLACEMENTS)}
            <Button type="submit" className="w-fit">
              {t.save}
            </Button>
          </Form>
        </CardContent>
      </Card>
      <section aria-labelledby="ad-price-history" className="grid gap-2">
        <h2 id="ad-price-history" className="text-lg font-semibold">
          {t.history}
        </h2>
        {history.length === 0 ? (
          <p className="text-sm text-muted">{t.noHistory}</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {history.map((h, i) => (
              <li key={`${h.item}-${h.at}-${i}`}>
                {nameOf(h.item)}: {formatNaira(h.price)} · {formatDateTime(h.at)}{" "}
                {adminCopy.byActor(h.byName)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
