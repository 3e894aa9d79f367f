import { z } from "zod";
import { validation } from "~/lib/messages/validation";
import { TIP_REPORT_REASONS_LIST as TIP_REPORT_REASONS } from "./report-reasons";
const REPORT_DETAILS_MAX = 1000;

const back = z.string().max(2048).optional();

/**
 * What can be done to one supporter's message (the support page, the creator's
 * Supporters page, the moderation page): hide or show it again, dismiss its reports,
 * or report it with a reason. One schema for the one action route.
 */
export const tipActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("hide"), back }),
  z.object({ intent: z.literal("unhide"), back }),
  z.object({ intent: z.literal("dismiss"), back }),
  z.object({
    intent: z.literal("report"),
    back,
    reason: z.enum(TIP_REPORT_REASONS, { error: validation.required }),
    details: z
      .string()
      .trim()
      .max(REPORT_DETAILS_MAX, { error: validation.maxLength(REPORT_DETAILS_MAX) })
      .optional()
      .transform((v) => v || null),
  }),
]);

export type TipReportInput = {
  reason: (typeof TIP_REPORT_REASONS)[number];
  details: string | null;
};
