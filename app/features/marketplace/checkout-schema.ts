import { z } from "zod";
import { buyerDetailsFields, finishBuyerDetails } from "~/lib/buyer-details-schema";
import { validation } from "~/lib/messages/validation";
import { NIGERIAN_STATES } from "~/lib/nigerian-states";
import type { DeliveryInput } from "./place-order.server";

/** How a marketplace checkout may be paid (the providers the one checkout knows). */
export const MARKETPLACE_PAYMENT_METHODS = ["paystack", "paypal"] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: validation.maxLength(max) })
    .optional();

/** One store's part of the form: `v.<vendorId>.<field>` (Conform reads the dots as nesting). */
const storeChoice = z.object({
  how: z.enum(["delivery", "pickup"]).catch("delivery"),
  state: z.string().trim().optional(),
  city: text(100),
  street: text(200),
  landmark: text(200),
  pickup: z.string().trim().max(40).optional(),
});

/**
 * The marketplace checkout form (issue 31): the buyer's details, per store a delivery
 * address (state from the 36 + FCT list, city/LGA, street, landmark) or one of its
 * pickup points, and the payment method. "Show the total" (intent=update) only prices,
 * so the details may still be empty then; "Pay" needs a name and an e-mail. Whether an
 * address is complete, and the store delivers there, is the server's to decide with
 * the prices (placeOrder), so its fields are kept as typed here.
 */
export const marketplaceCheckoutSchema = z
  .object({
    intent: z.enum(["update", "pay"]).catch("update"),
    ...buyerDetailsFields,
    method: z.enum(MARKETPLACE_PAYMENT_METHODS).catch("paystack"),
    v: z.record(z.string(), storeChoice).optional(),
  })
  .transform((v, ctx) => {
    const pay = v.intent === "pay";
    const { name, email, phone } = finishBuyerDetails(v, pay, ctx);
    const delivery: Record<string, DeliveryInput> = {};
    for (const [vendorId, c] of Object.entries(v.v ?? {})) {
      if (!UUID.test(vendorId)) continue;
      if (c.how === "pickup") {
        if (c.pickup && UUID.test(c.pickup))
          delivery[vendorId] = { method: "pickup", pickupPointId: c.pickup };
        continue;
      }
      const state = NIGERIAN_STATES.find((s) => s === c.state) ?? "";
      if (c.state && !state)
        ctx.addIssue({
          code: "custom",
          message: validation.required,
          path: ["v", vendorId, "state"],
        });
      delivery[vendorId] = {
        method: "delivery",
        state,
        city: c.city ?? "",
        street: c.street ?? "",
        landmark: c.landmark || null,
      };
    }
    return { intent: v.intent, name, email, phone, method: v.method, delivery };
  });

export type MarketplaceCheckoutInput = z.output<typeof marketplaceCheckoutSchema>;
