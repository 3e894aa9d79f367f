import { and, eq, sql } from "drizzle-orm";
import { products, vendorProfiles } from "~/db/schema";
import { ownerNotSuspended } from "~/features/people/public-page.server";
import type { ItemKind } from "~/lib/item-kind";
import { decisionStamp, itemColumns } from "~/lib/item-kind-helpers";
import { formatNaira } from "~/lib/money";

/**
 * The one public rule of products: active and approved by a moderator, and the store's
 * person not suspended (ownerNotSuspended, through the store: ADR 073). The
 * partial indexes on visible products (drizzle/0005 and the schema) repeat the first
 * two literally, as SQL must.
 */
export const publicProductWhere = () =>
  and(
    eq(products.status, "active"),
    eq(products.moderationStatus, "approved"),
    ownerNotSuspended(
      products.id,
      (ids) =>
        sql`select so.id from ${products} so join ${vendorProfiles} sv on sv.id = so.vendor_id where sv.user_id in ${ids}`,
    ),
  )!;

export const productKind: ItemKind<"product"> = {
  type: "product",
  area: "marketplace",
  cachePrefix: "marketplace:",
  noun: "product",
  label: "Product",
  table: products,
  columns: itemColumns(products),
  // A product belongs to a store; the store to a person.
  owner: sql<
    string | null
  >`(select vp.user_id from vendor_profiles vp where vp.id = "products"."vendor_id")`,
  // The store's products by products_vendor_idx.
  ownedBy: (userId) =>
    sql`${products.vendorId} in (select vp.id from vendor_profiles vp where vp.user_id = ${userId})`,
  publicWhere: publicProductWhere,

  async applyDecision(tx, id, d) {
    await tx
      .update(products)
      // Approval puts it on sale, unless its owner deactivated it meanwhile.
      .set(
        decisionStamp(d, {
          status: sql<
            "active" | "inactive"
          >`case when ${products.status} = 'inactive' then 'inactive'::product_status else 'active'::product_status end`,
        }),
      )
      .where(eq(products.id, id));
  },

  async preview(db, id) {
    const [p] = await db.select().from(products).where(eq(products.id, id));
    if (!p) return null;
    return {
      title: p.title,
      description: p.description,
      status: p.status,
      moderationStatus: p.moderationStatus,
      moderationNotes: p.moderationNotes,
      imageKeys: p.imageKeys,
      media: null,
      facts: [
        ["Price", formatNaira(p.price)],
        ["Stock", String(p.stock)],
        ["Category", p.category],
        ["Ships from", p.location ?? "—"],
      ],
    };
  },

  search: {
    description: sql<string>`${products.description}`,
    image: sql<string | null>`${products.imageKeys}[1]`,
    location: sql<string | null>`${products.location}`,
    price: sql<number | null>`${products.price}`,
    date: sql<Date>`${products.createdAt}`,
    tags: sql<string[]>`${products.tags}`,
    dateOrder: "desc",
    priceIndexed: true,
  },
  sitemap: { slug: products.slug, lastmod: products.updatedAt },
};
