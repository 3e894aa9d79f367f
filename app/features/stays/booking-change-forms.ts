// The forms of a booking after it is made (one schema per form), parsed on the server.
// Client-safe.
import { z } from "zod";
import { validation } from "~/lib/messages/validation";
import { bookingChangeFields } from "./booking-change-messages";

/** Shortest reason a host may give the guest for cancelling their stay; longest reason. */
export const HOST_CANCEL_REASON_MIN = 5;
export const CANCEL_REASON_MAX = 500;

/** The guest's cancel: a reason if they like. */
export const guestCancelSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(CANCEL_REASON_MAX, { error: validation.maxLength(CANCEL_REASON_MAX) })
    .optional()
    .transform((v) => v || null),
});

/** The host's (or an admin's) cancel: the guest is told why. */
export const hostCancelSchema = z.object({
  reason: z
    .string({ error: bookingChangeFields.reasonRequired })
    .trim()
    .min(HOST_CANCEL_REASON_MIN, { error: bookingChangeFields.reasonRequired })
    .max(CANCEL_REASON_MAX, { error: validation.maxLength(CANCEL_REASON_MAX) }),
});

/** The host's stay buttons on a reservation: one form per button, `intent`. */
export const STAY_INTENTS = ["check_in", "check_out"] as const;
export type StayIntent = (typeof STAY_INTENTS)[number];
export const stayActionSchema = z.object({
  intent: z.enum(STAY_INTENTS),
});
