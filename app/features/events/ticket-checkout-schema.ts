import { z } from "zod";
import { buyerDetailsFields, finishBuyerDetails } from "~/lib/buyer-details-schema";
import { validation } from "~/lib/messages/validation";
import { TICKET_PAYMENT_METHODS } from "./ticket-constants";

/**
 * The checkout form of a held order: buyer details, an optional promo code and the
 * payment method. "Apply" (intent=apply) only prices the promo, so the details may
 * still be empty then; "Pay" needs a name and an e-mail; "Cancel" (its own small form)
 * releases the hold and needs nothing.
 */
export const ticketCheckoutSchema = z
  .object({
    intent: z.enum(["apply", "pay", "cancel"]).catch("pay"),
    ...buyerDetailsFields,
    promoCode: z
      .string()
      .trim()
      .max(40, { error: validation.maxLength(40) })
      .optional(),
    method: z.enum(TICKET_PAYMENT_METHODS).catch("paystack"),
  })
  .transform((v, ctx) => {
    const { name, email, phone } = finishBuyerDetails(v, v.intent === "pay", ctx);
    return {
      intent: v.intent,
      name,
      email,
      phone,
      promoCode: v.promoCode ? v.promoCode.toUpperCase() : null,
      method: v.method,
    };
  });

export type TicketCheckoutInput = z.output<typeof ticketCheckoutSchema>;

/**
 * The picker on the event page: `qty.<ticketTypeId>` per type (Conform reads the dot
 * as a nested key) and the waitlist offer's token when the buyer came from an offer.
 */
export const ticketPickSchema = z
  .object({
    qty: z.record(z.string(), z.string().optional()).optional(),
    offer: z.string().trim().max(100).optional(),
  })
  .transform((v) => ({
    items: Object.entries(v.qty ?? {}).flatMap(([ticketTypeId, raw]) => {
      const quantity = /^\d{1,3}$/.test(raw?.trim() ?? "") ? Number(raw!.trim()) : 0;
      return quantity > 0 && /^[0-9a-f-]{36}$/i.test(ticketTypeId)
        ? [{ ticketTypeId, quantity }]
        : [];
    }),
    offerToken: v.offer || null,
  }));
