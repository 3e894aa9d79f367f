import { BadgeCheck, CheckCircle2, TrendingUp, Users } from "lucide-react";
import type { Route } from "./+types/advertise";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { AdvertiseForm, type AdFormAnswer } from "~/features/advertising/components/advertise-form";
import { adApplicationSchema } from "~/features/advertising/ad-application-schema";
import {
  applyForAdvertisement,
  storeAdImage,
} from "~/features/advertising/apply-advertisement.server";
import { AD_PRICING_PLANS, BANNER_PLACEMENTS } from "~/features/advertising/catalog";
import { campaignQuote } from "~/features/advertising/ad-pricing";
import { adPriceCopy, adSuccess, adToasts, advertiseCopy } from "~/features/advertising/messages";
import { publicAdPrices } from "~/features/advertising/public-ad-prices.server";
import {
  TOP_PROVIDER_SLOTS,
  topProviderSlotsFreeFrom,
} from "~/features/advertising/top-provider-slots.server";
import { watDay } from "~/features/events/wat-time";
import { getSessionUser } from "~/lib/auth.server";
import { messageToast, redirectWithToast } from "~/lib/flash.server";
import { formAnswer, parseForm, runForm, typedValues } from "~/lib/form-action.server";
import { formatCalendarDate } from "~/lib/dates";
import { generalErrors } from "~/lib/messages/error-pages";
import { formatNaira } from "~/lib/money";
import { takeRateLimit } from "~/lib/rate-limit.server";
import { pageMeta } from "~/lib/seo";

const t = advertiseCopy;

export const meta = () => pageMeta({ title: t.title, description: t.metaDescription });

/** Applications per client address: a business applies once or twice, not in bulk. */
export const AD_APPLY_LIMIT = { limit: 5, windowMs: 60 * 60_000 };

export async function loader() {
  const today = watDay(new Date());
  const [prices, nextSlotFree] = await Promise.all([
    publicAdPrices(),
    topProviderSlotsFreeFrom(today),
  ]);
  const slotsFull = nextSlotFree
    ? adPriceCopy.slotsFull(TOP_PROVIDER_SLOTS, formatCalendarDate(nextSlotFree))
    : null;
  return { prices, today, slotsFull };
}

/** No sign-in needed (spec 001 §2); a signed-in applicant's campaigns show in their dashboard. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  if (!form) return formAnswer({}, { formError: adToasts.submissionFailed }, 400);
  // "Show the total": the form comes back as typed, with its total priced here.
  if (form.get("intent") === "quote") {
    const values = typedValues(form);
    return formAnswer(values, { quote: campaignQuote(await publicAdPrices(), values) }, 200);
  }
  const parsed = await parseForm(form, adApplicationSchema(watDay(new Date())), {
    formError: adToasts.submissionFailed,
  });
  if (!parsed.ok) return parsed.response;
  if (!(await takeRateLimit(`ad-apply:${context.clientIp ?? "unknown"}`, AD_APPLY_LIMIT))) {
    return formAnswer(parsed.values, { formError: generalErrors.rateLimited }, 429);
  }
  const file = (name: string) => {
    const value = form.get(name);
    return value instanceof File ? value : null;
  };
  const user = await getSessionUser(request);
  const done = await runForm(
    parsed.values,
    async () => {
      const logo = await storeAdImage({ field: "logo", file: file("logo") });
      const banner = await storeAdImage({ field: "bannerImage", file: file("bannerImage") });
      return applyForAdvertisement({ input: parsed.data, userId: user?.id ?? null, logo, banner });
    },
    { formError: adToasts.submissionFailed },
  );
  if (!done.ok) return done.response;
  return redirectWithToast("/advertise", messageToast(adSuccess.requestSubmitted, "success"), {
    status: 303,
  });
}

const CLAIM_ICONS = [Users, BadgeCheck, TrendingUp];

export default function Advertise({ loaderData, actionData }: Route.ComponentProps) {
  const { prices, today, slotsFull } = loaderData;
  return (
    <div className="mx-auto grid max-w-5xl gap-12 px-4 py-10">
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t.headline}</h1>
        <p className="max-w-3xl text-lg text-muted">{t.intro}</p>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {t.claims.map((c, i) => {
            const Icon = CLAIM_ICONS[i]!;
            return (
              <li key={c.title} className="flex gap-3 rounded-card border border-line p-4">
                <Icon aria-hidden className="size-6 shrink-0 text-brand-700" />
                <div>
                  <p className="font-semibold">{c.title}</p>
                  <p className="text-sm text-muted">{c.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </header>

      <section aria-labelledby="plans" className="grid gap-4">
        <div>
          <h2 id="plans" className="text-2xl font-bold">
            {t.plansTitle}
          </h2>
          <p className="text-muted">{t.plansIntro}</p>
        </div>
        <ul className="grid gap-4 md:grid-cols-3">
          {AD_PRICING_PLANS.map((plan) => (
            <li key={plan}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle as="h3">{t.plans[plan].name}</CardTitle>
                  <p>
                    <span className="text-2xl font-bold">{formatNaira(prices[plan])}</span>{" "}
                    <span className="text-sm text-muted">{t.perMonth}</span>
                  </p>
                </CardHeader>
                <CardContent>
                  <ul className="grid gap-1 text-sm">
                    {t.plans[plan].features.map((feature) => (
                      <li key={feature} className="flex items-center gap-2">
                        <CheckCircle2 aria-hidden className="size-4 shrink-0 text-brand-700" />
                        {feature}
                      </li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="placements" className="grid gap-4">
        <div>
          <h2 id="placements" className="text-2xl font-bold">
            {t.placementsTitle}
          </h2>
          <p className="text-muted">{t.placementsIntro}</p>
        </div>
        <ul className="grid gap-4 md:grid-cols-3">
          {BANNER_PLACEMENTS.map((p) => (
            <li key={p} className="rounded-card border border-line p-4">
              <h3 className="font-semibold">{t.placements[p].name}</h3>
              <p>
                <span className="text-xl font-bold">{formatNaira(prices[p])}</span>{" "}
                <span className="text-sm text-muted">{t.perMonth}</span>
              </p>
              <p className="text-sm text-muted">{t.placements[p].text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="apply" className="grid gap-4">
        <div>
          <h2 id="apply" className="text-2xl font-bold">
            {t.formTitle}
          </h2>
          <p className="text-muted">{t.formIntro}</p>
        </div>
        <AdvertiseForm
          prices={prices}
          today={today}
          slotsFull={slotsFull}
          answer={actionData as AdFormAnswer | undefined}
        />
      </section>

      <section aria-labelledby="next" className="grid gap-3">
        <h2 id="next" className="text-2xl font-bold">
          {t.nextTitle}
        </h2>
        <ol className="grid list-decimal gap-2 pl-6">
          {t.next.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
