import { eq, inArray } from "drizzle-orm";
import { products, productVariants } from "~/db/schema";
import type { Db, Tx } from "~/lib/db/client.server";
import { invalidatePublicPages } from "~/lib/cache.server";
import { afterCommit } from "~/lib/db/after-commit.server";

/**
 * Stock or reviews of these products changed (a hold, a sale, a cancel, a review): their
 * pages and data are dropped, and the listings that show "In stock"/"Out of stock" and
 * ratings (the marketplace, the home page, search); the rest of the site stays cached
 * (issue 31). Inside a transaction this waits for its commit (afterCommit), so a page
 * rendered meanwhile from the old rows is not cached again after being dropped.
 */
export function invalidateProductPages(slugs: readonly string[]) {
  if (!slugs.length) return;
  afterCommit(() => dropProductPages(slugs));
}

function dropProductPages(slugs: readonly string[]) {
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
 * freed), read in the transaction that changed them and dropped once it commits.
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
