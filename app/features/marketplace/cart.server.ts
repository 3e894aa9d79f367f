import { asc, eq, sql } from "drizzle-orm";
import { carts, cartItems, products, productVariants, vendorProfiles } from "~/db/schema";
import { cartCountFromCookie } from "~/lib/cookies";
import { getDb, type Db, type Tx } from "~/lib/db/client.server";
import { prepared } from "~/lib/db/prepared.server";
import { imageViewsOf } from "~/lib/media/image-records.server";
import type { ImageView } from "~/lib/media/responsive";
import { optionLabel } from "./product-options";
import { availableStock } from "./variant-stock.server";
import { lineMax, type CartGroup, type CartLine, type CartView } from "./cart-view";
import { cartCountCookie, currentCart } from "./cart-identity.server";

export { currentCart };
export type { CartFlag, CartGroup, CartLine, CartView } from "./cart-view";
export { lineMax, lineReady } from "./cart-view";

/**
 * A cart grouped by store (in store name order, lines in the order they were added),
 * with every line's flags. `count` is the number of units, as the header shows it.
 */
export async function readCart(options: { cartId: string; db?: Db | Tx }): Promise<CartView> {
  const db = options.db ?? (await getDb());
  const rows = await db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
      unitPrice: cartItems.unitPrice,
      slug: products.slug,
      title: products.title,
      optionNames: products.optionNames,
      imageKeys: products.imageKeys,
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
    })
    .from(cartItems)
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(vendorProfiles, eq(vendorProfiles.id, products.vendorId))
    .where(eq(cartItems.cartId, options.cartId))
    .orderBy(
      asc(vendorProfiles.storeName),
      asc(vendorProfiles.id),
      asc(cartItems.createdAt),
      asc(cartItems.id),
    );

  const groups = new Map<string, CartGroup>();
  let count = 0;
  for (const row of rows) {
    const available = Math.max(0, Number(row.available));
    const line: CartLine = {
      id: row.id,
      productId: row.productId,
      variantId: row.variantId,
      slug: row.slug,
      title: row.title,
      optionLabel: optionLabel(row.optionNames, row.optionValues),
      imageKey: row.imageKeys[0] ?? null,
      quantity: row.quantity,
      unitPrice: row.unitPrice,
      currentPrice: row.currentPrice,
      available,
      perOrderLimit: row.perOrderLimit,
      isDigital: row.isDigital,
      flags: [],
    };
    const onSale =
      row.productStatus === "active" && row.moderationStatus === "approved" && row.variantActive;
    if (!onSale) line.flags.push("seller_unavailable");
    else if (available === 0) line.flags.push("out_of_stock");
    else if (row.quantity > lineMax(line)) line.flags.push("not_enough_stock");
    if (onSale && row.unitPrice !== row.currentPrice) line.flags.push("price_changed");
    count += row.quantity;
    let group = groups.get(row.vendorId);
    if (!group) {
      group = {
        vendor: { id: row.vendorId, storeName: row.storeName, userId: row.vendorUserId },
        items: [],
        subtotal: 0,
      };
      groups.set(row.vendorId, group);
    }
    group.items.push(line);
    if (!line.flags.some((f) => f !== "price_changed"))
      group.subtotal += line.unitPrice * line.quantity;
  }
  return { cartId: options.cartId, count, groups: [...groups.values()] };
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

/** The first picture of each line's product, as the cart page draws them, by key. */
export async function cartImages(view: Pick<CartView, "groups">) {
  const keys = view.groups.flatMap((g) => g.items.flatMap((i) => (i.imageKey ? [i.imageKey] : [])));
  if (!keys.length) return {};
  const images = await imageViewsOf(await getDb(), keys);
  return Object.fromEntries(images.map((img) => [img.key, img])) as Record<string, ImageView>;
}
