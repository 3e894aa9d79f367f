import { asc, eq } from "drizzle-orm";
import { products, productVariants } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { optionChoices, optionLabel } from "./product-options";
import { availableStock } from "./variant-stock.server";

export type BuyingOptions = {
  /** Each option kind and the values on offer (empty for a simple product). */
  options: { name: string; values: string[] }[];
  /** Every active variant with its price and what is available, for the price list. */
  variants: { id: string; values: string[]; label: string; price: number; available: number }[];
  /** The price every variant shares (the form sends it back), or null when they differ. */
  price: number | null;
  /** The most one "Add to cart" may ask for: available within the per-order limit. */
  maxQuantity: number;
};

/** What the product page's "Add to cart" form offers for a product on sale. */
export async function getBuyingOptions(productId: string): Promise<BuyingOptions> {
  const db = await getDb();
  const rows = await db
    .select({
      id: productVariants.id,
      optionValues: productVariants.optionValues,
      active: productVariants.active,
      price: productVariants.price,
      available: availableStock(),
      optionNames: products.optionNames,
      perOrderLimit: products.perOrderLimit,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  const active = rows.filter((r) => r.active);
  const names = rows[0]?.optionNames ?? [];
  const prices = new Set(active.map((r) => r.price));
  const most = Math.max(0, ...active.map((r) => Number(r.available)));
  return {
    options: optionChoices(names, rows),
    variants: active.map((r) => ({
      id: r.id,
      values: r.optionValues,
      label: optionLabel(names, r.optionValues),
      price: r.price,
      available: Math.max(0, Number(r.available)),
    })),
    price: prices.size === 1 ? [...prices][0]! : null,
    maxQuantity: Math.min(most, rows[0]?.perOrderLimit ?? Number.POSITIVE_INFINITY),
  };
}
