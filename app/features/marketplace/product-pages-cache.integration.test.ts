import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { holds, productVariants } from "~/db/schema";
import { cached } from "~/lib/cache.server";
import { getDb } from "~/lib/db/client.server";
import { createProduct } from "../../../scripts/seed/factories/marketplace";
import { releaseHolds } from "./stock-holds.server";

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
});
