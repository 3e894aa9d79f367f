import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { content, contentViews } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { getMyAnalytics } from "~/features/dashboard/my-items.server";
import { action as beacon, loader as pixel } from "~/routes/api-content-views";
import { createContent } from "../../../scripts/seed/factories/content";
import { createUser } from "../../../scripts/seed/factories/users";
import { sessionCookie } from "../../../tests/support/sessions";
import { recordContentView, watDayOf } from "./record-content-view.server";

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36";
const OTHER_BROWSER = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) AppleWebKit/605.1.15 Safari/604.1";

let creatorId: string;
let itemId: string;
let viewerCookie: string;

beforeAll(async () => {
  const db = await getDb();
  const creator = await createUser(db, { role: "creator" });
  creatorId = creator.id;
  itemId = (await createContent(db, { creatorId, viewCount: 0 })).id;
  await createUser(db, {
    role: "viewer",
    email: "views-viewer@example.com",
    password: "views-password-1",
  });
  viewerCookie = await sessionCookie("views-viewer@example.com", "views-password-1");
});

/** The beacon as a browser posts it (navigator.sendBeacon: form-encoded). */
function post(id: string, { ip = "203.0.113.7", ua = BROWSER, cookie = "" } = {}) {
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded" });
  if (ua) headers.set("User-Agent", ua);
  if (cookie) headers.set("Cookie", cookie);
  return beacon({
    request: new Request("http://localhost/api/content-views", {
      method: "POST",
      headers,
      body: new URLSearchParams({ id }),
    }),
    params: {},
    context: { requestId: "t", nonce: "n", clientIp: ip },
  } as never) as Promise<Response>;
}

/** The <noscript> image as a browser asks for it: a GET, from our page or another site's. */
function image(
  id: string,
  {
    ip = "203.0.113.70",
    ua = BROWSER,
    site,
    referer,
  }: { ip?: string; ua?: string; site?: string; referer?: string } = {},
) {
  const headers = new Headers({ "User-Agent": ua, Accept: "image/avif,image/webp,*/*" });
  if (site) headers.set("Sec-Fetch-Site", site);
  if (referer) headers.set("Referer", referer);
  return pixel({
    request: new Request(`http://localhost/api/content-views?id=${id}`, { headers }),
    params: {},
    context: { requestId: "t", nonce: "n", clientIp: ip },
  } as never) as Promise<Response>;
}

async function viewCount(id = itemId) {
  const [row] = await (await getDb()).select().from(content).where(eq(content.id, id));
  return row!.viewCount;
}

describe("counting content views", () => {
  it("counts one view per visitor per item per day; bots and junk never count", async () => {
    expect((await post(itemId)).status).toBe(204);
    expect(await viewCount()).toBe(1);
    // The same visitor again today (same address and browser): not counted again.
    expect((await post(itemId)).status).toBe(204);
    expect(await viewCount()).toBe(1);
    // Another browser on the same address, another address: other visitors.
    await post(itemId, { ua: OTHER_BROWSER });
    await post(itemId, { ip: "198.51.100.20" });
    expect(await viewCount()).toBe(3);
    // A signed-in person is one visitor wherever they are.
    await post(itemId, { cookie: viewerCookie });
    await post(itemId, { cookie: viewerCookie, ip: "192.0.2.99", ua: OTHER_BROWSER });
    expect(await viewCount()).toBe(4);
    // Crawlers and scripts, and a request with no user agent at all.
    for (const ua of [
      "Googlebot/2.1 (+http://www.google.com/bot.html)",
      "facebookexternalhit/1.1",
      "curl/8.5.0",
      "Mozilla/5.0 HeadlessChrome/131.0",
      "",
    ])
      expect((await post(itemId, { ua, ip: "192.0.2.1" })).status, ua).toBe(204);
    expect(await viewCount()).toBe(4);
    // Not an id; an id of nothing.
    expect((await post("not-an-id")).status).toBe(400);
    await post("00000000-0000-4000-8000-000000000000");
    const rows = await (
      await getDb()
    )
      .select()
      .from(contentViews)
      .where(eq(contentViews.contentId, itemId));
    expect(rows).toHaveLength(4);
    // No address is stored: anonymous visitors are a keyed hash, people their id.
    expect(rows.every((r) => /^(a:[\w-]{32}|u:[0-9a-f-]{36})$/.test(r.visitorKey))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain("203.0.113.7");
  });

  it("counts a view without JavaScript from the page's image, by the same rules", async () => {
    const db = await getDb();
    const item = await createContent(db, { creatorId, viewCount: 0 });
    const res = await image(item.id, { site: "same-origin" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/gif");
    // Never from a cache: the page around it may be a cached copy, the image may not.
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 6)
        .toString(),
    ).toBe("GIF89a");
    expect(await viewCount(item.id)).toBe(1);
    // The same visitor again today, whichever way: once.
    await image(item.id, { site: "same-origin" });
    await post(item.id, { ip: "203.0.113.70" });
    expect(await viewCount(item.id)).toBe(1);
    // An older browser without Sec-Fetch-Site, on our page.
    await image(item.id, { ip: "203.0.113.71", referer: `http://localhost/content/${item.slug}` });
    expect(await viewCount(item.id)).toBe(2);
    // Another site showing our image, a bare request, a crawler: answered, never counted.
    const elsewhere = await image(item.id, { ip: "203.0.113.72", site: "cross-site" });
    expect(elsewhere.status).toBe(200);
    await image(item.id, { ip: "203.0.113.73", referer: "https://elsewhere.example/page" });
    await image(item.id, { ip: "203.0.113.74" });
    await image(item.id, { ip: "203.0.113.75", site: "same-origin", ua: "Googlebot/2.1" });
    expect(await viewCount(item.id)).toBe(2);
    expect((await image("not-an-id", { site: "same-origin", ip: "203.0.113.76" })).status).toBe(
      400,
    );
  });

  it("counts the same visitor again on the next Lagos day, and items nobody can see never", async () => {
    const db = await getDb();
    const item = await createContent(db, { creatorId, viewCount: 0 });
    const visitor = { userId: null, ip: "203.0.113.50", userAgent: BROWSER };
    // 23:30 UTC is already tomorrow in Lagos (WAT = UTC+1).
    const late = new Date("2026-11-20T22:30:00Z");
    const later = new Date("2026-11-20T23:30:00Z");
    expect(watDayOf(late)).toBe("2026-11-20");
    expect(watDayOf(later)).toBe("2026-11-21");
    expect(await recordContentView({ contentId: item.id, visitor, now: late })).toBe(true);
    expect(await recordContentView({ contentId: item.id, visitor, now: late })).toBe(false);
    expect(await recordContentView({ contentId: item.id, visitor, now: later })).toBe(true);
    expect(await viewCount(item.id)).toBe(2);

    for (const hidden of [
      { processingStatus: "processing" as const },
      { processingStatus: "failed" as const },
      { moderationStatus: "rejected" as const },
    ]) {
      const row = await createContent(db, { creatorId, viewCount: 0, ...hidden });
      expect(await recordContentView({ contentId: row.id, visitor }), JSON.stringify(hidden)).toBe(
        false,
      );
      expect(await viewCount(row.id)).toBe(0);
    }
  });

  it("feeds the creator's Analytics: total views and real figures per day", async () => {
    const db = await getDb();
    const creator = await createUser(db, { role: "creator" });
    const a = await createContent(db, { creatorId: creator.id, viewCount: 0 });
    const b = await createContent(db, { creatorId: creator.id, viewCount: 0 });
    const now = new Date("2026-11-24T12:00:00Z");
    const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
    const view = (contentId: string, ip: string, at: Date) =>
      recordContentView({ contentId, visitor: { userId: null, ip, userAgent: BROWSER }, now: at });
    await view(a.id, "203.0.113.1", now);
    await view(a.id, "203.0.113.2", now);
    await view(b.id, "203.0.113.1", now);
    await view(a.id, "203.0.113.1", daysAgo(2));
    // Outside the 30 days shown.
    await view(a.id, "203.0.113.1", daysAgo(40));

    const before = await getMyAnalytics(db, creator.id, now);
    expect(before.content.views).toBe(5);
    expect(before.content.perDay).toHaveLength(30);
    expect(before.content.perDay.at(-1)).toEqual({ day: "2026-11-24", views: 3 });
    expect(before.content.perDay.at(-3)).toEqual({ day: "2026-11-22", views: 1 });
    expect(before.content.perDay[0]!.day).toBe("2026-10-26");
    expect(before.content.perDay.reduce((s, d) => s + d.views, 0)).toBe(4);

    // A new view changes the figures: they are counted, not fixed numbers.
    await view(b.id, "203.0.113.9", now);
    const after = await getMyAnalytics(db, creator.id, now);
    expect(after.content.views).toBe(6);
    expect(after.content.perDay.at(-1)).toEqual({ day: "2026-11-24", views: 4 });
    // Another creator's views are not theirs.
    const other = await createUser(db, { role: "creator" });
    await createContent(db, { creatorId: other.id, viewCount: 0 });
    expect(
      (await getMyAnalytics(db, other.id, now)).content.perDay.every((d) => d.views === 0),
    ).toBe(true);
  });
});
