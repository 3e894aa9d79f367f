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
