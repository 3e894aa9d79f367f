// Plain data, client-safe: every form that asks for a Nigerian state (events, stays).

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
