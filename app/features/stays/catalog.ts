// Property types and amenities (001 §2). Plain data, client-safe.

/** Property types (001 §5), the values of the `property_type` enum. */
export const PROPERTY_TYPES = ["apartment", "hotel", "room", "studio"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const AMENITIES = [
  "Wi-Fi",
  "24/7 power",
  "Inverter",
  "Generator",
  "Air conditioning",
  "Swimming pool",
  "Parking",
  "24/7 security",
  "CCTV",
  "Kitchen",
  "Washing machine",
  "Smart TV",
  "DSTV",
  "Netflix",
  "Workspace",
  "Gym",
  "Water heater",
  "Borehole water",
  "Balcony",
  "Housekeeping",
  "Breakfast included",
  "Airport pickup",
  "Elevator",
  "Pet friendly",
] as const;
export type Amenity = (typeof AMENITIES)[number];
