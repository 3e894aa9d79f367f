// What readCart (cart.server.ts) returns, and the line rules the cart page also uses.
// Client-safe.

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
