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
import type { ImageView } from "~/lib/media/responsive";
import { PRODUCT_CATEGORIES } from "./catalog";
import { productFormCopy as t } from "./product-form-messages";

/**
 * The product form (create on /create/product, edit on the dashboard): the spec's
 * fields (001 §3 Product) in the listing forms' frame (photos by upload; works
 * without JavaScript).
 */
export function ProductForm({
  defaults = {},
  photos = [],
  result,
  submitLabel,
  resetKey,
}: {
  defaults?: Record<string, string>;
  photos?: ImageView[];
  result?: ListingFormAnswer | null;
  submitLabel: string;
  resetKey: string;
}) {
  const fields = listingFieldReader(result, defaults);
  const { fe, v } = fields;
  const kind = v("kind") || "physical";
  return (
    <ListingForm resetKey={resetKey} result={result} photos={photos} submitLabel={submitLabel}>
      <fieldset className="grid min-w-0 gap-4">
        <legend className="mb-2 text-lg font-semibold text-ink">{t.details}</legend>
        <ListingTitleField label={t.title} fields={fields} />
        <ListingDescriptionField label={t.description} fields={fields} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t.price} name="price" error={fe.price} required>
            <Input inputMode="numeric" defaultValue={v("price")} />
          </Field>
          <Field
            label={t.compareAtPrice}
            name="compareAtPrice"
            error={fe.compareAtPrice}
            description={t.compareAtPriceHelp}
          >
            <Input inputMode="numeric" defaultValue={v("compareAtPrice")} />
          </Field>
          <Field label={t.category} name="category" error={fe.category} required>
            <NativeSelect defaultValue={v("category")}>
              <option value="">{t.chooseCategory}</option>
              {PRODUCT_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label={t.sku} name="sku" error={fe.sku} description={t.skuHelp}>
            <Input defaultValue={v("sku")} maxLength={40} autoCapitalize="characters" />
          </Field>
          <Field label={t.stock} name="stock" error={fe.stock} description={t.stockHelp} required>
            <Input inputMode="numeric" defaultValue={v("stock") || "1"} />
          </Field>
          <Field
            label={t.location}
            name="location"
            error={fe.location}
            description={t.locationHelp}
          >
            <Input defaultValue={v("location")} maxLength={120} />
          </Field>
        </div>
        <fieldset className="grid min-w-0 gap-2">
          <legend className="mb-1 text-sm font-medium text-ink">{t.kind}</legend>
          {(["physical", "digital"] as const).map((k) => (
            <label key={k} className="inline-flex items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name="kind"
                value={k}
                defaultChecked={kind === k}
                className="size-4"
              />
              {t[k]}
            </label>
          ))}
        </fieldset>
        <Field label={t.weight} name="weightKg" error={fe.weightKg}>
          <Input
            type="number"
            step="0.1"
            min="0.1"
            inputMode="decimal"
            defaultValue={v("weightKg")}
          />
        </Field>
        <Field label={t.tags} name="tags" error={fe.tags} description={t.tagsHelp}>
          <Input defaultValue={v("tags")} maxLength={400} />
        </Field>
        <Field
          label={t.deliveryOptions}
          name="deliveryOptions"
          error={fe.deliveryOptions}
          description={t.deliveryOptionsHelp}
        >
          <Input defaultValue={v("deliveryOptions")} maxLength={700} />
        </Field>
      </fieldset>
    </ListingForm>
  );
}
