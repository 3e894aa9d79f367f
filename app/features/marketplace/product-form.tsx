import { Link } from "react-router";
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
import { Button } from "~/components/ui/button";
import type { ImageView } from "~/lib/media/responsive";
import { PRODUCT_CATEGORIES } from "./catalog";
import { DIGITAL_FILE_ACCEPT, DIGITAL_FILE_MAX_MB } from "./digital-file-limits";
import { productFormCopy as t } from "./product-form-messages";
import { OPTION_KINDS_MAX, postedVariantRows } from "./product-options";

/**
 * The options and their combination table. Without JavaScript the vendor types the
 * values and presses "Make the combinations" (the server draws the table and keeps
 * everything typed), with or without JavaScript: no client code for it, so the form
 * stays within the first-load budget. Rows are keyed by their values, so typed prices
 * stay with their combination.
 */
function ProductOptionsFields({
  v,
  fe,
  rows,
}: {
  v: (name: string) => string;
  fe: Record<string, string[]>;
  rows: ReturnType<typeof postedVariantRows>;
}) {
  // The rows the server drew from the posted option values (or the stored ones).
  const combos = [...rows.keys()];
  return (
    <fieldset className="grid min-w-0 gap-4">
      <legend className="mb-2 text-lg font-semibold text-ink">{t.options}</legend>
      <p className="text-sm text-muted">{t.optionsIntro}</p>
      {Array.from({ length: OPTION_KINDS_MAX }, (_, i) => i + 1).map((n) => (
        <div key={n} className="grid gap-4 sm:grid-cols-[1fr_2fr]">
          <Field label={t.optionName(n)} name={`optionName${n}`} error={fe[`optionName${n}`]}>
            <Input
              defaultValue={v(`optionName${n}`)}
              placeholder={t.optionNamePlaceholder(n)}
              maxLength={30}
            />
          </Field>
          <Field
            label={t.optionValues(n)}
            name={`optionValues${n}`}
            error={fe[`optionValues${n}`]}
            description={t.optionValuesHelp}
          >
            <Input
              defaultValue={v(`optionValues${n}`)}
              placeholder={n === 1 ? "S, M, L, XL" : "Black, White"}
              maxLength={700}
            />
          </Field>
        </div>
      ))}
      <div>
        <Button type="submit" name="intent" value="combinations" variant="outline">
          {t.makeCombinations}
        </Button>
      </div>
      {fe.variants ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {fe.variants.join(" ")}
        </p>
      ) : null}
      {combos.length > 0 ? (
        <fieldset className="grid min-w-0 gap-3">
          <legend className="mb-1 text-base font-semibold text-ink">{t.combinations}</legend>
          {combos.map((key, i) => {
            const label = key.split("|").join(" / ");
            const row = rows.get(key);
            const name = (field: string) => `variants[${i}].${field}`;
            return (
              <fieldset
                key={key}
                className="grid min-w-0 gap-2 rounded-md border border-line p-3 sm:grid-cols-3"
              >
                <legend className="px-1 text-sm font-medium break-words text-ink">{label}</legend>
                <input type="hidden" name={name("key")} value={key} />
                <Field label={t.combinationPrice} name={name("price")} error={fe[name("price")]}>
                  <Input inputMode="numeric" defaultValue={row?.price ?? ""} />
                </Field>
                <Field label={t.combinationStock} name={name("stock")} error={fe[name("stock")]}>
                  <Input inputMode="numeric" defaultValue={row?.stock ?? ""} />
                </Field>
                <Field label={t.combinationSku} name={name("sku")} error={fe[name("sku")]}>
                  <Input defaultValue={row?.sku ?? ""} maxLength={40} />
                </Field>
              </fieldset>
            );
          })}
        </fieldset>
      ) : null}
    </fieldset>
  );
}

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
  digitalFile = null,
}: {
  defaults?: Record<string, string>;
  photos?: ImageView[];
  /** The stored file of a digital product (edit), its size as shown ("1.2 MB"). */
  digitalFile?: { name: string; size: string } | null;
  result?: ListingFormAnswer | null;
  submitLabel: string;
  resetKey: string;
}) {
  const fields = listingFieldReader(result, defaults);
  const { fe, v } = fields;
  const kind = v("kind") || "physical";
  // Typed rows after a failed post, else the stored ones (edit).
  const rows = postedVariantRows(result?.values ?? defaults);
  return (
    <ListingForm resetKey={resetKey} result={result} photos={photos} submitLabel={submitLabel}>
      <fieldset className="grid min-w-0 gap-4">
        <legend className="mb-2 text-lg font-semibold text-ink">{t.details}</legend>
        <ListingTitleField label={t.title} fields={fields} />
        <ListingDescriptionField label={t.description} fields={fields} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t.price} name="price" error={fe.price} description={t.simpleHelp}>
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
          <Field label={t.stock} name="stock" error={fe.stock} description={t.stockHelp}>
            <Input inputMode="numeric" defaultValue={v("stock") || "1"} />
          </Field>
          <Field
            label={t.perOrderLimit}
            name="perOrderLimit"
            error={fe.perOrderLimit}
            description={t.perOrderLimitHelp}
          >
            <Input inputMode="numeric" defaultValue={v("perOrderLimit")} />
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
        <Field
          label={t.digitalFile}
          name="digitalFile"
          error={fe.digitalFile}
          description={
            <>
              {t.digitalFileHelp(DIGITAL_FILE_MAX_MB)}
              {digitalFile ? (
                <span className="block">{t.currentFile(digitalFile.name, digitalFile.size)}</span>
              ) : null}
            </>
          }
        >
          <Input type="file" accept={DIGITAL_FILE_ACCEPT} />
        </Field>
        {digitalFile ? (
          <label className="inline-flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" name="removeDigitalFile" className="size-4" />
            {t.removeFile}
          </label>
        ) : null}
        <Field
          label={t.downloadLimit}
          name="downloadLimit"
          error={fe.downloadLimit}
          description={t.downloadLimitHelp}
        >
          <Input inputMode="numeric" defaultValue={v("downloadLimit") || "5"} />
        </Field>
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
        <p className="text-sm text-muted">
          {t.deliveryFromStore}{" "}
          <Link to="/dashboard/store" className="font-medium text-brand-700 underline">
            {t.deliverySettingsLink}
          </Link>
        </p>
      </fieldset>
      <ProductOptionsFields v={v} fe={fe} rows={rows} />
    </ListingForm>
  );
}
