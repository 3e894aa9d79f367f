// Event lists from the spec (001 §2): the events filter and categories. Plain data,
// client-safe; the demo seed and the factories use them today, the events vertical next.

// The states list is shared with the stays area (property addresses): it lives in lib.
import type { NigerianState } from "~/lib/nigerian-states";

export { NIGERIAN_STATES, type NigerianState } from "~/lib/nigerian-states";

/** The state filter on the events page (001 §2 Discovery rules), in the spec's order. */
export const EVENT_FILTER_STATES = [
  "Lagos",
  "Abuja",
  "Kano",
  "Rivers",
  "Oyo",
  "Kaduna",
  "Delta",
  "Ogun",
  "Anambra",
  "Edo",
] as const satisfies readonly NigerianState[];
export type EventFilterState = (typeof EVENT_FILTER_STATES)[number];

/** Event categories; events store them in `tags` and the filter matches tags. */
export const EVENT_CATEGORIES = [
  "Music",
  "Technology",
  "Art",
  "Film",
  "Business",
  "Sports",
  "Education",
  "Culture",
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
