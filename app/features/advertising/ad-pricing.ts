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
import { adPriceCopy } from "./messages";

/** Everything with a price: the three plans, then the three placements. */
export const AD_PRICE_ITEMS = [...AD_PRICING_PLANS, ...BANNER_PLACEMENTS] as const;
export type AdPriceItem = AdPricingPlan | BannerPlacement;
export type AdPrices = Record<AdPriceItem, number>;

/** The spec's prices, used while an admin has saved none. */
export const DEFAULT_AD_PRICES: AdPrices = {
  ...TOP_PROVIDER_PLAN_PRICES,
  ...BANNER_PLACEMENT_PRICES,
};

/** A part month is priced per day at the monthly cost ÷ this many days, rounded down. */
export const DAYS_PRICED_PER_MONTH = 30;
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

const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The date `months` calendar months after `iso`: the same day of the month, or the 1st
 * of the month after when that day does not exist (31 January + 1 month = 1 March).
 */
export function monthsAfter(iso: string, months: number): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const daysInTarget = new Date(Date.UTC(y, m + months, 0)).getUTCDate();
  return d <= daysInTarget
    ? isoOf(Date.UTC(y, m - 1 + months, d))
    : isoOf(Date.UTC(y, m + months, 1));
}

/**
 * A campaign's length in whole calendar months and the days left over (both dates
 * included, ADR 057-ad-pricing-and-slots): a month runs from a date to the day before the same date of the
 * next month, so 1–31 December and 24 November–23 December are each 1 month, and
 * 24 November–24 December is 1 month and 1 day. The days left over are always fewer
 * than a month (at most 30).
 */
export function campaignSpan(startDate: string, endDate: string) {
  campaignDays(startDate, endDate); // refuses an end before the start, or a non-date
  const dayAfterEnd = addDays(endDate, 1);
  let months = 0;
  while (monthsAfter(startDate, months + 1) <= dayAfterEnd) months++;
  const rest = monthsAfter(startDate, months);
  const days = rest <= endDate ? campaignDays(rest, endDate) : 0;
  return { months, days };
}
export type CampaignSpan = ReturnType<typeof campaignSpan>;

/** "1 month and 5 days": a campaign's length as the form, pay page and e-mail say it. */
export function campaignLength(ad: { startDate: string; endDate: string }) {
  const { months, days } = campaignSpan(ad.startDate, ad.endDate);
  return adPriceCopy.length(months, days);
}

/** The price of one day of a part month: monthly cost ÷ 30, rounded down to whole naira. */
export const dayPrice = (monthlyCost: number) => Math.floor(monthlyCost / DAYS_PRICED_PER_MONTH);

/**
 * What the whole campaign costs, whole naira: the monthly cost for each calendar month,
 * plus the day price for each day left over. Rounding the day price down keeps any part
 * month below the monthly cost (30 × ⌊50,000 ÷ 30⌋ = ₦49,980), so a longer campaign
 * never costs less than a shorter one and a part month is never billed as a whole one.
 */
export function campaignTotal(ad: { monthlyCost: number; startDate: string; endDate: string }) {
  const { months, days } = campaignSpan(ad.startDate, ad.endDate);
  return ad.monthlyCost * months + dayPrice(ad.monthlyCost) * days;
}

/**
 * The total the application form shows before applying, from what is typed (plan or
 * placement, both dates), at today's prices; null until those make a campaign.
 */
export function campaignQuote(
  prices: AdPrices,
  typed: Partial<
    Record<
      "advertisementType" | "pricingPlan" | "placementLocation" | "startDate" | "endDate",
      string
    >
  >,
): { total: number; length: string } | null {
  const item =
    typed.advertisementType === "top_providers"
      ? typed.pricingPlan
      : typed.advertisementType === "banner"
        ? typed.placementLocation
        : undefined;
  const { startDate = "", endDate = "" } = typed;
  if (!item || !Object.hasOwn(prices, item)) return null;
  if (!isIsoDate(startDate) || !isIsoDate(endDate) || endDate <= startDate) return null;
  const ad = { monthlyCost: prices[item as AdPriceItem], startDate, endDate };
  return { total: campaignTotal(ad), length: campaignLength(ad) };
}

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
export const addDays = (iso: string, days: number) => isoOf(dayOf(iso) + days * DAY_MS);
