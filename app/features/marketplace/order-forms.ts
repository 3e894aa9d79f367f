// The order forms' schemas (one per form), parsed on the server. Client-safe.
import { z } from "zod";
import { validation } from "~/lib/messages/validation";
import { orderFieldTexts } from "./order-messages";
import {
  COLLECTION_CODE_MAX,
  ORDER_CANCEL_REASON_MAX,
  ORDER_CANCEL_REASON_MIN,
  ORDER_CARRIER_MAX,
  ORDER_TRACKING_MAX,
} from "./order-limits";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: validation.maxLength(max) })
    .optional()
    .transform((v) => v || null);

/** The seller's "Mark shipped": a carrier, a tracking number if there is one. */
export const shipOrderSchema = z.object({
  carrier: z
    .string({ error: orderFieldTexts.carrierRequired })
    .trim()
    .min(1, { error: orderFieldTexts.carrierRequired })
    .max(ORDER_CARRIER_MAX, { error: validation.maxLength(ORDER_CARRIER_MAX) }),
  trackingNumber: optionalText(ORDER_TRACKING_MAX),
});

/** "Mark delivered", "Hand over" (a pickup's collection code) and the buyer's "I have received it". */
export const deliverOrderSchema = z.object({
  collectionCode: optionalText(COLLECTION_CODE_MAX),
});

/** The buyer's cancel: a reason if they like. */
export const buyerCancelSchema = z.object({
  reason: optionalText(ORDER_CANCEL_REASON_MAX),
});

/** The seller's or admin's cancel: the buyer is told why. */
export const sellerCancelSchema = z.object({
  reason: z
    .string({ error: orderFieldTexts.reasonRequired })
    .trim()
    .min(ORDER_CANCEL_REASON_MIN, { error: orderFieldTexts.reasonRequired })
    .max(ORDER_CANCEL_REASON_MAX, { error: validation.maxLength(ORDER_CANCEL_REASON_MAX) }),
});

/** Which action a posted order form asks for (one form per button, `intent`). */
export const ORDER_INTENTS = ["ship", "deliver", "cancel"] as const;
export type OrderIntent = (typeof ORDER_INTENTS)[number];
export const orderIntentOf = (form: FormData): OrderIntent | null => {
  const v = form.get("intent");
  return (ORDER_INTENTS as readonly string[]).includes(String(v)) ? (v as OrderIntent) : null;
};
