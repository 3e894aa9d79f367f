// Zod-free: the report form on every item page reads these; importing them from
// report-schema.ts would bring Zod into those pages for a number and a list.

export const REPORTABLE_TYPES = ["content", "event", "product", "property"] as const;
export type ReportableType = (typeof REPORTABLE_TYPES)[number];

export const REPORT_DETAILS_MAX = 1000;

/** Report reasons (001 §5); the values of the `report_reason` enum. */
export const REPORT_REASONS = [
  "Inappropriate content",
  "Spam or misleading",
  "Copyright violation",
  "Harassment or abuse",
  "Fraudulent activity",
  "Other violation",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
