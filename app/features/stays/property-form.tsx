import {
  ListingDescriptionField,
  ListingForm,
  listingFieldReader,
  ListingTitleField,
  type ListingFormAnswer,
} from "~/components/listing-form";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import type { ImageView } from "~/lib/media/responsive";
import { NIGERIAN_STATES } from "~/lib/nigerian-states";
import { AMENITIES, PROPERTY_TYPES } from "./catalog";
import { cancellationPolicyCopy } from "./messages";
import { propertyFormCopy as t } from "./property-form-messages";
import {
  CANCELLATION_POLICIES,
  CHECK_IN_INSTRUCTIONS_MAX,
  DEFAULT_CHECK_IN_TIME,
  DEFAULT_CHECK_OUT_TIME,
} from "./property-settings";

/**
 * The property form (create on /create/property, edit on the dashboard): the spec's
 * fields (001 §3 Property) in the listing forms' frame (photos by upload; works
 * without JavaScript).
 */
export function PropertyForm({
  defaults = {},
  amenities = [],
  photos = [],
  result,
  submitLabel,
  resetKey,
}: {
  defaults?: Record<string, string>;
  amenities?: readonly string[];
  photos?: ImageView[];
  result?: ListingFormAnswer | null;
  submitLabel: string;
  resetKey: string;
}) {
  const fields = listingFieldReader(result, defaults);
  const { fe, v } = fields;
  const ticked = new Set(
    result
      ? (result.lists?.amenities ?? (result.values.amenities ? [result.values.amenities] : []))
      : amenities,
  );
  const count = (name: keyof typeof t, field: string, fallback: string, required = false) => (
    <Field label={t[name] as string} name={field} error={fe[field]} required={required}>
      <Input inputMode="numeric" defaultValue={v(field) || fallback} />
    </Field>
  );
  // A checkbox posts nothing when unticked: after a refused post, what was sent rules.
  const instantBook = result ? result.values.instantBook === "on" : defaults.instantBook === "on";
  return (
    <ListingForm resetKey={resetKey} result={result} photos={photos} submitLabel={submitLabel}>
      <fieldset className="grid min-w-0 gap-4">
        <legend className="mb-2 text-lg font-semibold text-ink">{t.details}</legend>
        <ListingTitleField label={t.title} fields={fields} />
        <Field label={t.propertyType} name="propertyType" error={fe.propertyType} required>
          <NativeSelect defaultValue={v("propertyType")}>
            <option value="">{t.chooseType}</option>
            {PROPERTY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t.types[type]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t.summary} name="summary" error={fe.summary} description={t.summaryHelp}>
          <Input defaultValue={v("summary")} maxLength={300} />
        </Field>
        <ListingDescriptionField label={t.description} fields={fields} />
      </fieldset>
      <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-ink">{t.pricing}</legend>
        {count("basePricePerNight", "basePricePerNight", "", true)}
        {count("cleaningFee", "cleaningFee", "0")}
        {count("maxGuests", "maxGuests", "", true)}
        {count("minNights", "minNights", "1")}
        {count("bedrooms", "bedrooms", "1")}
        {count("beds", "beds", "1")}
        {count("baths", "baths", "1")}
      </fieldset>
      <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-ink">{t.location}</legend>
        <Field
          label={t.address}
          name="address"
          error={fe.address}
          required
          className="sm:col-span-2"
        >
          <Input defaultValue={v("address")} maxLength={240} autoComplete="street-address" />
        </Field>
        <Field label={t.city} name="city" error={fe.city} required>
          <Input defaultValue={v("city")} maxLength={80} />
        </Field>
        <Field label={t.state} name="state" error={fe.state} required>
          <NativeSelect defaultValue={v("state")}>
            <option value="">{t.chooseState}</option>
            {NIGERIAN_STATES.map((s) => (
              <option key={s} value={s}>
                {s === "Abuja" ? t.fct : s}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </fieldset>
      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-2 text-lg font-semibold text-ink">{t.amenities}</legend>
        {fe.amenities ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {fe.amenities.join(" ")}
          </p>
        ) : null}
        <div className="grid gap-2 sm:grid-cols-3">
          {AMENITIES.map((a) => (
            <label key={a} className="inline-flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                name="amenities"
                value={a}
                defaultChecked={ticked.has(a)}
                className="size-4"
              />
              {a}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label={t.houseRules} name="houseRules" error={fe.houseRules}>
        <Textarea defaultValue={v("houseRules")} maxLength={2000} rows={3} />
      </Field>
      <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-ink">{t.booking}</legend>
        <div className="grid gap-1 sm:col-span-2">
          <label className="inline-flex items-center gap-2 text-sm font-medium text-ink">
            <input
              type="checkbox"
              name="instantBook"
              defaultChecked={instantBook}
              aria-describedby="instant-book-help"
              className="size-4"
            />
            {t.instantBook}
          </label>
          <p id="instant-book-help" className="text-sm text-muted">
            {t.instantBookHelp}
          </p>
        </div>
        {(
          [
            ["checkInTime", DEFAULT_CHECK_IN_TIME],
            ["checkOutTime", DEFAULT_CHECK_OUT_TIME],
          ] as const
        ).map(([name, fallback]) => (
          <Field key={name} label={t[name]} name={name} error={fe[name]} description={t.timesHelp}>
            <Input type="time" defaultValue={v(name) || fallback} />
          </Field>
        ))}
        <Field
          label={t.checkInInstructions}
          name="checkInInstructions"
          error={fe.checkInInstructions}
          description={t.checkInInstructionsHelp}
          className="sm:col-span-2"
        >
          <Textarea
            defaultValue={v("checkInInstructions")}
            maxLength={CHECK_IN_INSTRUCTIONS_MAX}
            rows={3}
          />
        </Field>
      </fieldset>
      <fieldset className="grid min-w-0 gap-2" aria-describedby="policy-every">
        <legend className="mb-1 text-sm font-medium text-ink">{t.cancellationPolicy}</legend>
        {fe.cancellationPolicy ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {fe.cancellationPolicy.join(" ")}
          </p>
        ) : null}
        {CANCELLATION_POLICIES.map((p) => (
          <label key={p} className="inline-flex items-start gap-2 text-sm text-ink">
            <input
              type="radio"
              name="cancellationPolicy"
              value={p}
              defaultChecked={(v("cancellationPolicy") || "moderate") === p}
              className="mt-0.5 size-4"
            />
            {cancellationPolicyCopy.policies[p]}
          </label>
        ))}
        <div id="policy-every" className="grid gap-1 text-sm text-muted">
          {cancellationPolicyCopy.everyPolicy.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      </fieldset>
    </ListingForm>
  );
}
