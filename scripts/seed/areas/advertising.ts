// Advertising: ten live top-provider listings across the three plans (all 10 places,
// issue 30 §3.5) and two that ended, five banners, two requests waiting for an admin
// and one approved campaign waiting for payment. Each runs one calendar month, so its
// total is its plan's monthly price (issue 30 §3.4).
import * as schema from "~/db/schema";
import type { Db } from "~/lib/db/client.server";
import { addDays, monthsAfter } from "~/features/advertising/ad-pricing";
import { hashPayToken } from "~/features/advertising/pay-token.server";
import { watDay } from "~/features/events/wat-time";
import { TOP_PROVIDERS_LIMIT } from "~/lib/ads/ad-tracking-constants";
import { buildAdvertisement } from "../factories/advertising";
import { DEMO_AD_PAY_TOKEN } from "../demo-ids";
import { makeAvatar, makeCoverImage } from "../factories/media";
import { BUSINESS_IDEAS } from "../factories/naija-data";
import { allDone, registerAll } from "../media-jobs";
import { initials, insertAll, type SeedContext } from "../seed-context";
import type { PeoplePlan } from "./people";

export type AdvertisingPlan = ReturnType<typeof plan>;

export function plan(ctx: SeedContext, people: PeoplePlan) {
  const { root, media } = ctx;
  const { vendor, organizer } = people;
  const rngAds = root.fork("ads");
  const plans = [
    "enterprise",
    "enterprise",
    "enterprise",
    "premium",
    "premium",
    "premium",
    "premium",
    "basic",
    "basic",
    "basic",
    "basic",
    "basic",
  ] as const;
  /** The last two ran (and were paid) last quarter: the 10 places are never sold twice. */
  const ended = (i: number) => {
    if (i < TOP_PROVIDERS_LIMIT) return {};
    const startDate = addDays(watDay(new Date()), -90 - i);
    const endDate = addDays(monthsAfter(startDate, 1), -1);
    return { status: "expired" as const, paymentStatus: "paid" as const, startDate, endDate };
  };
  const adRows = BUSINESS_IDEAS.slice(0, 12).map((business, i) =>
    buildAdvertisement(rngAds, {
      business,
      advertisementType: "top_providers",
      pricingPlan: plans[i],
      status: "active",
      displayOrder: i + 1,
      userId: i === 8 ? vendor.id : null,
      ...ended(i),
      logoKey: `demo/ads/${business.slug}/logo.png`,
      bannerImageKey: `demo/ads/${business.slug}/banner.jpg`,
    }),
  );
  const placements = ["homepage", "homepage", "marketplace", "marketplace", "events"] as const;
  placements.forEach((placement, k) => {
    const business = BUSINESS_IDEAS[12 + k]!;
    adRows.push(
      buildAdvertisement(rngAds, {
        business,
        advertisementType: "banner",
        placementLocation: placement,
        status: "active",
        displayOrder: k + 1,
        logoKey: `demo/ads/${business.slug}/logo.png`,
        bannerImageKey: `demo/ads/${business.slug}/banner.jpg`,
      }),
    );
  });
  adRows.push(
    buildAdvertisement(rngAds, {
      business: BUSINESS_IDEAS[17]!,
      advertisementType: "top_providers",
      pricingPlan: "premium",
      status: "pending",
    }),
    buildAdvertisement(rngAds, {
      business: BUSINESS_IDEAS[18]!,
      advertisementType: "banner",
      placementLocation: "events",
      status: "pending",
      userId: organizer.id,
    }),
    // Approved, waiting for its payment (the link in its approval e-mail).
    buildAdvertisement(rngAds, {
      business: BUSINESS_IDEAS[19] ?? BUSINESS_IDEAS[0]!,
      advertisementType: "banner",
      placementLocation: "marketplace",
      status: "active",
      paymentStatus: "pending",
      approvedAt: new Date(),
      payTokenHash: hashPayToken(DEMO_AD_PAY_TOKEN),
      userId: vendor.id,
      impressionCount: 0,
      clickCount: 0,
    }),
  );
  const adJobs = adRows.flatMap((ad, i) => [
    ...(ad.logoKey
      ? [
          media.image(
            ad.logoKey,
            () => makeAvatar(initials(ad.businessName), (i * 53 + 10) % 360),
            { width: 256, height: 256 },
            ad.userId ?? null,
          ),
        ]
      : []),
    ...(ad.bannerImageKey
      ? [
          media.image(
            ad.bannerImageKey,
            () =>
              makeCoverImage({
                title: ad.title,
                subtitle: ad.businessName,
                width: 1200,
                height: 300,
              }),
            { width: 1200, height: 300 },
            ad.userId ?? null,
          ),
        ]
      : []),
  ]);

  return { adRows, adJobs };
}

export async function insert(db: Db, ads: AdvertisingPlan): Promise<string> {
  const { adRows, adJobs } = ads;
  const adJobsDone = await allDone(adJobs);
  await db.transaction(async (tx) => {
    await registerAll(tx, adJobsDone);
    await insertAll(tx, schema.advertisements, adRows);
  });
  return `advertisements: ${adRows.length}`;
}
