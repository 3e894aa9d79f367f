import { z } from "zod";
import { wholeNairaField } from "~/lib/form-schemas";
import { AD_PRICE_ITEMS, type AdPrices } from "./ad-pricing";
import { adPricingCopy } from "./ads-admin-messages";

/** Whole naira from ₦1 to ₦100,000,000: a typo of extra zeros is refused. */
const price = wholeNairaField(adPricingCopy.priceError).pipe(
  z.number().int().min(1, { error: adPricingCopy.priceError }).max(100_000_000, {
    error: adPricingCopy.priceError,
  }),
);

/** The pricing page's form: one price per plan and placement. */
export const adPricingSchema = z.object(
  Object.fromEntries(AD_PRICE_ITEMS.map((item) => [item, price])) as Record<
    keyof AdPrices,
    typeof price
  >,
);
