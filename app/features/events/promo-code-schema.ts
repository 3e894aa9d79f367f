import { z } from "zod";
import { parseWholeNaira } from "~/lib/form-schemas";
import { promoCodeValidation } from "./organizer-messages";
import { fromWatInput } from "./wat-time";

export const PROMO_CODE_PATTERN = /^[A-Za-z0-9]{3,20}$/;
/** A fixed discount above this is a typing slip, not a ticket price. */
export const MAX_FIXED_DISCOUNT = 10_000_000;

const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() ?? "");

/** An optional `datetime-local` typed in WAT: empty = none. */
const optionalWatDate = optionalText.transform((v, ctx) => {
  if (!v) return null;
  const date = fromWatInput(v);
  if (!date) {
    ctx.addIssue({ code: "custom", message: promoCodeValidation.date });
    return z.NEVER;
  }
  return date;
});

/**
 * The one promo code form (create and edit): a code of letters and digits stored
 * upper-case, a percentage (1–100) or whole naira off each ticket, an optional usage
 * limit, an optional window typed in WAT (end after start), and the ticket types it is
 * limited to (none ticked = every type). Raw strings as the browser posts them.
 */
export const promoCodeSchema = z
  .object({
    promoCodeId: optionalText.pipe(z.union([z.literal(""), z.uuid()])),
    code: z
      .string({ error: promoCodeValidation.code })
      .trim()
      .regex(PROMO_CODE_PATTERN, { error: promoCodeValidation.code })
      .transform((c) => c.toUpperCase()),
    discountType: z.enum(["percentage", "fixed"]),
    amount: z.string().optional().default(""),
    usageLimit: optionalText,
    startsAt: optionalWatDate,
    endsAt: optionalWatDate,
    // One checkbox ticked posts a string, several an array, none nothing.
    ticketTypeIds: z.preprocess(
      (v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]),
      z.array(z.uuid({ error: promoCodeValidation.ticketTypes })).max(50),
    ),
  })
  .transform((form, ctx) => {
    const amount = parseWholeNaira(form.amount);
    const percentage = form.discountType === "percentage";
    if (
      amount === null ||
      amount < 1 ||
      (percentage ? amount > 100 : amount > MAX_FIXED_DISCOUNT) ||
      (percentage && /[₦,]/.test(form.amount))
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["amount"],
        message: percentage ? promoCodeValidation.percentage : promoCodeValidation.fixed,
      });
    }
    let usageLimit: number | null = null;
    if (form.usageLimit) {
      usageLimit = /^\d{1,9}$/.test(form.usageLimit) ? Number(form.usageLimit) : 0;
      if (usageLimit < 1)
        ctx.addIssue({
          code: "custom",
          path: ["usageLimit"],
          message: promoCodeValidation.usageLimit,
        });
    }
    if (form.startsAt && form.endsAt && form.endsAt <= form.startsAt) {
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: promoCodeValidation.window });
    }
    return {
      promoCodeId: form.promoCodeId || null,
      code: form.code,
      discountType: form.discountType,
      amount: amount ?? 0,
      usageLimit,
      startsAt: form.startsAt,
      endsAt: form.endsAt,
      ticketTypeIds: [...new Set(form.ticketTypeIds)],
    };
  });

export type PromoCodeInput = z.output<typeof promoCodeSchema>;

/** Deactivate or activate a code (a button per row). */
export const promoCodeToggleSchema = z.object({
  promoCodeId: z.uuid(),
  active: z.enum(["true", "false"]).transform((v) => v === "true"),
});
