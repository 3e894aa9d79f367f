import { z } from "zod";
import {
  commaListField,
  optionalTextField,
  requiredTextField,
  wholeNumberField,
} from "~/lib/form-schemas";
import { postedPhotosField } from "~/lib/media/posted-photos-field";
import { validation } from "~/lib/messages/validation";
import { PRODUCT_CATEGORIES } from "./catalog";
import { productFormFieldTexts } from "./product-form-messages";
import {
  COMBINATIONS_MAX,
  combinationKey,
  combinationsOf,
  OPTION_KINDS_MAX,
  OPTION_NAME_MAX,
  OPTION_VALUE_MAX,
  OPTION_VALUES_MAX,
  optionValuesOf,
  type ProductOption,
} from "./product-options";

/**
 * The product form (001 §3 Product, §5): create on /create/product, edit on the
 * dashboard. Forms post raw strings; photos come as files beside it (not in the
 * schema: the action stores them through the image pipeline). Weight only for physical
 * goods, step 0.1 kg; a digital product keeps no weight.
 */
const E = productFormFieldTexts;

export const PRODUCT_TITLE_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 5000;
export const PRICE_MAX = 100_000_000;
export const STOCK_MAX = 1_000_000;
export const PER_ORDER_LIMIT_MAX = 1_000;
export const DOWNLOAD_LIMIT_DEFAULT = 5;

const optionalNaira = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    if (!raw?.trim()) return null;
    const parsed = wholeNumberField(0, PRICE_MAX, E.compareAtPrice).safeParse(raw);
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: E.compareAtPrice });
      return z.NEVER;
    }
    return parsed.data;
  });

/** Kilograms with at most one decimal (the spec's step 0.1), above 0 and at most 1,000. */
const weightKg = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const v = raw?.trim();
    if (!v) return null;
    const n = /^\d{1,4}(?:\.\d)?$/.test(v) ? Number(v) : NaN;
    if (!(n > 0 && n <= 1000)) {
      ctx.addIssue({ code: "custom", message: E.weight });
      return z.NEVER;
    }
    return n.toFixed(1);
  });

const productFields = {
  title: requiredTextField(PRODUCT_TITLE_MAX),
  sku: optionalTextField(40).pipe(
    z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$|^$/, { error: E.sku }),
  ),
  description: optionalTextField(PRODUCT_DESCRIPTION_MAX),
  // A simple product's price and stock; checked in `withOptions` (not needed with options).
  price: z.string().optional(),
  compareAtPrice: optionalNaira,
  stock: z.string().optional(),
  category: z.enum(PRODUCT_CATEGORIES, { error: E.category }),
  kind: z
    .enum(["physical", "digital"], { error: validation.required })
    .optional()
    .transform((k) => k ?? "physical"),
  weightKg,
  tags: commaListField({ maxItems: 10, itemMax: 30, tooMany: E.tooManyTags, tooLong: E.tagLength }),
  optionName1: optionalTextField(OPTION_NAME_MAX),
  optionValues1: z.string().max(2000).optional(),
  optionName2: optionalTextField(OPTION_NAME_MAX),
  optionValues2: z.string().max(2000).optional(),
  // One row per combination, keyed by its values ("M|Black"), as the table posts them.
  variants: z
    .array(
      z.object({
        key: z.string().max(200).optional(),
        sku: z.string().max(200).optional(),
        price: z.string().max(40).optional(),
        stock: z.string().max(40).optional(),
      }),
    )
    .max(COMBINATIONS_MAX * 2)
    .optional(),
  perOrderLimit: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (!raw?.trim()) return null;
      const parsed = wholeNumberField(1, PER_ORDER_LIMIT_MAX, E.perOrderLimit).safeParse(raw);
      if (!parsed.success) {
        ctx.addIssue({ code: "custom", message: E.perOrderLimit });
        return z.NEVER;
      }
      return parsed.data;
    }),
  downloadLimit: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (!raw?.trim()) return DOWNLOAD_LIMIT_DEFAULT;
      const parsed = wholeNumberField(1, 100, E.downloadLimit).safeParse(raw);
      if (!parsed.success) {
        ctx.addIssue({ code: "custom", message: E.downloadLimit });
        return z.NEVER;
      }
      return parsed.data;
    }),
  // "combinations": the no-JavaScript form's button that draws the table without saving.
  intent: z.enum(["save", "combinations"]).optional(),
};

const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

export type VariantInput = { values: string[]; sku: string | null; price: number; stock: number };

type RawOptions = {
  price?: string;
  stock?: string;
  optionName1: string;
  optionValues1?: string;
  optionName2: string;
  optionValues2?: string;
  variants?: { key?: string; sku?: string; price?: string; stock?: string }[];
  intent?: "save" | "combinations";
};

/**
 * The options and their combinations, or a simple product's price and stock: each
 * combination must have its row (price 1…₦100m, stock 0…1m, SKU optional); the
 * product's own price and stock then are the lowest price and the total stock (the
 * database keeps them so, drizzle/0025). Errors land on the fields the form shows.
 */
function withOptions<T extends RawOptions>(p: T, ctx: z.RefinementCtx) {
  const {
    optionName1,
    optionValues1,
    optionName2,
    optionValues2,
    variants: rows = [],
    intent,
    price: rawPrice,
    stock: rawStock,
    ...rest
  } = p;
  const options: ProductOption[] = [];
  const named = [
    [optionName1, optionValues1],
    [optionName2, optionValues2],
  ] as const;
  named.slice(0, OPTION_KINDS_MAX).forEach(([name, raw], i) => {
    const values = optionValuesOf(raw);
    const n = i + 1;
    if (!name && values.length)
      ctx.addIssue({ code: "custom", path: [`optionName${n}`], message: E.optionName });
    if (name && !values.length)
      ctx.addIssue({ code: "custom", path: [`optionValues${n}`], message: E.optionValues });
    if (values.length > OPTION_VALUES_MAX)
      ctx.addIssue({ code: "custom", path: [`optionValues${n}`], message: E.tooManyValues });
    if (values.some((v) => v.length > OPTION_VALUE_MAX || v.includes("|")))
      ctx.addIssue({ code: "custom", path: [`optionValues${n}`], message: E.optionValueLength });
    if (name && values.length) options.push({ name, values });
  });
  if (options.length === 2 && options[0]!.name.toLowerCase() === options[1]!.name.toLowerCase())
    ctx.addIssue({ code: "custom", path: ["optionName2"], message: E.sameOptionName });

  if (options.length === 0) {
    const price = wholeNumberField(1, PRICE_MAX, E.price).safeParse(rawPrice ?? "");
    const stock = wholeNumberField(0, STOCK_MAX, E.stock).safeParse(rawStock ?? "");
    if (!price.success) ctx.addIssue({ code: "custom", path: ["price"], message: E.price });
    if (!stock.success) ctx.addIssue({ code: "custom", path: ["stock"], message: E.stock });
    if (!price.success || !stock.success) return z.NEVER;
    return {
      ...rest,
      price: price.data,
      stock: stock.data,
      options: [] as ProductOption[],
      variants: [] as VariantInput[],
    };
  }

  const combos = combinationsOf(options);
  if (combos.length > COMBINATIONS_MAX) {
    ctx.addIssue({ code: "custom", path: ["optionValues1"], message: E.tooManyCombinations });
    return z.NEVER;
  }
  const posted = new Map(rows.map((row, index) => [row.key ?? "", { row, index }]));
  const variants: VariantInput[] = [];
  let missing = intent === "combinations";
  for (const values of combos) {
    const found = posted.get(combinationKey(values));
    if (!found) {
      missing = true;
      continue;
    }
    const { row, index } = found;
    const price = wholeNumberField(1, PRICE_MAX, E.combinationPrice).safeParse(row.price ?? "");
    const stock = wholeNumberField(0, STOCK_MAX, E.combinationStock).safeParse(row.stock ?? "");
    const sku = (row.sku ?? "").trim();
    if (!price.success)
      ctx.addIssue({
        code: "custom",
        path: ["variants", index, "price"],
        message: E.combinationPrice,
      });
    if (!stock.success)
      ctx.addIssue({
        code: "custom",
        path: ["variants", index, "stock"],
        message: E.combinationStock,
      });
    if (sku && (sku.length > 40 || !SKU_PATTERN.test(sku)))
      ctx.addIssue({ code: "custom", path: ["variants", index, "sku"], message: E.sku });
    if (price.success && stock.success)
      variants.push({ values, sku: sku || null, price: price.data, stock: stock.data });
  }
  // Rows still to fill in (new values, or the no-JavaScript form's first step): the
  // form comes back with the table drawn and what was typed kept.
  if (missing) ctx.addIssue({ code: "custom", path: ["variants"], message: E.fillCombinations });
  if (variants.length !== combos.length) return z.NEVER;
  return {
    ...rest,
    price: Math.min(...variants.map((v) => v.price)),
    stock: variants.reduce((sum, v) => sum + v.stock, 0),
    options,
    variants,
  };
}

const toProductInput = <T extends { kind: "physical" | "digital"; weightKg: string | null }>({
  kind,
  weightKg: weight,
  ...rest
}: T) => ({
  ...rest,
  isDigital: kind === "digital",
  // Weight is a physical product's only (001 §3).
  weightKg: kind === "digital" ? null : weight,
});

const compareAtAbove = (p: { compareAtPrice: number | null; price: number }) =>
  p.compareAtPrice == null || p.compareAtPrice > p.price;

const compareAtAbovePrice = {
  path: ["compareAtPrice"],
  error: E.compareAtAbovePrice,
};

export const productFormSchema = z
  .object(productFields)
  .transform(withOptions)
  .refine(compareAtAbove, compareAtAbovePrice)
  .transform(toProductInput);

/** The edit form: the same fields plus the stored photos' places and removals. */
export const productEditSchema = z
  .object({
    ...productFields,
    currentPhotos: postedPhotosField(),
    removeDigitalFile: z
      .string()
      .optional()
      .transform((v) => v === "on"),
  })
  .transform(withOptions)
  .refine(compareAtAbove, compareAtAbovePrice)
  .transform(toProductInput);

export type ProductInput = z.output<typeof productFormSchema>;
export type ProductEditInput = z.output<typeof productEditSchema>;
