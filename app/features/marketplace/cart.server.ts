import { asc, eq, sql } from "drizzle-orm";
import { carts, cartItems, products, productVariants, vendorProfiles } from "~/db/schema";
import { getDb, type Db, type Tx } from "~/lib/db/client.server";
import { optionLabel } from "./product-options";
import { availableStock } from "./variant-stock.server";

export { currentCart } from "./cart-identity.server";

/**
 * Why a cart line cannot be bought as it stands; the cart page shows each with the
 * spec's words (cart-messages.ts):
 * - seller_unavailable: the product or its option is no longer on sale (withdrawn,
 *   deactivated, not approved) or its store is gone;
 * - out_of_stock: nothing of it is available;
 * - not_enough_stock: less is available (or one order may take less) than the line asks;
 * - price_changed: the price now is not the one the buyer saw; the line keeps the seen
 *   price until the buyer accepts the new one (never charged silently).
 */
export type CartFlag = "out_of_stock" | "price_changed" | "seller_unavailable" | "not_enough_stock";

export type CartLine = {
  id: string;
  productId: string;
  variantId: string;
  slug: string;
  title: string;
  optionLabel: string;
  imageKey: string | null;
  quantity: number;
  /** The price the buyer saw (and accepted): what the cart counts and checkout may charge. */
  unitPrice: number;
  currentPrice: number;
  /** Units that can be sold now: stock less active holds. */
  available: number;
  perOrderLimit: number | null;
  isDigital: boolean;
  flags: CartFlag[];
};

export type CartGroup = {
  vendor: { id: string; storeName: string; userId: string };
  items: CartLine[];
  /** The lines that can be bought now (no stock or seller flag), at the prices seen. */
  subtotal: number;
};

export type CartView = { cartId: string; count: number; groups: CartGroup[] };

/** The most of a line one order may take now: what is available, within the per-order limit. */
export function lineMax(line: Pick<CartLine, "available" | "perOrderLimit">) {
  return Math.max(0, Math.min(line.available, line.perOrderLimit ?? Number.POSITIVE_INFINITY));
}

/** True when nothing stops the line from going to checkout as it is. */
export const lineReady = (line: CartLine) => line.flags.length === 0;

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

/** The units in a person's cart (the signed-in header's count): one indexed read. */
export async function userCartCount(options: { userId: string; db?: Db | Tx }) {
  const db = options.db ?? (await getDb());
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, options.userId));
  return Number(row?.count ?? 0);
}
