import { z } from "zod";
import { validation } from "~/lib/messages/validation";
import { REPORT_DETAILS_MAX, REPORT_REASONS } from "./report-constants";

/**
 * A user's report about a public item (spec 001 §5): a reason from the spec's list is
 * required, details are optional. One schema for the browser and the action.
 */
export const reportSchema = z.object({
  itemType: z
    .string({ error: validation.required })
    .regex(/^[a-z]+$/, { error: validation.required }),
  itemId: z.uuid({ error: validation.required }),
  /** A report about one review of the item (issue 31), not the item itself. */
  reviewId: z
    .union([z.uuid({ error: validation.required }), z.literal("")])
    .optional()
    .transform((v) => v || null),
  reason: z.enum(REPORT_REASONS, { error: validation.required }),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX, { error: validation.maxLength(REPORT_DETAILS_MAX) })
    .optional()
    .transform((v) => v || null),
});

export type ReportInput = z.infer<typeof reportSchema>;
