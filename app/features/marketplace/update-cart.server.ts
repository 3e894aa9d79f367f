import { and, eq, sql } from "drizzle-orm";
import { cartItems, products, productVariants } from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import { getDb, type Tx } from "~/lib/db/client.server";
import { checkQuantity } from "./add-to-cart.server";
import { cartErrors } from "./cart-messages";
import { marketplaceErrors } from "./messages";
import { publicProductWhere } from "./product-kind.server";
import { availableStock } from "./variant-stock.server";

/**
 * What a buyer does to one line on /cart: set its quantity, remove it, or accept the
 * price it costs now. A line is found only in the buyer's own cart (another cart's line
 * id is "not found" and changes nothing); the variant row is locked while the stock is
 * checked, as adding does.
 */
export type CartLineChange =
  | { intent: "update"; itemId: string; quantity: number }
  | { intent: "remove"; itemId: string }
  | { intent: "accept-price"; itemId: string; price: number };

export async function changeCartLine(options: { cartId: string | null; change: CartLineChange }) {
  const { cartId, change } = options;
  if (!cartId) throw new AppError("notFound", { message: cartErrors.notFound });
  const db = await getDb();
  return db.transaction(async (tx) => {
    const line = await lockedLine(tx, cartId, change.itemId);
    if (change.intent === "remove") {
      await tx.delete(cartItems).where(eq(cartItems.id, line.id));
      return;
    }
    if (!line.onSale)
      throw new AppError("validation", { message: marketplaceErrors.sellerUnavailable });
    if (change.intent === "accept-price") {
      // Only the price the page showed is accepted: a newer change is shown first.
      if (change.price !== line.price)
        throw new AppError("validation", { message: cartErrors.priceChanged });
      await tx.update(cartItems).set({ unitPrice: line.price }).where(eq(cartItems.id, line.id));
      return;
    }
    checkQuantity({
      wanted: change.quantity,
      inCart: line.quantity,
      available: line.available,
      perOrderLimit: line.perOrderLimit,
      adding: false,
    });
    await tx.update(cartItems).set({ quantity: change.quantity }).where(eq(cartItems.id, line.id));
  });
}

async function lockedLine(tx: Tx, cartId: string, itemId: string) {
  const [line] = await tx
    .select({ id: cartItems.id, variantId: cartItems.variantId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)))
    .for("update");
  if (!line) throw new AppError("notFound", { message: cartErrors.notFound });
  const [variant] = await tx
    .select({
      price: productVariants.price,
      available: availableStock(),
      perOrderLimit: products.perOrderLimit,
      onSale: sql<boolean>`(${publicProductWhere()} and ${productVariants.active})`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, line.variantId))
    .for("update", { of: productVariants });
  return { ...line, ...variant!, available: Math.max(0, Number(variant!.available)) };
}
