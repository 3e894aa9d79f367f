import { and, asc, eq, isNull, sql } from "drizzle-orm";
import {
  carts,
  cartItems,
  mediaAssets,
  products,
  productVariants,
  vendorProfiles,
} from "~/db/schema";
import { cartCountFromCookie } from "~/lib/cookies";
import { getDb, type Db, type Tx } from "~/lib/db/client.server";
import { prepared } from "~/lib/db/prepared.server";
import { storedImageColumns, storedImageOf } from "~/lib/media/image-records.server";
import { imageView, type ImageView } from "~/lib/media/responsive";
import type { StoreDelivery } from "./delivery-fee";
import { optionLabel } from "./product-options";
import { activePickupPoints, deliveryWords, storeDeliveryColumns } from "./store-delivery.server";
import { availableStock } from "./variant-stock.server";
import { lineMax, type CartGroup, type CartLine, type CartView } from "./cart-view";
import { cartCountCookie, currentCart, type CartKey } from "./cart-identity.server";

export { currentCart };
export type { CartFlag, CartGroup, CartLine, CartView } from "./cart-view";
export { lineMax, lineReady } from "./cart-view";

type CartBy = "user" | "guest" | "id";
const cartBy = (key: CartKey): CartBy =>
  "userId" in key ? "user" : "guestCartId" in key ? "guest" : "id";
const cartKeyValue = (key: CartKey) =>
  "userId" in key ? key.userId : "guestCartId" in key ? key.guestCartId : key.cartId;
const cartStatementName = (by: CartBy) => `cart_page_by_${by}`;

/**
 * The cart page in one statement (issue 31; as /dashboard/sales, ADR 078 addendum): the
 * cart found by its owner, each line with its product, variant, available stock, store,
 * the store's delivery settings and the product's first picture; an empty cart is one
 * row without a line. Prepared by name, so each connection parses and plans it once
 * instead of the five statements (the cart's id, its lines, the stores' delivery, the
 * pictures) planned on every request. Left joins all the way so the cart's own row
 * survives without lines; the lines' joins cannot drop a line (their foreign keys are
 * NOT NULL and cascade), so they keep the inner joins' meaning.
 */
function cartStatement(db: Db | Tx, by: CartBy) {
  const key = sql.placeholder("key");
  return db
    .select({
      cartId: carts.id,
      id: cartItems.id,
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
      unitPrice: cartItems.unitPrice,
      slug: products.slug,
      title: products.title,
      optionNames: products.optionNames,
      imageKey: sql<string | null>`${products.imageKeys}[1]`,
      perOrderLimit: products.perOrderLimit,
      isDigital: products.isDigital,
      productStatus: products.status,
      moderationStatus: products.moderationStatus,
      optionValues: productVariants.optionValues,
      currentPrice: productVariants.price,
      variantActive: productVariants.active,
      available: availableStock(),
      vendorId: vendorProfiles.id,
      storeName: vendorProfiles.storeName,
      vendorUserId: vendorProfiles.userId,
      ...storeDeliveryColumns,
      pickupPoints: activePickupPoints(vendorProfiles.id),
      image: storedImageColumns,
    })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .leftJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(vendorProfiles, eq(vendorProfiles.id, products.vendorId))
    .leftJoin(mediaAssets, sql`${mediaAssets.key} = ${products.imageKeys}[1]`)
    .where(
      by === "user"
        ? eq(carts.userId, key)
        : by === "guest"
          ? and(eq(carts.id, key), isNull(carts.userId))
          : eq(carts.id, key),
    )
    .orderBy(
      asc(vendorProfiles.storeName),
      asc(vendorProfiles.id),
      asc(cartItems.createdAt),
      asc(cartItems.id),
    )
    .prepare(cartStatementName(by));
}

/** What the cart page draws: the cart, each store's delivery choices in words, the pictures. */
export type CartPage = {
  view: CartView | { cartId: null; count: 0; groups: [] };
  /** By vendor id: the store's delivery choices (the checkout prices the one chosen). */
  delivery: Record<string, string[]>;
  /** The lines' first pictures that are registered, by key. */
  images: Record<string, ImageView>;
};

const EMPTY_CART_PAGE: CartPage = {
  view: { cartId: null, count: 0, groups: [] },
  delivery: {},
  images: {},
};

/**
 * The cart page's data in one prepared statement: the cart grouped by store (in store
 * name order, lines in the order they were added) with every line's flags and `count`
 * the number of units, as the header shows it. No cart (or no key: a guest without the
 * cookie), an empty page.
 */
export async function readCartPage(key: CartKey | null, db?: Db | Tx): Promise<CartPage> {
  if (!key) return EMPTY_CART_PAGE;
  const handle = db ?? (await getDb());
  const by = cartBy(key);
  const statement = prepared(handle, cartStatementName(by), () => cartStatement(handle, by));
  const rows = await statement.execute({ key: cartKeyValue(key) });
  if (!rows[0]) return EMPTY_CART_PAGE;

  const groups = new Map<string, CartGroup>();
  const stores = new Map<string, StoreDelivery & { pickupPoints: number }>();
  const images: Record<string, ImageView> = {};
  let count = 0;
  for (const row of rows) {
    // The empty cart's one row, or (never, by the foreign keys) a line without its parts.
    if (!row.id || !row.vendorId || !row.productId || !row.variantId) continue;
    const available = Math.max(0, Number(row.available));
    const line: CartLine = {
      id: row.id,
      productId: row.productId,
      variantId: row.variantId,
      slug: row.slug!,
      title: row.title!,
      optionLabel: optionLabel(row.optionNames!, row.optionValues!),
      imageKey: row.imageKey ?? null,
      quantity: row.quantity!,
      unitPrice: row.unitPrice!,
      currentPrice: row.currentPrice!,
      available,
      perOrderLimit: row.perOrderLimit,
      isDigital: row.isDigital!,
      flags: [],
    };
    const onSale =
      row.productStatus === "active" && row.moderationStatus === "approved" && !!row.variantActive;
    if (!onSale) line.flags.push("seller_unavailable");
    else if (available === 0) line.flags.push("out_of_stock");
    else if (line.quantity > lineMax(line)) line.flags.push("not_enough_stock");
    if (onSale && line.unitPrice !== line.currentPrice) line.flags.push("price_changed");
    count += line.quantity;
    let group = groups.get(row.vendorId);
    if (!group) {
      group = {
        vendor: { id: row.vendorId, storeName: row.storeName!, userId: row.vendorUserId! },
        items: [],
        subtotal: 0,
      };
      groups.set(row.vendorId, group);
      stores.set(row.vendorId, {
        shipFromState: row.shipFromState,
        shipFromCity: row.shipFromCity,
        feeSameCity: row.feeSameCity,
        feeSameState: row.feeSameState,
        feeElsewhere: row.feeElsewhere,
        freeDeliveryOver: row.freeDeliveryOver,
        pickupPoints: Number(row.pickupPoints),
      });
    }
    group.items.push(line);
    if (!line.flags.some((f) => f !== "price_changed"))
      group.subtotal += line.unitPrice * line.quantity;
    if (row.image) {
      const view = imageView(storedImageOf(row.image));
      if (view) images[view.key] = view;
    }
  }
  const delivery = Object.fromEntries(
    [...groups.values()].map((g) => [
      g.vendor.id,
      deliveryWords(stores.get(g.vendor.id)!, {
        pickupPoints: stores.get(g.vendor.id)!.pickupPoints,
        digitalOnly: g.items.every((i) => i.isDigital),
      }),
    ]),
  );
  return {
    view: { cartId: rows[0].cartId, count, groups: [...groups.values()] },
    delivery,
    images,
  };
}

/** A cart grouped by store with every line's flags (readCartPage's view), by the cart's id. */
export async function readCart(options: { cartId: string; db?: Db | Tx }): Promise<CartView> {
  const { view } = await readCartPage({ cartId: options.cartId }, options.db);
  return { ...view, cartId: options.cartId };
}

/** The number of units in a cart (the header's count), without reading its lines' details. */
export async function cartCount(options: { cartId: string; db?: Db | Tx }) {
  const db = options.db ?? (await getDb());
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.cartId, options.cartId));
  return Number(row?.count ?? 0);
}

/**
 * The Set-Cookie that puts a guest's header count (the `cart_n` cookie) right when it
 * says otherwise, else null: a paid checkout takes the bought units out of the cart in
 * the payment's completion, where no request of the guest's could update it. Pages that
 * read the cart pass its `count`; others have it counted. A signed-in person's count
 * comes from the account, never from the cookie: null.
 */
export async function guestCartCountCookie(options: {
  request: Request;
  userId: string | null;
  count?: number;
}): Promise<string | null> {
  if (options.userId) return null;
  const shown = cartCountFromCookie(options.request.headers.get("Cookie"));
  let count = options.count;
  if (count === undefined) {
    if (shown === null) return null;
    const { cartId } = await currentCart({ request: options.request, userId: null });
    count = cartId ? await cartCount({ cartId }) : 0;
  }
  return shown === count ? null : cartCountCookie(count);
}

/**
 * The units in a person's cart (the signed-in header's count): one indexed read, on
 * every signed-in page, so prepared (built once per database; PostgreSQL parses and
 * plans it once per connection instead of on every request).
 */
export async function userCartCount(options: { userId: string; db?: Db | Tx }) {
  const db = options.db ?? (await getDb());
  const query = prepared(db, "user_cart_count", () => userCartCountQuery(db));
  const [row] = await query.execute({ userId: options.userId });
  return Number(row?.count ?? 0);
}
function userCartCountQuery(db: Db | Tx) {
  return db
    .select({ count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, sql.placeholder("userId")))
    .prepare("user_cart_count");
}
