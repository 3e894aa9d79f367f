import { z } from "zod";
import { toasts } from "~/lib/messages";

/** Spec 001 §9: quick amounts and the ₦100 minimum. */
export const DONATION_QUICK_AMOUNTS = [1_000, 2_500, 5_000, 10_000, 25_000, 50_000] as const;
export const MIN_DONATION = 100;
// A sanity ceiling: larger gifts are arranged with the team, not through a card form.
export const MAX_DONATION = 10_000_000;
export const DONATION_METHODS = ["paystack", "paypal"] as const;

const invalid = toasts.donation.invalidAmount.message;

/**
 * The donation form: a quick amount, or a custom amount that wins when filled in.
 * One schema for the browser and the action.
 */
export const donationSchema = z
  .object({
    amount: z.string().optional(),
    customAmount: z.string().optional(),
    method: z.enum(DONATION_METHODS).catch("paystack"),
  })
  .transform((v, ctx) => {
    const raw = (v.customAmount?.trim() || v.amount?.trim() || "").replace(/[₦,\s]/g, "");
    const amount = Number(raw);
    if (!raw || !Number.isInteger(amount) || amount < MIN_DONATION || amount > MAX_DONATION) {
      ctx.addIssue({ code: "custom", message: invalid, path: ["customAmount"] });
      return z.NEVER;
    }
    return { amount, method: v.method };
  });

export type DonationInput = z.output<typeof donationSchema>;
