import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products, productVariants } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { createProduct } from "../../../scripts/seed/factories/marketplace";
import { expectViolation, PG } from "../../../tests/support/db-errors";

// Issue 31: every product sells through variants; the product's price and stock are
// theirs, kept by the triggers of drizzle/0025.

async function variantsOf(productId: string) {
  const db = await getDb();
  return db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.price));
}

async function product(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row!;
}

describe("product variants", () => {
  it("gives a new simple product one variant that follows its price, stock and SKU", async () => {
    const db = await getDb();
    const p = await createProduct(db, { price: 5000, stock: 7, sku: "TEE-1" });
    expect(await variantsOf(p.id)).toMatchObject([
      { optionValues: [], price: 5000, stock: 7, sku: "TEE-1" },
    ]);
    await db.update(products).set({ price: 5500, stock: 3 }).where(eq(products.id, p.id));
    expect(await variantsOf(p.id)).toMatchObject([{ price: 5500, stock: 3 }]);
    // A sale takes from the variant; the product's stock shows it.
    const [v] = await variantsOf(p.id);
    await db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, v!.id));
    expect(await product(p.id)).toMatchObject({ price: 5500, stock: 1 });
  });

  it("rolls a product with options up to its lowest active price and total active stock", async () => {
    const db = await getDb();
    const p = await createProduct(db, { price: 1, stock: 0, optionNames: ["Size"] });
    expect(await variantsOf(p.id)).toEqual([]);
    await db.insert(productVariants).values([
      { productId: p.id, optionValues: ["S"], price: 8000, stock: 2, position: 0 },
      { productId: p.id, optionValues: ["M"], price: 7000, stock: 4, position: 1 },
      { productId: p.id, optionValues: ["L"], price: 6000, stock: 9, position: 2, active: false },
    ]);
    expect(await product(p.id)).toMatchObject({ price: 7000, stock: 6 });
    await db.delete(productVariants).where(eq(productVariants.productId, p.id));
    // No variants left: the product keeps its last figures rather than inventing some.
    expect(await product(p.id)).toMatchObject({ price: 7000, stock: 6 });
  });

  it("refuses negative stock and a repeated option combination", async () => {
    const db = await getDb();
    const p = await createProduct(db, { optionNames: ["Size"] });
    await db
      .insert(productVariants)
      .values({ productId: p.id, optionValues: ["S"], price: 100, stock: 1 });
    await expectViolation(
      db
        .insert(productVariants)
        .values({ productId: p.id, optionValues: ["S"], price: 100, stock: 1 }),
      { code: PG.uniqueViolation, constraint: "product_variants_options_idx" },
    );
    await expectViolation(
      db.update(productVariants).set({ stock: -1 }).where(eq(productVariants.productId, p.id)),
      { code: PG.checkViolation, constraint: "product_variants_stock_check" },
    );
  });
});
