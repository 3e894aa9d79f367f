import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormError } from "~/components/ui/form-error";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import type { FormAnswer } from "~/lib/form-action.server";
import { formatNaira } from "~/lib/money";
import type { AdPrices } from "../ad-pricing";
import { AD_PRICING_PLANS, BANNER_PLACEMENTS } from "../catalog";
import { adTotalCopy, advertiseCopy } from "../messages";

const t = advertiseCopy;

/** The action's answer: the form as typed and, for "Show the total", its priced total. */
export type AdFormAnswer = FormAnswer & { quote?: { total: number; length: string } | null };
const f = t.fields;

/**
 * The application form (spec 001 §5, issue 16). A plain multipart form: it works
 * before JavaScript (both choice lists shown); once hydrated, only the list for the
 * chosen type shows. "Show the total" posts it back and the server answers with the
 * campaign's total, kept as typed (issue 30 §3.4): the pricing arithmetic stays on the
 * server, out of the page's first-load JavaScript (ADR 057). `slotsFull` says when a Top
 * Providers place frees when all are taken today (issue 30 §3.5).
 */
export function AdvertiseForm({
  prices,
  today,
  slotsFull,
  answer,
}: {
  prices: AdPrices;
  today: string;
  slotsFull: string | null;
  answer: AdFormAnswer | undefined;
}) {
  const v = answer?.values ?? {};
  const e = answer?.fieldErrors ?? {};
  const busy = useNavigation().state === "submitting";
  const [type, setType] = useState<string>(v.advertisementType ?? "");
  const quote = answer?.quote ?? null;
  const [hydrated, setHydrated] = useState(false);
  // Set on the first change: before it, the server's markup (both lists) stays as is.
  const choose = (value: string) => {
    setHydrated(true);
    setType(value);
  };
  const text = (name: keyof typeof f, props: Record<string, unknown> = {}, required = false) => (
    <Field name={name} label={f[name]} error={e[name]} required={required}>
      <Input defaultValue={v[name] ?? ""} {...props} />
    </Field>
  );
  return (
    <Form method="post" encType="multipart/form-data" className="grid gap-6" noValidate>
      <FormError message={answer?.formError} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t.sections.business}</legend>
        {text("businessName", { autoComplete: "organization", maxLength: 120 }, true)}
        {text("contactPerson", { autoComplete: "name", maxLength: 120 }, true)}
        {text("businessEmail", { type: "email", autoComplete: "email" }, true)}
        <Field
          name="businessPhone"
          label={f.businessPhone}
          error={e.businessPhone}
          description={t.hints.businessPhone}
        >
          <Input
            type="tel"
            autoComplete="tel"
            defaultValue={v.businessPhone ?? ""}
            placeholder="+234"
          />
        </Field>
        {text("businessWebsite", { type: "url", placeholder: "https://" })}
        {text("businessAddress", { autoComplete: "street-address", maxLength: 300 })}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t.sections.campaign}</legend>
        <Field
          name="advertisementType"
          label={f.advertisementType}
          error={e.advertisementType}
          required
        >
          <NativeSelect
            defaultValue={v.advertisementType ?? ""}
            onChange={(ev) => choose(ev.target.value)}
          >
            <option value="">{t.choose}</option>
            <option value="top_providers">{t.types.top_providers}</option>
            <option value="banner">{t.types.banner}</option>
          </NativeSelect>
        </Field>
        {slotsFull && (!hydrated || type === "top_providers") ? (
          <p role="status" className="text-sm font-medium text-danger sm:col-span-2">
            {slotsFull}
          </p>
        ) : null}
        {!hydrated || type === "top_providers" ? (
          <Field name="pricingPlan" label={f.pricingPlan} error={e.pricingPlan}>
            <NativeSelect defaultValue={v.pricingPlan ?? ""}>
              <option value="">{t.choose}</option>
              {AD_PRICING_PLANS.map((p) => (
                <option key={p} value={p}>
                  {`${t.plans[p].name} · ${formatNaira(prices[p])} ${t.perMonth}`}
                </option>
              ))}
            </NativeSelect>
          </Field>
        ) : null}
        {!hydrated || type === "banner" ? (
          <Field name="placementLocation" label={f.placementLocation} error={e.placementLocation}>
            <NativeSelect defaultValue={v.placementLocation ?? ""}>
              <option value="">{t.choose}</option>
              {BANNER_PLACEMENTS.map((p) => (
                <option key={p} value={p}>
                  {`${t.placements[p].name} · ${formatNaira(prices[p])} ${t.perMonth}`}
                </option>
              ))}
            </NativeSelect>
          </Field>
        ) : null}
        {text("title", { maxLength: 120 }, true)}
        <Field
          name="targetUrl"
          label={f.targetUrl}
          error={e.targetUrl}
          description={t.hints.targetUrl}
        >
          <Input type="url" placeholder="https://" defaultValue={v.targetUrl ?? ""} />
        </Field>
        {text("startDate", { type: "date", min: today }, true)}
        {text("endDate", { type: "date", min: today }, true)}
        <Field
          name="description"
          label={f.description}
          error={e.description}
          className="sm:col-span-2"
        >
          <Textarea maxLength={2000} defaultValue={v.description ?? ""} />
        </Field>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t.sections.media}</legend>
        <p className="text-sm text-muted sm:col-span-2">{t.hints.images}</p>
        <Field name="logo" label={f.logo} error={e.logo}>
          <Input type="file" accept="image/jpeg,image/png,image/webp,image/gif" />
        </Field>
        <Field name="bannerImage" label={f.bannerImage} error={e.bannerImage}>
          <Input type="file" accept="image/jpeg,image/png,image/webp,image/gif" />
        </Field>
      </fieldset>
      <p
        aria-live="polite"
        className="rounded-card border border-line p-4"
        data-testid="campaign-total"
      >
        {quote ? (
          <>
            <span className="font-semibold">{adTotalCopy.total}: </span>
            <span className="font-bold">{formatNaira(quote.total)}</span>{" "}
            <span className="text-muted">({quote.length})</span>
          </>
        ) : (
          <span className="text-muted">{adTotalCopy.totalHint}</span>
        )}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy} className="w-fit">
          {busy ? t.submitting : t.submit}
        </Button>
        {/* The total is the server's answer to this button, with or without JavaScript. */}
        <Button type="submit" name="intent" value="quote" variant="outline" formNoValidate>
          {adTotalCopy.showTotal}
        </Button>
      </div>
    </Form>
  );
}
