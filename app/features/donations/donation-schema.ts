import { z } from "zod";
import { parseWholeNaira } from "~/lib/form-schemas";
import { donationToasts } from "./messages";
import { DONATION_METHODS, MAX_DONATION, MIN_DONATION } from "./donation-constants";

const invalid = donationToasts.invalidAmount.message;

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
    const amount = parseWholeNaira(v.customAmount?.trim() || v.amount?.trim() || "");
    if (amount === null || amount < MIN_DONATION || amount > MAX_DONATION) {
      ctx.addIssue({ code: "custom", message: invalid, path: ["customAmount"] });
      return z.NEVER;
    }
    return { amount, method: v.method };
  });

export type DonationInput = z.output<typeof donationSchema>;
