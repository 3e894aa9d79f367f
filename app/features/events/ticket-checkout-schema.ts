import { z } from "zod";
import { emailField } from "~/lib/form-schemas";
import { validation } from "~/lib/messages/validation";
import { normalizeNigerianPhone } from "~/lib/nigerian-phone";
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
    name: z
      .string()
      .trim()
      .max(100, { error: validation.maxLength(100) })
      .optional(),
    email: z.string().trim().optional(),
    phone: z.string().trim().max(30, { error: validation.phone }).optional(),
    promoCode: z
      .string()
      .trim()
      .max(40, { error: validation.maxLength(40) })
      .optional(),
    method: z.enum(TICKET_PAYMENT_METHODS).catch("paystack"),
  })
  .transform((v, ctx) => {
    const pay = v.intent === "pay";
    const name = v.name ?? "";
    if (pay && !name)
      ctx.addIssue({ code: "custom", message: validation.required, path: ["name"] });
    let email = "";
    if (v.email || pay) {
      const parsed = emailField().safeParse(v.email ?? "");
      if (parsed.success) email = parsed.data;
      else
        ctx.addIssue({ code: "custom", message: parsed.error.issues[0]!.message, path: ["email"] });
    }
    let phone: string | null = null;
    if (v.phone) {
      phone = normalizeNigerianPhone(v.phone);
      if (!phone) ctx.addIssue({ code: "custom", message: validation.phone, path: ["phone"] });
    }
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
