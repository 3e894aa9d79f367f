import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { advertisementAnalytics, advertisements } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { invalidatePublicCache } from "~/lib/cache.server";
import { resetRateLimits } from "~/lib/rate-limit.server";
import { AD_CLICK_LIMIT, loader as clickLoader } from "~/routes/ad-click";
import { action as impressionsAction, AD_IMPRESSION_LIMIT } from "~/routes/api-ad-impressions";
import { createAdvertisement } from "../../../scripts/seed/factories/advertising";
import { topProviders } from "./top-providers.server";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";
const BOT = "Googlebot/2.1 (+http://www.google.com/bot.html)";
const context = (ip: string) => ({ requestId: "test", nonce: "n", clientIp: ip });

/** A batch as the home page's beacon posts it: one `id` field per card. */
function postImpressions(
  ids: string[],
  { userAgent = BROWSER, ip = "203.0.113.7", extra = {} as Record<string, string> } = {},
) {
  const body = new URLSearchParams({ pageUrl: "/", ...extra });
  for (const id of ids) body.append("id", id);
  const request = new Request("http://localhost/api/ads/impressions", {
    method: "POST",
    headers: { "User-Agent": userAgent, "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
  return impressionsAction({ request, params: {}, context: context(ip) } as Parameters<
    typeof impressionsAction
  >[0]);
}

/** GET /ads/:id/click; the loader answers with a thrown redirect or 404, or the blocked view. */
async function click(id: string, { userAgent = BROWSER, ip = "203.0.113.7", query = "" } = {}) {
  const request = new Request(`http://localhost/ads/${id}/click${query}`, {
    headers: { "User-Agent": userAgent, Referer: "http://localhost/?from=home" },
  });
  try {
    const result = await clickLoader({
      request,
      params: { id },
      context: context(ip),
    } as Parameters<typeof clickLoader>[0]);
    return { kind: "view" as const, result };
  } catch (thrown) {
    if (thrown instanceof Response) return { kind: "response" as const, response: thrown };
    const status = (thrown as { init?: { status?: number } }).init?.status;
    return { kind: "error" as const, status };
  }
}

async function counts(id: string) {
  const db = await getDb();
  const [ad] = await db
    .select({ views: advertisements.impressionCount, clicks: advertisements.clickCount })
    .from(advertisements)
    .where(eq(advertisements.id, id));
  const rows = await db
    .select({ type: advertisementAnalytics.eventType, pageUrl: advertisementAnalytics.pageUrl })
    .from(advertisementAnalytics)
    .where(eq(advertisementAnalytics.advertisementId, id));
  return { ...ad!, rows };
}

const fresh = { impressionCount: 0, clickCount: 0 };
const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe("top providers", () => {
  beforeEach(async () => {
    await resetRateLimits();
    invalidatePublicCache();
    const db = await getDb();
    await db.delete(advertisements);
  });

  it("lists at most 10 live top-provider ads of one plan by display order", async () => {
    const db = await getDb();
    for (let i = 12; i >= 1; i--) {
      await createAdvertisement(db, {
        businessName: `Biz ${i}`,
        displayOrder: i,
        pricingPlan: "basic",
      });
    }
    await createAdvertisement(db, { businessName: "Pending", status: "pending", displayOrder: 0 });
    await createAdvertisement(db, {
      businessName: "Approved",
      status: "approved",
      displayOrder: 0,
    });
    await createAdvertisement(db, {
      businessName: "Expired",
      displayOrder: 0,
      startDate: ago(40),
      endDate: ago(10),
    });
    await createAdvertisement(db, {
      businessName: "Banner",
      advertisementType: "banner",
      placementLocation: "homepage",
      pricingPlan: null,
      displayOrder: 0,
    });
    const list = await topProviders();
    expect(list.map((p) => p.businessName)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Biz ${i + 1}`),
    );
  });

  it("counts each live id once per call and records a view row", async () => {
    const db = await getDb();
    const a = await createAdvertisement(db, fresh);
    const b = await createAdvertisement(db, fresh);
    const response = await postImpressions([a.id, a.id, b.id]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ counted: 2 });
    expect(await counts(a.id)).toEqual({
      views: 1,
      clicks: 0,
      rows: [{ type: "view", pageUrl: "/" }],
    });
    expect((await counts(b.id)).views).toBe(1);
  });

  it("ignores unknown, inactive, unpaid and refunded ids, and never takes a count from the client", async () => {
    const db = await getDb();
    const pending = await createAdvertisement(db, { ...fresh, status: "pending" });
    const expired = await createAdvertisement(db, {
      ...fresh,
      startDate: ago(40),
      endDate: ago(5),
    });
    // Approved (active) but never paid, or refunded: not live (issue 16).
    const unpaid = await createAdvertisement(db, { ...fresh, paymentStatus: "pending" });
    const refunded = await createAdvertisement(db, { ...fresh, paymentStatus: "refunded" });
    const live = await createAdvertisement(db, fresh);
    const unknown = "00000000-0000-4000-8000-000000000000";
    const response = await postImpressions(
      [pending.id, expired.id, unpaid.id, refunded.id, unknown, live.id],
      { extra: { count: "1000", impressions: "1000" } },
    );
    expect(await response.json()).toEqual({ counted: 1 });
    for (const ad of [pending, expired, unpaid, refunded]) {
      expect((await counts(ad.id)).views).toBe(0);
    }
    expect((await counts(live.id)).views).toBe(1);
  });

  it("refuses malformed batches", async () => {
    const db = await getDb();
    const live = await createAdvertisement(db, fresh);
    expect((await postImpressions([])).status).toBe(400);
    expect((await postImpressions(["not-a-uuid"])).status).toBe(400);
    expect((await postImpressions(Array(11).fill(live.id))).status).toBe(400);
    expect((await postImpressions([live.id], { extra: { pageUrl: "//evil.com" } })).status).toBe(
      400,
    );
    expect((await counts(live.id)).views).toBe(0);
  });

  it("answers bots without counting them", async () => {
    const db = await getDb();
    const live = await createAdvertisement(db, fresh);
    for (const userAgent of [BOT, "curl/8.5.0", ""]) {
      expect(await (await postImpressions([live.id], { userAgent })).json()).toEqual({
        counted: 0,
      });
      const c = await click(live.id, { userAgent });
      expect(c.kind === "response" && c.response.status).toBe(302);
    }
    expect(await counts(live.id)).toEqual({ views: 0, clicks: 0, rows: [] });
  });

  it("rate-limits impressions per client address", async () => {
    const db = await getDb();
    const live = await createAdvertisement(db, fresh);
    for (let i = 0; i < AD_IMPRESSION_LIMIT.limit; i++) {
      expect((await postImpressions([live.id])).status).toBe(200);
    }
    expect((await postImpressions([live.id])).status).toBe(429);
    expect((await postImpressions([live.id], { ip: "198.51.100.1" })).status).toBe(200);
    expect((await counts(live.id)).views).toBe(AD_IMPRESSION_LIMIT.limit + 1);
  });

  it("counts a click and redirects to the target stored in the database", async () => {
    const db = await getDb();
    const live = await createAdvertisement(db, {
      ...fresh,
      targetUrl: "https://example.com/shop?x=1",
    });
    const c = await click(live.id, { query: "?url=https://evil.example/" });
    expect(c.kind).toBe("response");
    if (c.kind !== "response") return;
    expect(c.response.status).toBe(302);
    expect(c.response.headers.get("Location")).toBe("https://example.com/shop?x=1");
    expect(c.response.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(await counts(live.id)).toEqual({
      views: 0,
      clicks: 1,
      rows: [{ type: "click", pageUrl: "/" }],
    });
  });

  it("falls back to the website, and shows the blocked view for an unsafe stored URL", async () => {
    const db = await getDb();
    const website = await createAdvertisement(db, {
      ...fresh,
      targetUrl: null,
      businessWebsite: "https://example.org/",
    });
    const w = await click(website.id);
    expect(w.kind === "response" && w.response.headers.get("Location")).toBe(
      "https://example.org/",
    );

    for (const targetUrl of ["javascript:alert(1)", "http://127.0.0.1/admin", "//evil.com"]) {
      const unsafe = await createAdvertisement(db, { ...fresh, targetUrl });
      const u = await click(unsafe.id);
      expect(u.kind).toBe("view");
      if (u.kind === "view") expect(u.result).toMatchObject({ data: { blocked: "unsafe" } });
      expect((await counts(unsafe.id)).clicks).toBe(0);
    }
  });

  it("answers 404 for unknown, malformed and no longer live ads", async () => {
    const db = await getDb();
    const pending = await createAdvertisement(db, { ...fresh, status: "pending" });
    for (const id of [pending.id, "00000000-0000-4000-8000-000000000000", "nope"]) {
      const c = await click(id);
      expect(c).toEqual({ kind: "error", status: 404 });
    }
    expect((await counts(pending.id)).clicks).toBe(0);
  });

  it("still redirects a client over the click limit, without counting", async () => {
    const db = await getDb();
    const live = await createAdvertisement(db, fresh);
    for (let i = 0; i < AD_CLICK_LIMIT.limit + 2; i++) {
      const c = await click(live.id);
      expect(c.kind === "response" && c.response.status).toBe(302);
    }
    expect((await counts(live.id)).clicks).toBe(AD_CLICK_LIMIT.limit);
  });
});
