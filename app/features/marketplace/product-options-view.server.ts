import { and, asc, eq, sql } from "drizzle-orm";
import { holds, products, productVariants } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { combinationLabel } from "./product-options";

export type ProductOptionsView = {
  names: string[];
  variants: { id: string; label: string; price: number; inStock: boolean }[];
};

/**
 * A product's options as its page lists them: each active combination with its price
 * and whether any is left (stock less the units unpaid checkouts hold, computed by the
 * database). Null for a simple product.
 */
export async function productOptionsView(product: {
  id: string;
}): Promise<ProductOptionsView | null> {
  const db = await getDb();
  const [own] = await db
    .select({ names: products.optionNames })
    .from(products)
    .where(eq(products.id, product.id));
  if (!own || own.names.length === 0) return null;
  const held = sql<number>`coalesce((select sum(${holds.quantity}) from ${holds}
    where ${holds.subjectKind} = 'product_variant' and ${holds.subjectId} = ${productVariants.id}
      and ${holds.releasedAt} is null and ${holds.expiresAt} > now()), 0)::int`;
  const rows = await db
    .select({
      id: productVariants.id,
      values: productVariants.optionValues,
      price: productVariants.price,
      available: sql<number>`(${productVariants.stock} - ${held})::int`,
    })
    .from(productVariants)
    .where(and(eq(productVariants.productId, product.id), eq(productVariants.active, true)))
    .orderBy(asc(productVariants.position), asc(productVariants.createdAt));
  return {
    names: own.names,
    variants: rows.map((r) => ({
      id: r.id,
      label: combinationLabel(r.values),
      price: r.price,
      inStock: r.available > 0,
    })),
  };
}
