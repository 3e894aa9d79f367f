import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { holds, productVariants } from "~/db/schema";
import { cached } from "~/lib/cache.server";
import { getDb } from "~/lib/db/client.server";
import { createProduct } from "../../../scripts/seed/factories/marketplace";
import { getPublicProduct } from "./public-products.server";
import { invalidateProductPages } from "./product-pages-cache.server";
import { releaseHolds, restockOrder } from "./stock-holds.server";
import { createOrderGroup } from "../../../scripts/seed/factories/orders";

// Issue 31: a hold, a cart change or an order never empties the whole public cache,
// only the pages of what changed.
describe("product pages and the public cache", () => {
  it("a released hold drops its product's cached data, not another product's or area's", async () => {
    const db = await getDb();
    const held = await createProduct(db, { stock: 5 });
    const other = await createProduct(db, { stock: 5 });
    const [variant] = await db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, held.id));
    const groupId = crypto.randomUUID();
    await db.insert(holds).values({
      subjectKind: "product_variant",
      subjectId: variant!.id,
      quantity: 2,
      purchaseType: "order",
      purchaseId: groupId,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const loads: string[] = [];
    const keys = [
      `marketplace:getPublicProduct:${held.slug}`,
      `marketplace:getPublicProduct:${other.slug}`,
      "events:upcomingEvents:6",
    ];
    const touch = () => Promise.all(keys.map((k) => cached(k, 60_000, async () => loads.push(k))));
    await touch();
    await db.transaction((tx) => releaseHolds(tx, groupId, new Date()));
    loads.length = 0;
    await touch();
    expect(loads).toEqual([`marketplace:getPublicProduct:${held.slug}`]);
  });

  it("drops the pages after the commit: a copy cached from the old rows meanwhile does not outlive it", async () => {
    const db = await getDb();
    const product = await createProduct(db, { stock: 5, isDigital: false });
    const made = await createOrderGroup(db, { status: "paid", items: [{ product, quantity: 2 }] });
    const slug = product.slug;
    const before = (await getPublicProduct(slug))!.stock;
    await db.transaction(async (tx) => {
      await restockOrder(tx, made.orders[0]!.id);
      // A render in another request meanwhile reads the committed (old) rows, as
      // PostgreSQL answers it, and caches them; PGlite would make it wait instead.
      await cached(`marketplace:getPublicProduct:${slug}`, 60_000, async () => ({
        stock: before,
      }));
    });
    expect((await getPublicProduct(slug))!.stock).toBe(before + 2);
  });

  it("a rolled-back change drops nothing", async () => {
    const db = await getDb();
    const product = await createProduct(db, { stock: 3 });
    const key = `marketplace:getPublicProduct:${product.slug}`;
    let loads = 0;
    const touch = () => cached(key, 60_000, async () => ++loads);
    await touch();
    await db
      .transaction(async () => {
        invalidateProductPages([product.slug]);
        throw new Error("rolled back");
      })
      .catch(() => {});
    await touch();
    expect(loads).toBe(1);
  });
});
