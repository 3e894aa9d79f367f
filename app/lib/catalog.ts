/**
 * Fixed lists the product's forms, filters and the demo seed share (specs 001 §2, §5,
 * §9). Plain data, no server imports: used by components, Zod schemas, domain code
 * and tests/factories alike. Stored values are the strings below, exactly.
 */

/**
 * Nigeria's 36 states plus the Federal Capital Territory, for state selects. The FCT
 * is stored as "Abuja": that is the value the events filter uses (001 §2), so an
 * item created in the FCT shows up under the Abuja filter. Labels are in
 * `STATE_OPTIONS`.
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

/** `{ value, label }` for selects; the FCT reads "Abuja (FCT)". */
export const STATE_OPTIONS: ReadonlyArray<{ value: NigerianState; label: string }> =
  NIGERIAN_STATES.map((value) => ({ value, label: value === "Abuja" ? "Abuja (FCT)" : value }));

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

export const EVENT_SORTS = [
  "date_asc",
  "date_desc",
  "price_asc",
  "price_desc",
  "trending",
] as const;
export type EventSort = (typeof EVENT_SORTS)[number];
export const EVENT_DATE_RANGES = ["all", "today", "this_week", "this_month"] as const;
export type EventDateRange = (typeof EVENT_DATE_RANGES)[number];
/** Price slider on the events page: 0 to 100,000 in steps of 1,000 (001 §2). */
export const EVENT_PRICE_RANGE = { min: 0, max: 100_000, step: 1_000 } as const;
/** Trending: at least this many completed ticket sales in the last 7 days; strip shows 5. */
export const TRENDING_MIN_SALES = 10;
export const TRENDING_WINDOW_DAYS = 7;
export const TRENDING_STRIP_SIZE = 5;

export const PRODUCT_CATEGORIES = [
  "Fashion & Clothing",
  "Electronics",
  "Home & Garden",
  "Health & Beauty",
  "Sports & Fitness",
  "Arts & Crafts",
  "Books & Media",
  "Food & Beverages",
  "Jewelry & Accessories",
  "Baby & Kids",
  "Automotive",
  "Services",
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Suggestions for the product form's delivery options (free text is allowed too). */
export const DELIVERY_OPTIONS = [
  "Lagos same-day",
  "Abuja next-day",
  "GIG Logistics nationwide",
  "DHL Express nationwide",
  "Kwik delivery (Lagos)",
  "Pickup in Yaba",
  "Pickup in Lekki",
  "Pickup in Wuse",
  "Digital download",
] as const;

/** Property types (001 §5), the values of the `property_type` enum, with labels. */
export const PROPERTY_TYPES = ["apartment", "hotel", "room", "studio"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  apartment: "Apartment",
  hotel: "Hotel",
  room: "Room",
  studio: "Studio",
};

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

/** The `cancellation_policy` enum with what each means to a guest. */
export const CANCELLATION_POLICIES = ["flexible", "moderate", "strict"] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];
export const CANCELLATION_POLICY_TEXT: Record<
  CancellationPolicy,
  { label: string; description: string }
> = {
  flexible: { label: "Flexible", description: "Full refund up to 24 hours before check-in." },
  moderate: { label: "Moderate", description: "Full refund up to 5 days before check-in." },
  strict: {
    label: "Strict",
    description: "50% refund up to 7 days before check-in, no refund after.",
  },
};

export const CONTENT_TYPES = ["video", "audio", "image", "document"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  video: "Video",
  audio: "Audio",
  image: "Image",
  document: "Document",
};
/** File extensions the upload picker accepts per type (001 §5). */
export const CONTENT_ACCEPT: Record<ContentType, readonly string[]> = {
  video: [".mp4", ".mov", ".avi", ".mkv"],
  audio: [".mp3", ".wav", ".m4a", ".flac"],
  image: [".jpg", ".jpeg", ".png", ".gif", ".webp"],
  document: [".pdf", ".doc", ".docx", ".txt"],
};

export const CONTENT_CATEGORIES = [
  "Music",
  "Film",
  "Art",
  "Comedy",
  "Education",
  "News",
  "Sports",
  "Technology",
  "Fashion",
  "Food",
  "Travel",
  "Culture",
  "Literature",
] as const;
export type ContentCategory = (typeof CONTENT_CATEGORIES)[number];

/** Platform fee categories and the fallbacks used when no active setting exists (001 §9). */
export const FEE_CATEGORIES = ["events", "products", "properties", "donations", "other"] as const;
export type FeeCategory = (typeof FEE_CATEGORIES)[number];
export const DEFAULT_FEE_PERCENT: Record<FeeCategory, number> = {
  events: 12,
  products: 15,
  properties: 12,
  donations: 5,
  other: 10,
};
export const DEFAULT_MINIMUM_FEE = 50;

/** Donation page (001 §9). */
export const DONATION_QUICK_AMOUNTS = [1_000, 2_500, 5_000, 10_000, 25_000, 50_000] as const;
export const DONATION_MINIMUM = 100;

/** Advertising defaults (001 §9); an admin may change prices in settings. */
export const AD_PRICING_PLANS = ["basic", "premium", "enterprise"] as const;
export type AdPricingPlan = (typeof AD_PRICING_PLANS)[number];
export const TOP_PROVIDER_PLAN_PRICES: Record<AdPricingPlan, number> = {
  basic: 50_000,
  premium: 100_000,
  enterprise: 200_000,
};
export const TOP_PROVIDER_PLAN_FEATURES: Record<AdPricingPlan, readonly string[]> = {
  basic: ["Logo display", "Basic listing", "Contact info"],
  premium: ["Logo display", "Featured placement", "Contact info", "Description", "Website link"],
  enterprise: [
    "Logo display",
    "Top placement",
    "Contact info",
    "Full description",
    "Website link",
    "Banner image",
    "Priority support",
  ],
};
export const BANNER_PLACEMENTS = ["homepage", "marketplace", "events"] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];
/** Banner prices per 30 days by placement. */
export const BANNER_PLACEMENT_PRICES: Record<BannerPlacement, number> = {
  homepage: 150_000,
  marketplace: 100_000,
  events: 75_000,
};
