import { getBuyingOptions, type BuyingOptions } from "./buying-options.server";
import { combinationLabel } from "./product-options";

export type ProductOptionsView = {
  names: string[];
  variants: { id: string; label: string; price: number; inStock: boolean }[];
};

/**
 * A product's options as its page lists them: each active combination with its price
 * and whether any is left (stock less the units unpaid checkouts hold, as the "Add to
 * cart" form reads them: one query for both). Null for a simple product.
 */
export function optionsViewOf(buying: BuyingOptions): ProductOptionsView | null {
  if (!buying.options.length) return null;
  return {
    names: buying.options.map((o) => o.name),
    variants: buying.variants.map((v) => ({
      id: v.id,
      label: combinationLabel(v.values),
      price: v.price,
      inStock: v.available > 0,
    })),
  };
}

export async function productOptionsView(product: { id: string }) {
  return optionsViewOf(await getBuyingOptions(product.id));
}
