import { and, asc, eq } from "drizzle-orm";
import { liveAdWhere } from "~/lib/ads/live-ads.server";
import { advertisements, siteSettings } from "~/db/schema";
import { cached, PUBLIC_TTL_MS } from "~/lib/cache.server";
import { getDb } from "~/lib/db/client.server";
import { loadImages } from "~/lib/media/image-records.server";
import type { BannerAd, Notice } from "~/components/layout/chrome-types";

export type Placement = "homepage" | "marketplace" | "events";

export interface Chrome {
  notice: Notice | null;
  banners: BannerAd[];
}

/** Which banner placement a page shows (docs/product-decisions.md > Shared chrome). */
export function placementFor(pathname: string): Placement | null {
  if (pathname === "/") return "homepage";
  if (pathname === "/marketplace" || pathname.startsWith("/marketplace/")) return "marketplace";
  if (pathname === "/events" || pathname.startsWith("/events/")) return "events";
  return null;
}

// Every page renders the chrome: a few seconds of staleness saves two queries per request.
export function getChrome(pathname: string): Promise<Chrome> {
  const placement = placementFor(pathname);
  return cached(`chrome:${placement ?? "none"}`, PUBLIC_TTL_MS, () => loadChrome(placement));
}

async function loadChrome(placement: Placement | null): Promise<Chrome> {
  const db = await getDb();
  const [noticeRow] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, "notice_bar"))
    .limit(1);
  const notice = parseNotice(noticeRow?.value);
  if (!placement) return { notice, banners: [] };
  const rows = await db
    .select({
      id: advertisements.id,
      businessName: advertisements.businessName,
      title: advertisements.title,
      description: advertisements.description,
      targetUrl: advertisements.targetUrl,
      bannerImageKey: advertisements.bannerImageKey,
    })
    .from(advertisements)
    .where(
      // Shown only while active, paid and within its dates (issue 16): the one rule.
      and(liveAdWhere("banner"), eq(advertisements.placementLocation, placement)),
    )
    .orderBy(asc(advertisements.displayOrder), asc(advertisements.createdAt))
    .limit(3);
  const images = await loadImages(
    db,
    rows.map((r) => r.bannerImageKey),
  );
  return {
    notice,
    banners: rows.map(({ bannerImageKey, ...r }) => ({
      ...r,
      image: bannerImageKey ? (images.get(bannerImageKey) ?? null) : null,
    })),
  };
}

export function parseNotice(value: unknown): Notice | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  const text = typeof v.text === "string" ? v.text.trim() : "";
  if (!text) return null;
  const tone = v.tone === "warning" || v.tone === "success" ? v.tone : "info";
  return {
    text,
    tone,
    linkUrl: typeof v.linkUrl === "string" ? v.linkUrl : undefined,
    linkText: typeof v.linkText === "string" ? v.linkText : undefined,
  };
}
