// Campaign arithmetic (issue 16; spec 001 §9). Pure and client-safe: the advertise
// page's quote, the pay page and the server's charge all use these.
import {
  AD_PRICING_PLANS,
  BANNER_PLACEMENTS,
  BANNER_PLACEMENT_PRICES,
  TOP_PROVIDER_PLAN_PRICES,
  type AdPricingPlan,
  type BannerPlacement,
} from "./catalog";

/** Everything with a price: the three plans, then the three placements. */
export const AD_PRICE_ITEMS = [...AD_PRICING_PLANS, ...BANNER_PLACEMENTS] as const;
export type AdPriceItem = AdPricingPlan | BannerPlacement;
export type AdPrices = Record<AdPriceItem, number>;

/** The spec's prices, used while an admin has saved none. */
export const DEFAULT_AD_PRICES: AdPrices = {
  ...TOP_PROVIDER_PLAN_PRICES,
  ...BANNER_PLACEMENT_PRICES,
};

/** A campaign is billed per started period of this many days. */
export const CAMPAIGN_PERIOD_DAYS = 30;
/** Days after approval before an unpaid campaign is payment overdue. */
export const AD_PAYMENT_DUE_DAYS = 7;

const DAY_MS = 86_400_000;

/** Milliseconds of an ISO calendar date ("2026-12-01") at UTC midnight; NaN if not one. */
function dayOf(iso: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return Number.NaN;
  const ms = Date.parse(`${iso}T00:00:00Z`);
  // Date.parse accepts 2026-02-31 (as 3 March): refuse dates that do not round-trip.
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== iso ? Number.NaN : ms;
}

export const isIsoDate = (iso: string) => !Number.isNaN(dayOf(iso));

/** Days a campaign runs, both dates included (1 Dec to 30 Dec is 30 days). */
export function campaignDays(startDate: string, endDate: string): number {
  const days = Math.round((dayOf(endDate) - dayOf(startDate)) / DAY_MS) + 1;
  if (!Number.isInteger(days) || days < 1) throw new RangeError("end date before start date");
  return days;
}

/** Billed 30-day periods: any started period counts in full (31 days are 2 periods). */
export const campaignPeriods = (startDate: string, endDate: string) =>
  Math.ceil(campaignDays(startDate, endDate) / CAMPAIGN_PERIOD_DAYS);

/** What the whole campaign costs: monthly cost × periods, whole naira. */
export const campaignTotal = (ad: { monthlyCost: number; startDate: string; endDate: string }) =>
  ad.monthlyCost * campaignPeriods(ad.startDate, ad.endDate);

/** The monthly cost an application stores: its plan's price, or its placement's. */
export function monthlyCostFor(
  prices: AdPrices,
  ad: { pricingPlan: AdPricingPlan | null; placementLocation: BannerPlacement | null },
): number {
  const item = ad.pricingPlan ?? ad.placementLocation;
  if (!item) throw new RangeError("an advertisement needs a plan or a placement");
  return prices[item];
}

/** Click-through rate as a percent with 2 decimals (spec 001 §9), 0 without impressions. */
export function clickThroughRate(clicks: number, impressions: number): number {
  if (impressions <= 0) return 0;
  return Math.round((clicks / impressions) * 10_000) / 100;
}

/** "2.35%": the rate as the Ads tab and the advertiser's dashboard show it. */
export const formatRate = (rate: number) => `${rate.toFixed(2)}%`;

/** The ISO date `days` after `iso`. */
export const addDays = (iso: string, days: number) =>
  new Date(dayOf(iso) + days * DAY_MS).toISOString().slice(0, 10);
