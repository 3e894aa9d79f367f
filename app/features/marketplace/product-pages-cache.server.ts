import { eq, inArray } from "drizzle-orm";
import { products, productVariants } from "~/db/schema";
import type { Db, Tx } from "~/lib/db/client.server";
import { invalidatePublicPages } from "~/lib/cache.server";

/**
 * Stock or reviews of these products changed (a hold, a sale, a cancel, a review): their
 * pages and data are dropped, and the listings that show "In stock"/"Out of stock" and
 * ratings (the marketplace, the home page, search); the rest of the site stays cached
 * (issue 31).
 */
export function invalidateProductPages(slugs: readonly string[]) {
  if (!slugs.length) return;
  invalidatePublicPages({
    dataPrefixes: [
      "marketplace:listPublicProducts:",
      ...slugs.map((slug) => `marketplace:getPublicProduct:${slug}`),
    ],
    paths: ["/", "/search", "/marketplace", ...slugs.map((slug) => `/marketplace/${slug}`)],
  });
}

/**
 * The pages of the products these variants belong to (stock taken, given back, held or
 * freed). Called in the transaction that changed them: a render that read the old rows
 * just before keeps them at most the cache's TTL, as any cached copy may.
 */
export async function invalidateVariantPages(db: Db | Tx, variantIds: readonly string[]) {
  if (!variantIds.length) return;
  const rows = await db
    .selectDistinct({ slug: products.slug })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, [...variantIds]));
  invalidateProductPages(rows.map((r) => r.slug));
}
