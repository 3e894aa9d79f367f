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
import { productFormCopy } from "./product-form-messages";

/**
 * The product form (001 §3 Product, §5): create on /create/product, edit on the
 * dashboard. Forms post raw strings; photos come as files beside it (not in the
 * schema: the action stores them through the image pipeline). Weight only for physical
 * goods, step 0.1 kg; a digital product keeps no weight.
 */
const E = productFormCopy.errors;

export const PRODUCT_TITLE_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 5000;
export const PRICE_MAX = 100_000_000;
export const STOCK_MAX = 1_000_000;

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
  price: wholeNumberField(1, PRICE_MAX, E.price),
  compareAtPrice: optionalNaira,
  stock: wholeNumberField(0, STOCK_MAX, E.stock),
  category: z.enum(PRODUCT_CATEGORIES, { error: E.category }),
  location: optionalTextField(120),
  kind: z
    .enum(["physical", "digital"], { error: validation.required })
    .optional()
    .transform((k) => k ?? "physical"),
  weightKg,
  tags: commaListField({ maxItems: 10, itemMax: 30, tooMany: E.tooManyTags, tooLong: E.tagLength }),
  deliveryOptions: commaListField({
    maxItems: 10,
    itemMax: 60,
    tooMany: E.tooManyDeliveryOptions,
    tooLong: E.deliveryOptionLength,
  }),
};

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

const compareAtAbovePrice = {
  path: ["compareAtPrice"],
  error: E.compareAtAbovePrice,
};

export const productFormSchema = z
  .object(productFields)
  .refine((p) => p.compareAtPrice == null || p.compareAtPrice > p.price, compareAtAbovePrice)
  .transform(toProductInput);

/** The edit form: the same fields plus the stored photos' places and removals. */
export const productEditSchema = z
  .object({ ...productFields, currentPhotos: postedPhotosField() })
  .refine((p) => p.compareAtPrice == null || p.compareAtPrice > p.price, compareAtAbovePrice)
  .transform(toProductInput);

export type ProductInput = z.output<typeof productFormSchema>;
export type ProductEditInput = z.output<typeof productEditSchema>;
