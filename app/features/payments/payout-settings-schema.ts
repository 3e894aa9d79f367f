import { z } from "zod";
import { payoutSettingsCopy } from "./payout-messages";
import { DEFAULT_PAYOUT_SETTINGS, PAYOUT_SCHEDULES, type PayoutSettings } from "./release-rules";

const E = payoutSettingsCopy.errors;

const wholeNumber = (max: number, tooLarge: string, error: string = E.wholeNumber) =>
  z.coerce.number({ error }).int({ error }).min(0, { error }).max(max, { error: tooLarge });

/** The admin's payout rules form; the stored value is parsed with it too. */
export const payoutSettingsSchema = z.object({
  ticketHoursAfterEnd: wholeNumber(24 * 366, E.tooLarge),
  productDaysAfterDelivery: wholeNumber(366, E.tooLarge),
  productDaysAfterShipment: wholeNumber(366, E.tooLarge),
  stayHoursAfterCheckIn: wholeNumber(24 * 366, E.tooLarge),
  minimumPayout: wholeNumber(100_000_000, E.minimum, E.minimum),
  schedule: z.enum(PAYOUT_SCHEDULES, { error: E.schedule }),
  payoutWeekday: z.coerce
    .number({ error: E.weekday })
    .int({ error: E.weekday })
    .min(1, { error: E.weekday })
    .max(7, { error: E.weekday }),
  payoutHour: z.coerce
    .number({ error: E.hour })
    .int({ error: E.hour })
    .min(0, { error: E.hour })
    .max(23, { error: E.hour }),
}) satisfies z.ZodType<PayoutSettings, unknown>;

/** A stored value read back: whatever is missing or no longer valid takes its default. */
export function parseStoredPayoutSettings(value: unknown): PayoutSettings {
  const stored = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const out = { ...DEFAULT_PAYOUT_SETTINGS } as Record<string, unknown>;
  for (const [key, field] of Object.entries(payoutSettingsSchema.shape)) {
    const parsed = (field as z.ZodType).safeParse(stored[key]);
    if (parsed.success && stored[key] !== undefined) out[key] = parsed.data;
  }
  return out as unknown as PayoutSettings;
}
