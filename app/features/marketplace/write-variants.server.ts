import { and, asc, eq, inArray } from "drizzle-orm";
import { holds, orderItems, productVariants } from "~/db/schema";
import type { Tx } from "~/lib/db/client.server";
import { combinationKey, type ProductOption } from "./product-options";
import type { VariantInput } from "./product-form-schema";

/**
 * Writes a product's variants from its form (issue 31). The product row is locked by
 * the caller and already carries the new option names.
 *
 * - With options: one variant per combination. A combination that existed keeps its
 *   row (and id: carts, holds and orders point at it), updated and active again; a
 *   new one is inserted; a variant no longer offered is deleted, unless something
 *   points at it (an order line, a hold): then it is deactivated.
 * - Simple: its one variant with no option values (the database keeps its price, stock
 *   and SKU in step with the product's; made again here when coming back from options),
 *   every other variant removed or deactivated as above.
 *
 * The product's price and stock follow by the roll-up trigger (drizzle/0025).
 */
export async function writeVariants(
  tx: Tx,
  {
    productId,
    options,
    variants,
    simple,
  }: {
    productId: string;
    options: readonly ProductOption[];
    variants: readonly VariantInput[];
    simple: { sku: string | null; price: number; stock: number };
  },
) {
  const existing = await tx
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.id))
    .for("update");
  const byKey = new Map(existing.map((v) => [combinationKey(v.optionValues), v]));
  const wanted =
    options.length === 0
      ? [{ values: [] as string[], ...simple }]
      : variants.map((v) => ({ ...v }));
  const kept = new Set<string>();
  for (const [position, v] of wanted.entries()) {
    const key = combinationKey(v.values);
    const row = byKey.get(key);
    const values = { sku: v.sku, price: v.price, stock: v.stock, position, active: true };
    if (row) {
      kept.add(row.id);
      await tx
        .update(productVariants)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(productVariants.id, row.id));
    } else {
      await tx.insert(productVariants).values({ productId, optionValues: v.values, ...values });
    }
  }
  const gone = existing.filter((v) => !kept.has(v.id)).map((v) => v.id);
  if (gone.length === 0) return;
  // Variants something points at stay, switched off; the rest go.
  const sold = await tx
    .selectDistinct({ id: orderItems.variantId })
    .from(orderItems)
    .where(inArray(orderItems.variantId, gone));
  const held = await tx
    .selectDistinct({ id: holds.subjectId })
    .from(holds)
    .where(and(eq(holds.subjectKind, "product_variant"), inArray(holds.subjectId, gone)));
  const usedIds = [...sold, ...held].map((u) => u.id).filter((id): id is string => !!id);
  const unused = gone.filter((id) => !usedIds.includes(id));
  if (usedIds.length)
    await tx
      .update(productVariants)
      .set({ active: false, updatedAt: new Date() })
      .where(inArray(productVariants.id, usedIds));
  if (unused.length) await tx.delete(productVariants).where(inArray(productVariants.id, unused));
}

/** A product's option names and its variants as the edit form shows them. */
export async function variantsForForm(tx: Tx, productId: string) {
  const rows = await tx
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.active, true)))
    .orderBy(asc(productVariants.position), asc(productVariants.createdAt));
  return rows;
}
