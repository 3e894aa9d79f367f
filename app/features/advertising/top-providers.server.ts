import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { advertisementAnalytics, advertisements } from "~/db/schema";
import { cached, PUBLIC_TTL_MS } from "~/lib/cache.server";
import { getDb } from "~/lib/db/client.server";
import { loadImages } from "~/lib/media/image-records.server";
import type { StoredImage } from "~/lib/media/responsive";
import { TOP_PROVIDERS_LIMIT } from "~/lib/ads/ad-tracking-constants";
import { liveAdWhere } from "~/lib/ads/live-ads.server";

export type ProviderPlan = "basic" | "premium" | "enterprise";

export interface TopProvider {
  id: string;
  businessName: string;
  title: string;
  description: string | null;
  plan: ProviderPlan;
  phone: string | null;
  email: string;
  address: string | null;
  website: string | null;
  /** Where a click goes: the target URL, else the website. Judged by the link rules. */
  targetUrl: string | null;
  logo: StoredImage | null;
  banner: StoredImage | null;
}

const liveTopProvider = () => liveAdWhere("top_providers");

/**
 * What each plan promises, in order (issue 30 §3.5): enterprise ("top placement"), then
 * premium ("featured placement"), then basic; within a plan the admin's display order,
 * then who was approved first. The id breaks the last ties so the order never shuffles.
 */
const TOP_PROVIDER_ORDER = [
  sql`case ${advertisements.pricingPlan} when 'enterprise' then 0 when 'premium' then 1 else 2 end`,
  asc(advertisements.displayOrder),
  sql`${advertisements.approvedAt} asc nulls last`,
  asc(advertisements.createdAt),
  asc(advertisements.id),
];

// The home page is public and hot: a few seconds of staleness saves queries per view.
export function topProviders(): Promise<TopProvider[]> {
  return cached("top-providers", PUBLIC_TTL_MS, loadTopProviders);
}

async function loadTopProviders(): Promise<TopProvider[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: advertisements.id,
      businessName: advertisements.businessName,
      title: advertisements.title,
      description: advertisements.description,
      plan: advertisements.pricingPlan,
      phone: advertisements.businessPhone,
      email: advertisements.businessEmail,
      address: advertisements.businessAddress,
      website: advertisements.businessWebsite,
      targetUrl: advertisements.targetUrl,
      logoKey: advertisements.logoKey,
      bannerImageKey: advertisements.bannerImageKey,
    })
    .from(advertisements)
    .where(liveTopProvider())
    .orderBy(...TOP_PROVIDER_ORDER)
    .limit(TOP_PROVIDERS_LIMIT);
  const images = await loadImages(
    db,
    rows.flatMap((r) => [r.logoKey, r.bannerImageKey]),
  );
  return rows.map(({ logoKey, bannerImageKey, plan, targetUrl, ...r }) => ({
    ...r,
    plan: plan ?? "basic",
    targetUrl: targetUrl ?? r.website,
    logo: logoKey ? (images.get(logoKey) ?? null) : null,
    // The banner image is an enterprise feature (spec 001 §9).
    banner: plan === "enterprise" && bannerImageKey ? (images.get(bannerImageKey) ?? null) : null,
  }));
}

type Seen = { pageUrl: string | null; userAgent: string | null };

/**
 * Counts one view for each live ad (top provider or banner) among `ids` (duplicates count once)
 * and records a row per counted view. Unknown or no longer live ids are ignored.
 * Returns how many were counted.
 */
export async function recordAdImpressions(ids: string[], seen: Seen): Promise<number> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return 0;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const counted = await tx
      .update(advertisements)
      .set({ impressionCount: sql`${advertisements.impressionCount} + 1` })
      .where(and(inArray(advertisements.id, unique), liveAdWhere()))
      .returning({ id: advertisements.id });
    if (counted.length > 0) {
      await tx
        .insert(advertisementAnalytics)
        .values(
          counted.map(({ id }) => ({ advertisementId: id, eventType: "view" as const, ...seen })),
        );
    }
    return counted.length;
  });
}

/** Where a live ad's clicks go, from the database, or undefined if no such ad. */
export async function liveAdTarget(id: string): Promise<string | null | undefined> {
  const db = await getDb();
  const [ad] = await db
    .select({
      targetUrl: sql<
        string | null
      >`coalesce(${advertisements.targetUrl}, ${advertisements.businessWebsite})`,
    })
    .from(advertisements)
    .where(and(eq(advertisements.id, id), liveAdWhere()));
  return ad ? ad.targetUrl : undefined;
}

/** Counts one click on a live ad (top provider or banner) and records it; false if not live. */
export async function recordAdClick(id: string, seen: Seen): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const counted = await tx
      .update(advertisements)
      .set({ clickCount: sql`${advertisements.clickCount} + 1` })
      .where(and(eq(advertisements.id, id), liveAdWhere()))
      .returning({ id: advertisements.id });
    if (counted.length === 0) return false;
    await tx
      .insert(advertisementAnalytics)
      .values({ advertisementId: id, eventType: "click", ...seen });
    return true;
  });
}
