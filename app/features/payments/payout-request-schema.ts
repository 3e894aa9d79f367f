import { z } from "zod";
import { wholeNairaField } from "~/lib/form-schemas";
import { PAYOUT_FORM_INTENTS } from "./payment-centre-constants";
import { earningsCopy } from "./payout-seller-messages";

const E = earningsCopy.errors;

/**
 * A seller's payout request (issue 33): whole naira, at least ₦1. What is available,
 * once a day, holds and the payout account are requestPayout's checks, made with the
 * seller's row locked.
 */
export const payoutRequestSchema = z.object({
  intent: z.literal(PAYOUT_FORM_INTENTS.request),
  amount: wholeNairaField(E.amount).pipe(
    z
      .number()
      .int({ error: E.amount })
      .min(1, { error: E.tooSmall })
      .max(1_000_000_000, { error: E.tooLarge }),
  ),
});
export type PayoutRequestInput = z.infer<typeof payoutRequestSchema>;
