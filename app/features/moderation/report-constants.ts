// Zod-free: the report form on every item page reads these; importing them from
// report-schema.ts would bring Zod into those pages for a number and a list.

import type { ItemType } from "~/lib/item-kind";

/** Every item kind can be reported; the server checks the type against its registry. */
export type ReportableType = ItemType;

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
