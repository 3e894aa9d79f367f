import { AppError } from "~/lib/app-error.server";
import { generalErrors } from "~/lib/messages/error-pages";
import { productFormFieldTexts } from "./product-form-messages";

/** Whether a write failed on the one-SKU-per-store index (products_vendor_sku_idx). */
export function isSkuViolation(error: unknown) {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e;) {
    if (e.code === "23505" && e.constraint === "products_vendor_sku_idx") return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** A store's SKUs are its own stock codes: one product each. */
export const skuTaken = () =>
  new AppError("validation", {
    message: generalErrors.validation,
    fieldErrors: { sku: [productFormFieldTexts.skuTaken] },
  });
