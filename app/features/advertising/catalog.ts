// Advertising plans, placements and default prices (001 §9); an admin may change
// prices in settings. Plain data, client-safe.

export const AD_PRICING_PLANS = ["basic", "premium", "enterprise"] as const;
export type AdPricingPlan = (typeof AD_PRICING_PLANS)[number];
export const TOP_PROVIDER_PLAN_PRICES: Record<AdPricingPlan, number> = {
  basic: 50_000,
  premium: 100_000,
  enterprise: 200_000,
};
export const BANNER_PLACEMENTS = ["homepage", "marketplace", "events"] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];
/** Banner prices per month by placement (priced as the plans, ad-pricing.ts). */
export const BANNER_PLACEMENT_PRICES: Record<BannerPlacement, number> = {
  homepage: 150_000,
  marketplace: 100_000,
  events: 75_000,
};
