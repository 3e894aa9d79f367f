import { and, desc, eq, gt, gte, lte, or, sql } from "drizzle-orm";
import { products, vendorProfiles } from "~/db/schema";
import { cached, PUBLIC_TTL_MS } from "~/lib/cache.server";
import { getDb } from "~/lib/db/client.server";
import { reviewStatsColumns } from "~/lib/db/review-stats.server";
import { countCapped } from "~/lib/db/count-capped.server";
import { placeMatches } from "~/lib/db/place-match.server";
import { loadImages } from "~/lib/media/image-records.server";
import type { StoredImage } from "~/lib/media/responsive";
import { PAGE_SIZE, toPage } from "~/lib/pagination";
import { shipsFromPlace } from "./delivery-fee";
import { activePickupPoints, deliveryWords, storeDeliveryColumns } from "./store-delivery.server";
import type { ProductFilters } from "./product-filters";
import { ownerPageUsername } from "~/features/people/public-page.server";
import { publicProductWhere } from "./product-kind.server";

export interface ProductCard {
  id: string;
  slug: string;
  title: string;
  price: number;
  compareAtPrice: number | null;
  stock: number;
  inStock: boolean;
  onSale: boolean;
  category: string;
  location: string | null;
  isDigital: boolean;
  /** Sold in options (size, colour): chosen on the product page, not from a card. */
  hasOptions: boolean;
  storeName: string;
  rating: number | null;
  reviewCount: number;
  image: StoredImage | null;
}

const cardColumns = {
  id: products.id,
  slug: products.slug,
  title: products.title,
  price: products.price,
  compareAtPrice: products.compareAtPrice,
  stock: products.stock,
  category: products.category,
  location: products.location,
  isDigital: products.isDigital,
  imageKeys: products.imageKeys,
  optionNames: products.optionNames,
  storeName: vendorProfiles.storeName,
  // Hidden reviews count nowhere (the one rule: lib/db/review-stats.server.ts).
  ...reviewStatsColumns("product", sql`"products"."id"`),
};

type CardRow = {
  id: string;
  slug: string;
  title: string;
  price: number;
  compareAtPrice: number | null;
  stock: number;
  category: string;
  location: string | null;
  isDigital: boolean;
  imageKeys: string[];
  optionNames: string[];
  storeName: string | null;
  rating: string | null;
  reviewCount: number;
};

async function toCards(rows: CardRow[]): Promise<ProductCard[]> {
  const images = await loadImages(
    await getDb(),
    rows.map((r) => r.imageKeys[0]),
  );
  return rows.map(({ imageKeys, optionNames, storeName, rating, reviewCount, ...r }) => ({
    ...r,
    hasOptions: optionNames.length > 0,
    // Digital goods never run out; physical stock can never go below zero.
    inStock: r.isDigital || r.stock > 0,
    onSale: r.compareAtPrice != null && r.compareAtPrice > r.price,
    storeName: storeName ?? "Store",
    rating: rating == null ? null : Number(rating),
    reviewCount: Number(reviewCount),
    image: imageKeys[0] ? (images.get(imageKeys[0]) ?? null) : null,
  }));
}

/**
 * The one WHERE of /marketplace's list: what the public may see, narrowed by the
 * filters. "In stock" and "on sale" are the cards' own badges (toCards below): digital
 * goods never run out; a sale is a compare-at price above the price.
 */
export function productListWhere(f: Omit<ProductFilters, "page">) {
  return and(
    publicProductWhere(),
    f.category ? eq(products.category, f.category) : undefined,
    f.minPrice !== null ? gte(products.price, f.minPrice) : undefined,
    f.maxPrice !== null ? lte(products.price, f.maxPrice) : undefined,
    f.inStock ? or(eq(products.isDigital, true), gt(products.stock, 0)) : undefined,
    f.onSale ? sql`${products.compareAtPrice} > ${products.price}` : undefined,
    placeMatches(sql`products.search_vector`, [products.location], f.location),
  );
}

const NO_PRODUCT_FILTERS: Omit<ProductFilters, "page"> = {
  category: "",
  minPrice: null,
  maxPrice: null,
  inStock: false,
  onSale: false,
  location: "",
};

export type ProductListOptions = Partial<Omit<ProductFilters, "page">> & {
  page: number;
  pageSize?: number;
};

async function loadListPublicProducts({
  page,
  pageSize = PAGE_SIZE,
  ...filters
}: ProductListOptions) {
  const db = await getDb();
  const where = productListWhere({ ...NO_PRODUCT_FILTERS, ...filters });
  // The page walks the date index and stops after a page; the count stops at the cap.
  const [{ total, capped }, rows] = await Promise.all([
    countCapped({ table: products, where }),
    db
      .select(cardColumns)
      .from(products)
      .leftJoin(vendorProfiles, eq(vendorProfiles.id, products.vendorId))
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { ...toPage(await toCards(rows), total, page, pageSize), capped };
}

export async function latestProducts(limit: number) {
  return (await listPublicProducts({ page: 1, pageSize: limit })).items;
}

export interface ProductDetail extends ProductCard {
  sku: string | null;
  description: string;
  weightKg: string | null;
  tags: string[];
  /** Where the store ships from ("City, State"), from its delivery settings. */
  shipsFrom: string | null;
  /**
   * How it reaches the buyer, in the cart's words: the store's delivery settings and
   * pickup points (ADR 073), the same the cart shows and the checkout prices.
   */
  delivery: string[];
  storeBio: string | null;
  /** The seller's username when they have a public page (/@username), else null. */
  sellerUsername: string | null;
  images: StoredImage[];
}

async function loadPublicProduct(slug: string): Promise<ProductDetail | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      ...cardColumns,
      sku: products.sku,
      description: products.description,
      weightKg: products.weightKg,
      tags: products.tags,
      storeBio: vendorProfiles.storeBio,
      ...storeDeliveryColumns,
      pickupPoints: activePickupPoints(products.vendorId),
      sellerUsername: ownerPageUsername(vendorProfiles.userId),
    })
    .from(products)
    .leftJoin(vendorProfiles, eq(vendorProfiles.id, products.vendorId))
    .where(and(eq(products.slug, slug), publicProductWhere()))
    .limit(1);
  if (!row) return null;
  const [card] = await toCards([row]);
  const images = await loadImages(db, row.imageKeys);
  return {
    ...card,
    sku: row.sku,
    description: row.description,
    weightKg: row.weightKg,
    tags: row.tags,
    shipsFrom: shipsFromPlace({ city: row.shipFromCity, state: row.shipFromState }),
    delivery: deliveryWords(row, {
      pickupPoints: row.pickupPoints,
      digitalOnly: row.isDigital,
      showPlace: false,
    }),
    storeBio: row.storeBio,
    sellerUsername: row.sellerUsername,
    images: row.imageKeys.map((k) => images.get(k)).filter((i): i is StoredImage => Boolean(i)),
  };
}

/**
 * One seller's public products for their page (/@username), newest first, with their
 * store's name and bio (the store settings, issue 31; null before the first save).
 * `pageSize: 0` counts only.
 */
async function loadPublicProductsBy({
  sellerId,
  page,
  pageSize,
}: {
  sellerId: string;
  page: number;
  pageSize: number;
}) {
  const db = await getDb();
  const where = and(publicProductWhere(), eq(vendorProfiles.userId, sellerId));
  const [[store], [{ total }], rows] = await Promise.all([
    db
      .select({ name: vendorProfiles.storeName, bio: vendorProfiles.storeBio })
      .from(vendorProfiles)
      .where(eq(vendorProfiles.userId, sellerId))
      .limit(1),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(vendorProfiles, eq(vendorProfiles.id, products.vendorId))
      .where(where),
    pageSize > 0
      ? db
          .select(cardColumns)
          .from(products)
          .innerJoin(vendorProfiles, eq(vendorProfiles.id, products.vendorId))
          .where(where)
          .orderBy(desc(products.createdAt), desc(products.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize)
      : [],
  ]);
  return { items: await toCards(rows), total, store: store ?? null };
}

export function publicProductsBy(options: { sellerId: string; page: number; pageSize: number }) {
  return cached(`marketplace:publicProductsBy:${JSON.stringify(options)}`, PUBLIC_TTL_MS, () =>
    loadPublicProductsBy(options),
  );
}

export function listPublicProducts(options: ProductListOptions) {
  return cached(`marketplace:listPublicProducts:${JSON.stringify(options)}`, PUBLIC_TTL_MS, () =>
    loadListPublicProducts(options),
  );
}

export function getPublicProduct(slug: string) {
  return cached(`marketplace:getPublicProduct:${slug}`, PUBLIC_TTL_MS, () =>
    loadPublicProduct(slug),
  );
}
