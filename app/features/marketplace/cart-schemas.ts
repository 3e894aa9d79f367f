import { z } from "zod";
import { pagePathField, wholeNairaField, wholeNumberField } from "~/lib/form-schemas";
import { MAX_LINE_QUANTITY } from "./cart-constants";
import { cartErrors } from "./cart-messages";

/** A quantity typed plainly: a whole number 1 … 999 (no 0, −1, 1.5, 1e9 or hex). */
export const quantityField = () =>
  wholeNumberField(1, MAX_LINE_QUANTITY, cartErrors.badQuantity.message);

const optionValue = z.string().trim().max(80).optional();

/**
 * "Add to cart" on a product page or card: the product, and either its variant or one
 * value per option kind (`option0`, `option1`). `price` is the price the page showed;
 * when it is sent and no longer the price, nothing is added (the buyer sees the new one).
 * `returnTo` is the page to go back to (ours only).
 */
export const addToCartSchema = z.object({
  productId: z.uuid({ error: cartErrors.notFound.message }),
  variantId: z.uuid({ error: cartErrors.notFound.message }).optional(),
  option0: optionValue,
  option1: optionValue,
  quantity: quantityField().optional().default(1),
  price: wholeNairaField(cartErrors.priceChanged.message).optional(),
  returnTo: pagePathField(),
});

/** One line's form on /cart: change its quantity, remove it, or accept its new price. */
export const cartLineSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("update"),
    itemId: z.uuid({ error: cartErrors.notFound.message }),
    quantity: quantityField(),
  }),
  z.object({
    intent: z.literal("remove"),
    itemId: z.uuid({ error: cartErrors.notFound.message }),
  }),
  z.object({
    intent: z.literal("accept-price"),
    itemId: z.uuid({ error: cartErrors.notFound.message }),
    price: wholeNairaField(cartErrors.priceChanged.message),
  }),
]);

export type AddToCartInput = z.output<typeof addToCartSchema>;
export type CartLineInput = z.output<typeof cartLineSchema>;
