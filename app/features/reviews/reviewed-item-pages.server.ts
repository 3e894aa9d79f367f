import { eq } from "drizzle-orm";
import { invalidatePublicPages } from "~/lib/cache.server";
import type { Db } from "~/lib/db/client.server";
import type { ItemType } from "~/lib/item-kind";
import { invalidateItemPages, itemKind } from "~/lib/item-kind-registry.server";

/**
 * A review was written, answered or hidden: the reviewed item's page and the lists that
 * show its rating are dropped from the public caches, not the whole site (issue 31).
 */
export async function invalidateReviewedItem(db: Db, itemType: ItemType, itemId: string) {
  const kind = itemKind(itemType);
  const [row] = (await db
    .select({ slug: kind.columns.slug })
    .from(kind.table)
    .where(eq(kind.columns.id, itemId))
    .limit(1)) as Array<{ slug: string }>;
  invalidateItemPages(itemType, row ? [row.slug] : []);
  // The item's review lists (list-reviews.server.ts) are cached under their own keys.
  invalidatePublicPages({ dataPrefixes: [`reviews:${itemType}:${itemId}:`], paths: [] });
}
