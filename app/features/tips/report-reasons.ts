// Zod-free: the Report disclosure under each supporter's message reads it.

/**
 * Why a supporter's message may be reported: the report reasons (001 §5, the
 * `report_reason` enum; inserting one that is not compiles to an error).
 */
export const TIP_REPORT_REASONS_LIST = [
  "Inappropriate content",
  "Spam or misleading",
  "Copyright violation",
  "Harassment or abuse",
  "Fraudulent activity",
  "Other violation",
] as const;
