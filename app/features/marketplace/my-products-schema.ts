import { z } from "zod";
import { wholeNumberField } from "~/lib/form-schemas";
import { STOCK_MAX } from "./product-form-schema";
import { myProductsToasts } from "./product-form-messages";

/** The buttons of the dashboard's Products page: each posts one product's id and intent. */
export const myProductActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.enum(["deactivate", "reactivate"]),
    productId: z.string().max(64),
  }),
  z.object({
    intent: z.literal("stock"),
    productId: z.string().max(64),
    // What the seller saw and what they typed: applied as a change (adjustProductStock).
    from: wholeNumberField(0, STOCK_MAX, myProductsToasts.stockInvalid.message),
    stock: wholeNumberField(0, STOCK_MAX, myProductsToasts.stockInvalid.message),
  }),
]);
