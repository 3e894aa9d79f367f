import { beforeEach, describe, expect, it } from "vitest";
import { linkClicks } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { resetRateLimits } from "~/lib/rate-limit.server";
import { action, LINK_CLICK_LIMIT, loader } from "~/routes/api-link-clicks";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";

/** A click as navigator.sendBeacon posts it: form-encoded. */
function post(
  fields: Record<string, string>,
  { userAgent = BROWSER, ip = "203.0.113.7" }: { userAgent?: string; ip?: string } = {},
) {
  const request = new Request("http://localhost/api/link-clicks", {
    method: "POST",
    headers: { "User-Agent": userAgent, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return action({
    request,
    params: {},
    context: { requestId: "test", nonce: "n", clientIp: ip },
  } as Parameters<typeof action>[0]);
}

async function storedClicks() {
  const db = await getDb();
  return db.select({ url: linkClicks.url, pageUrl: linkClicks.pageUrl }).from(linkClicks);
}

describe("POST /api/link-clicks", () => {
  beforeEach(async () => {
    await resetRateLimits();
    const db = await getDb();
    await db.delete(linkClicks);
  });

  it("records an outbound click with the page it came from", async () => {
    const response = await post({ url: "https://example.com/shop", pageUrl: "/events/jazz" });
    expect(response.status).toBe(204);
    expect(await storedClicks()).toEqual([
      { url: "https://example.com/shop", pageUrl: "/events/jazz" },
    ]);
  });

  it("refuses unsafe, internal and malformed URLs without storing anything", async () => {
    for (const url of [
      "javascript:alert(1)",
      "http://127.0.0.1/admin",
      "http://[::1]/",
      "/events",
      "x".repeat(3000),
    ]) {
      expect((await post({ url })).status).toBe(400);
    }
    expect((await post({ url: "https://example.com", pageUrl: "//evil.com" })).status).toBe(400);
    expect((await post({})).status).toBe(400);
    expect(await storedClicks()).toEqual([]);
  });

  it("answers bots but does not count them", async () => {
    for (const userAgent of ["Googlebot/2.1 (+http://www.google.com/bot.html)", "curl/8.5.0", ""]) {
      expect((await post({ url: "https://example.com" }, { userAgent })).status).toBe(204);
    }
    expect(await storedClicks()).toEqual([]);
  });

  it("limits each client address, not everyone", async () => {
    for (let i = 0; i < LINK_CLICK_LIMIT.limit; i++) {
      expect((await post({ url: "https://example.com" })).status).toBe(204);
    }
    expect((await post({ url: "https://example.com" })).status).toBe(429);
    expect((await post({ url: "https://example.com" }, { ip: "198.51.100.1" })).status).toBe(204);
    expect(await storedClicks()).toHaveLength(LINK_CLICK_LIMIT.limit + 1);
  });

  it("takes no GET", async () => {
    expect(loader().status).toBe(405);
  });
});
