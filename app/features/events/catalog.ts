// Event lists from the spec (001 §2): the events filter and categories. Plain data,
// client-safe; the demo seed and the factories use them today, the events vertical next.

/**
 * Nigeria's 36 states plus the Federal Capital Territory, for state selects. The FCT
 * is stored as "Abuja": that is the value the events filter uses (001 §2), so an
 * item created in the FCT shows up under the Abuja filter (label it "Abuja (FCT)").
 */
export const NIGERIAN_STATES = [
  "Abia",
  "Abuja",
  "Adamawa",
  "Akwa Ibom",
  "Anambra",
  "Bauchi",
  "Bayelsa",
  "Benue",
  "Borno",
  "Cross River",
  "Delta",
  "Ebonyi",
  "Edo",
  "Ekiti",
  "Enugu",
  "Gombe",
  "Imo",
  "Jigawa",
  "Kaduna",
  "Kano",
  "Katsina",
  "Kebbi",
  "Kogi",
  "Kwara",
  "Lagos",
  "Nasarawa",
  "Niger",
  "Ogun",
  "Ondo",
  "Osun",
  "Oyo",
  "Plateau",
  "Rivers",
  "Sokoto",
  "Taraba",
  "Yobe",
  "Zamfara",
] as const;
export type NigerianState = (typeof NIGERIAN_STATES)[number];

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
