import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { carts, cartItems, productVariants, products } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { userCartId } from "./cart-identity.server";
import { availableStock } from "./variant-stock.server";

/**
 * A guest's cart joins the person's cart when they sign in or confirm their sign-up
 * (issue 31: never lost): each guest line adds its quantity to the person's line of the
 * same variant, capped at what is available within the per-order limit (never below
 * what the person's line already held); a line of something that cannot be bought now
 * comes over as it is, so the cart shows it flagged rather than dropping it. The guest
 * cart is then deleted. Safe to run twice: the second finds no guest cart.
 */
export async function mergeGuestCart(options: { guestCartId: string; userId: string }) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [guest] = await tx
      .select({ id: carts.id, userId: carts.userId })
      .from(carts)
      .where(eq(carts.id, options.guestCartId))
      .for("update");
    if (!guest || guest.userId !== null) return { merged: 0 };
    const lines = await tx
      .select()
      .from(cartItems)
      .where(eq(cartItems.cartId, guest.id))
      .orderBy(asc(cartItems.createdAt));
    if (!lines.length) {
      await tx.delete(carts).where(eq(carts.id, guest.id));
      return { merged: 0 };
    }
    const cartId = (await userCartId(tx, options.userId, true))!;
    // Variant rows locked in id order, as every stock writer does.
    const variantIds = [...new Set(lines.map((l) => l.variantId))].sort();
    const stock = await tx
      .select({
        id: productVariants.id,
        available: availableStock(),
        perOrderLimit: products.perOrderLimit,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(inArray(productVariants.id, variantIds))
      .orderBy(asc(productVariants.id))
      .for("update", { of: productVariants });
    const own = await tx
      .select({ variantId: cartItems.variantId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cartId), inArray(cartItems.variantId, variantIds)))
      .for("update");
    for (const line of lines) {
      const s = stock.find((v) => v.id === line.variantId);
      const held = own.find((o) => o.variantId === line.variantId)?.quantity ?? 0;
      const limit = Math.min(
        Math.max(0, Number(s?.available ?? 0)),
        s?.perOrderLimit ?? Number.POSITIVE_INFINITY,
      );
      const sum = held + line.quantity;
      const quantity = limit >= 1 ? Math.max(held, Math.min(sum, limit)) : sum;
      await tx
        .insert(cartItems)
        .values({
          cartId,
          productId: line.productId,
          variantId: line.variantId,
          quantity,
          unitPrice: line.unitPrice,
        })
        // The person's own line keeps the price they saw for it.
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.variantId],
          set: { quantity: sql`${quantity}` },
        });
    }
    await tx.delete(carts).where(eq(carts.id, guest.id));
    return { merged: lines.length };
  });
}
