import { z } from "zod";
import { emailField, parseWholeNaira } from "~/lib/form-schemas";
import { HOLD_REASON_MAX } from "./payout-admin-constants";
import { payoutAdminCopy } from "./payout-admin-messages";
import { payoutSettingsCopy } from "./payout-messages";
import { payoutSettingsSchema } from "./payout-settings-schema";

const V = payoutAdminCopy.validation;

const id = () => z.uuid({ error: V.id });
const MAX_PAYOUT = 1_000_000_000;

/**
 * The forms of /admin/payouts, one schema each, told apart by their `intent` (the
 * button's form posts it as a hidden field). The route parses the union once; the
 * domain step it runs is chosen by the parsed intent.
 */
export const markPaidSchema = z.object({ intent: z.literal("mark-paid"), payoutId: id() });
export const retryPayoutSchema = z.object({ intent: z.literal("retry"), payoutId: id() });
export const payNowSchema = z.object({
  intent: z.literal("pay-now"),
  userId: id(),
  // Empty: all that is available (the domain sums it under the seller's lock).
  amount: z
    .string({ error: V.amount })
    .optional()
    .transform((raw, ctx) => {
      if (!raw?.trim()) return undefined;
      const n = parseWholeNaira(raw);
      if (n === null) {
        ctx.addIssue({ code: "custom", message: V.amount });
        return z.NEVER;
      }
      return n;
    })
    .pipe(
      z.number().int().min(1, { error: V.amount }).max(MAX_PAYOUT, { error: V.amount }).optional(),
    ),
});
export const resendPayoutSchema = z.object({ intent: z.literal("resend"), payoutId: id() });
// The OTP's digits are checked by finalizePayoutOtp, which says so by the field.
export const finalizeOtpSchema = z.object({
  intent: z.literal("finalize-otp"),
  payoutId: id(),
  otp: z.string({ error: V.otp }).trim().min(1, { error: V.otp }).max(20, { error: V.otp }),
});
export const holdPayoutsSchema = z.object({
  intent: z.literal("hold"),
  email: emailField(),
  reason: z
    .string({ error: V.reason })
    .transform((v) => v.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1, { error: V.reason }).max(HOLD_REASON_MAX, { error: V.reason })),
});
export const releaseHoldSchema = z.object({ intent: z.literal("release-hold"), holdId: id() });
export const approveAccountSchema = z.object({
  intent: z.literal("approve-account"),
  accountId: id(),
});
export const trustSplitSchema = z.object({ intent: z.literal("trust-split"), email: emailField() });
export const untrustSplitSchema = z.object({
  intent: z.literal("untrust-split"),
  accountId: id(),
});

const E = payoutSettingsCopy.errors;
const S = payoutSettingsSchema.shape;
/**
 * A number as typed, before the rules' own ranges: digits only (a minus kept, so a
 * value below zero gets the range's words). The stored settings' schema coerces, which
 * would read "" as 0 and "1e3" or "0x10" as numbers; a form never does.
 */
const typedWhole = (field: z.ZodType<number, unknown>, error: string) =>
  z
    .string({ error })
    .trim()
    .regex(/^-?\d{1,12}$/, { error })
    // The stored schema takes any input; here it gets the checked digits.
    .pipe(field as z.ZodType<number, string>);
export const payoutRulesSchema = payoutSettingsSchema.extend({
  intent: z.literal("save-rules"),
  ticketHoursAfterEnd: typedWhole(S.ticketHoursAfterEnd, E.wholeNumber),
  productDaysAfterDelivery: typedWhole(S.productDaysAfterDelivery, E.wholeNumber),
  productDaysAfterShipment: typedWhole(S.productDaysAfterShipment, E.wholeNumber),
  stayHoursAfterCheckIn: typedWhole(S.stayHoursAfterCheckIn, E.wholeNumber),
  minimumPayout: typedWhole(S.minimumPayout, E.minimum),
  payoutWeekday: typedWhole(S.payoutWeekday, E.weekday),
  payoutHour: typedWhole(S.payoutHour, E.hour),
});

export const payoutAdminActionSchema = z.discriminatedUnion(
  "intent",
  [
    markPaidSchema,
    retryPayoutSchema,
    payNowSchema,
    resendPayoutSchema,
    finalizeOtpSchema,
    holdPayoutsSchema,
    releaseHoldSchema,
    approveAccountSchema,
    trustSplitSchema,
    untrustSplitSchema,
    payoutRulesSchema,
  ],
  { error: V.id },
);
export type PayoutAdminAction = z.infer<typeof payoutAdminActionSchema>;
