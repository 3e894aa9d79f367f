import { z } from "zod";
import { emailField } from "~/lib/form-schemas";
import { validation } from "~/lib/messages/validation";
import { normalizeNigerianPhone } from "~/lib/nigerian-phone";

/** How a stay may be paid (the providers the one checkout knows). */
export const BOOKING_PAYMENT_METHODS = ["paystack", "paypal"] as const;
const PAYMENT_METHODS = BOOKING_PAYMENT_METHODS;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: validation.maxLength(max) })
    .optional();

/**
 * The booking panel's form (issue 32): the stay's dates and guests as chosen on the
 * calendar (the server checks them again and decides the price), the guest's details
 * when signed out (`signedOut` is the server's own knowledge, passed in), an optional
 * message to the host and, for instant book, the payment method.
 */
export const requestBookingSchema = (signedOut: boolean) =>
  z
    .object({
      checkIn: z.string().trim().max(10).optional(),
      checkOut: z.string().trim().max(10).optional(),
      guests: z.string().trim().max(3).optional(),
      name: text(100),
      email: z.string().trim().optional(),
      phone: z.string().trim().max(30, { error: validation.phone }).optional(),
      message: text(1000),
      method: z.enum(PAYMENT_METHODS).catch("paystack"),
    })
    .transform((v, ctx) => {
      const name = v.name ?? "";
      let email = "";
      let phone: string | null = null;
      if (signedOut) {
        if (!name) ctx.addIssue({ code: "custom", message: validation.required, path: ["name"] });
        const parsed = emailField().safeParse(v.email ?? "");
        if (parsed.success) email = parsed.data;
        else
          ctx.addIssue({
            code: "custom",
            message: parsed.error.issues[0]!.message,
            path: ["email"],
          });
        if (v.phone) {
          phone = normalizeNigerianPhone(v.phone);
          if (!phone) ctx.addIssue({ code: "custom", message: validation.phone, path: ["phone"] });
        }
      }
      const guests = Number(v.guests ?? "");
      return {
        checkIn: v.checkIn ?? "",
        checkOut: v.checkOut ?? "",
        // Whatever was posted: the domain answers a bad count with its clear message.
        guests: Number.isInteger(guests) ? guests : 0,
        name,
        email,
        phone,
        message: v.message || null,
        method: v.method,
      };
    });

/** The host's answer to a request: accept, or decline with a reason. */
export const answerBookingSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("accept") }),
  z.object({
    intent: z.literal("decline"),
    reason: z
      .string({ error: validation.required })
      .trim()
      .min(1, { error: validation.required })
      .max(500, { error: validation.maxLength(500) }),
  }),
]);

/** The guest's Pay button on an awaiting-payment trip. */
export const payBookingSchema = z.object({
  intent: z.literal("pay"),
  method: z.enum(PAYMENT_METHODS).catch("paystack"),
});
