import { and, asc, eq, sql } from "drizzle-orm";
import { cartItems, products, productVariants } from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import { getDb, type Tx } from "~/lib/db/client.server";
import { currentCart } from "./cart-identity.server";
import { cartErrors, cartRefusals } from "./cart-messages";
import { cartCount } from "./cart.server";
import { marketplaceErrors } from "./messages";
import { resolveVariant } from "./product-options";
import { publicProductWhere } from "./product-kind.server";
import { availableStock } from "./variant-stock.server";

export type AddToCart = {
  /** Whose cart: the request's cookie for a guest, the account when signed in. */
  request: Request;
  userId: string | null;
  productId: string;
  /** The variant, or else one value per option kind (a simple product needs neither). */
  variantId?: string;
  optionValues?: string[];
  quantity: number;
  /** The price the page showed; when given and no longer the price, nothing is added. */
  seenPrice?: number;
};

/**
 * Adds units of one variant to the request's cart (made on first use: a guest then gets
 * the cookie to send). The line takes the price shown now. The same variant added again
 * adds to its line; the line as a whole must fit what is available (stock less active
 * holds, the variant row locked) and the product's per-order limit, or nothing changes
 * and the buyer is told how many are left: 6 in the cart and 5 more of 10 is refused.
 */
export async function addToCart(input: AddToCart) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { product, variant } = await chooseVariant(tx, input);
    if (input.seenPrice !== undefined && input.seenPrice !== variant.price)
      throw new AppError("validation", { message: cartErrors.priceChanged });
    const { cartId, setCookie } = await currentCart({
      request: input.request,
      userId: input.userId,
      create: true,
      db: tx,
    });
    const [line] = await tx
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cartId!), eq(cartItems.variantId, variant.id)))
      .for("update");
    const inCart = line?.quantity ?? 0;
    checkQuantity({
      wanted: inCart + input.quantity,
      inCart,
      available: variant.available,
      perOrderLimit: product.perOrderLimit,
    });
    await tx
      .insert(cartItems)
      .values({
        cartId: cartId!,
        productId: product.id,
        variantId: variant.id,
        quantity: input.quantity,
        unitPrice: variant.price,
      })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.variantId],
        // The line keeps the price it was first added at: a new price is accepted on /cart.
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      });
    return { cartId: cartId!, setCookie, count: await cartCount({ cartId: cartId!, db: tx }) };
  });
}

/**
 * Whether a line of `wanted` units may stand: within the per-order limit and what is
 * available. Throws the refusal the buyer sees; `inCart` is what the line held before.
 */
export function checkQuantity(q: {
  wanted: number;
  inCart: number;
  available: number;
  perOrderLimit: number | null;
  adding?: boolean;
}) {
  if (q.perOrderLimit !== null && q.wanted > q.perOrderLimit)
    throw new AppError("validation", { message: cartRefusals.overLimit(q.perOrderLimit) });
  if (q.available <= 0) throw new AppError("validation", { message: marketplaceErrors.outOfStock });
  if (q.wanted > q.available)
    throw new AppError("validation", {
      message: cartRefusals.notEnough(q.available, q.adding === false ? null : q.inCart),
    });
}

/** The product on sale and the one variant the input names, its row locked. */
async function chooseVariant(tx: Tx, input: AddToCart) {
  const [product] = await tx
    .select({
      id: products.id,
      optionNames: products.optionNames,
      perOrderLimit: products.perOrderLimit,
      onSale: sql<boolean>`${publicProductWhere()}`,
    })
    .from(products)
    .where(eq(products.id, input.productId));
  if (!product) throw new AppError("notFound", { message: cartErrors.notFound });
  if (!product.onSale)
    throw new AppError("validation", { message: marketplaceErrors.sellerUnavailable });
  const variants = await tx
    .select({
      id: productVariants.id,
      optionValues: productVariants.optionValues,
      active: productVariants.active,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, product.id))
    .orderBy(asc(productVariants.position));
  const chosen = input.variantId
    ? (variants.find((v) => v.id === input.variantId && v.active) ?? null)
    : resolveVariant(product.optionNames, variants, input.optionValues ?? []);
  if (!chosen) {
    throw new AppError(input.variantId ? "notFound" : "validation", {
      message:
        input.variantId || product.optionNames.length === 0
          ? cartErrors.notFound
          : cartErrors.chooseOptions,
    });
  }
  const [variant] = await tx
    .select({ id: productVariants.id, price: productVariants.price, available: availableStock() })
    .from(productVariants)
    .where(eq(productVariants.id, chosen.id))
    .for("update");
  return { product, variant: { ...variant!, available: Math.max(0, Number(variant!.available)) } };
}
