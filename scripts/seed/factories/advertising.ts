import { advertisements } from "~/db/schema";
import {
  BANNER_PLACEMENT_PRICES,
  TOP_PROVIDER_PLAN_PRICES,
  type AdPricingPlan,
  type BannerPlacement,
} from "~/features/advertising/catalog";
import { addDays, monthsAfter } from "~/features/advertising/ad-pricing";
import type { Db, Tx } from "~/lib/db/client.server";
import {
  BUSINESS_IDEAS,
  nigerianPhone,
  personName,
  pickCity,
  type BusinessIdea,
} from "./naija-data";
import { isoDate } from "./stays";
import { testRng, type Rng } from "./random";

export type NewAdvertisement = typeof advertisements.$inferInsert;
export type AdvertisementRow = typeof advertisements.$inferSelect;

const DAY = 86_400_000;

export type AdvertisementOverrides = Partial<NewAdvertisement> & { business?: BusinessIdea };

/**
 * Insert values for an advertisement (pure). A `top_providers` ad by default, or a
 * `banner` when `advertisementType: "banner"`; monthly cost from the plan or the
 * placement (spec 001 §9). Active for one calendar month around today unless overridden,
 * so its total is its plan's price (issue 30 §3.4: 24 Nov – 23 Dec, not 24 Dec).
 */
export function buildAdvertisement(
  rng: Rng,
  overrides: AdvertisementOverrides = {},
): NewAdvertisement & { id: string } {
  const { business: givenBusiness, ...values } = overrides;
  const business = givenBusiness ?? rng.pick(BUSINESS_IDEAS);
  const type = values.advertisementType ?? "top_providers";
  const plan: AdPricingPlan | null =
    type === "top_providers"
      ? (values.pricingPlan ?? rng.pick(["basic", "premium", "enterprise"] as const))
      : null;
  const placement: BannerPlacement | null =
    type === "banner"
      ? (values.placementLocation ?? rng.pick(["homepage", "marketplace", "events"] as const))
      : null;
  const status = values.status ?? "active";
  const live = status === "active" || status === "approved";
  const start = new Date(Date.now() - (live ? rng.int(3, 20) : -rng.int(3, 14)) * DAY);
  const impressions = live ? rng.round(2_000, 60_000, 10) : 0;
  const contact = personName(rng);
  const { address } = pickCity(rng, business.state);
  const createdAt = values.createdAt ?? new Date(start.getTime() - rng.int(2, 10) * DAY);
  return {
    id: values.id ?? rng.uuid(),
    userId: null,
    businessName: business.name,
    businessEmail: `hello@${business.slug}.example.com`,
    businessPhone: nigerianPhone(rng),
    businessWebsite: `https://example.com/${business.slug}`,
    contactPerson: contact.full,
    businessAddress: `${address}, ${business.state}`,
    advertisementType: type,
    placementLocation: placement,
    pricingPlan: plan,
    title: business.title,
    description: business.description,
    targetUrl: `https://example.com/${business.slug}?utm_source=naijacreators&utm_medium=${type}`,
    bannerImageKey: null,
    logoKey: null,
    startDate: isoDate(start),
    endDate: addDays(monthsAfter(isoDate(start), 1), -1),
    monthlyCost: plan ? TOP_PROVIDER_PLAN_PRICES[plan] : BANNER_PLACEMENT_PRICES[placement!],
    status,
    paymentStatus: live ? "paid" : "pending",
    displayOrder: 0,
    impressionCount: impressions,
    // Click-through rates of 0.5-4 %.
    clickCount: Math.round(impressions * rng.float(0.005, 0.04)),
    notes: null,
    createdAt,
    updatedAt: createdAt,
    ...values,
  };
}

export async function createAdvertisement(
  db: Db | Tx,
  overrides: AdvertisementOverrides = {},
  rng: Rng = testRng(),
): Promise<AdvertisementRow> {
  const [row] = await db
    .insert(advertisements)
    .values(buildAdvertisement(rng, overrides))
    .returning();
  return row!;
}
