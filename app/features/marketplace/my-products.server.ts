import { desc, sql } from "drizzle-orm";
import type { OwnerListing } from "~/components/owner-listings";
import { products } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { withFirstImage } from "~/lib/media/image-records.server";
import { productKind, publicProductWhere } from "./product-kind.server";

export type MyProduct = OwnerListing & {
  price: number;
  stock: number;
  isDigital: boolean;
  /** Stock kept per combination: changed on the edit page. */
  hasOptions: boolean;
};

const LIMIT = 200;

/**
 * The seller's own products for the dashboard, newest first: two indexed queries (the
 * store's products by products_vendor_idx, their cover images), whatever the count.
 */
export async function listMyProducts({ userId }: { userId: string }): Promise<MyProduct[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      title: products.title,
      price: products.price,
      stock: products.stock,
      isDigital: products.isDigital,
      hasOptions: sql<boolean>`cardinality(${products.optionNames}) > 0`,
      status: products.status,
      moderationStatus: products.moderationStatus,
      moderationNotes: products.moderationNotes,
      imageKeys: products.imageKeys,
      // The marketplace's own rule, evaluated by the database.
      isPublic: sql<boolean>`coalesce(${publicProductWhere()}, false)`,
    })
    .from(products)
    .where(productKind.ownedBy(userId))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(LIMIT);
  return withFirstImage(db, rows, "imageKeys");
}
