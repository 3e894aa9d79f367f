import { z } from "zod";
import { validation } from "~/lib/messages/validation";
import { reviewValidation } from "./messages";
import {
  REVIEWABLE_KINDS,
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_REPLY_MAX,
} from "./review-constants";

/** The rating as a form posts it: one of "1" … "5", nothing else (no 4.5, no "05"). */
const rating = z
  .string({ error: reviewValidation.rating })
  .regex(/^[1-5]$/, { error: reviewValidation.rating })
  .transform(Number);

/**
 * A buyer's review of one purchased item (issue 31): the purchase (an order item now, a
 * booking later), the guest's order-link token when not signed in, 1–5 stars and text.
 * One schema for the page's form and the domain step.
 */
export const reviewSchema = z.object({
  item: z.uuid({ error: validation.required }),
  // What the purchase is: an order item (product) or a booking (property).
  kind: z.enum(REVIEWABLE_KINDS).optional().default("product"),
  token: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => v || null),
  rating,
  body: z
    .string({ error: validation.required })
    .trim()
    .min(REVIEW_BODY_MIN, { error: validation.required })
    .max(REVIEW_BODY_MAX, { error: validation.maxLength(REVIEW_BODY_MAX) }),
});
export type ReviewInput = z.infer<typeof reviewSchema>;

/** The seller's one reply to a review. */
export const replySchema = z.object({
  reviewId: z.uuid({ error: validation.required }),
  reply: z
    .string({ error: validation.required })
    .trim()
    .min(1, { error: validation.required })
    .max(REVIEW_REPLY_MAX, { error: validation.maxLength(REVIEW_REPLY_MAX) }),
  page: z
    .string()
    .regex(/^\d{1,4}$/)
    .optional(),
});
export type ReplyInput = z.infer<typeof replySchema>;
