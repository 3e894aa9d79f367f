import { expect, test } from "./fixtures";

// Hydration data (React Router's loader data, inlined as a script) is sent on top of the
// HTML it describes; on a phone network both count. Loaders send what the page draws:
// the card views (features/*/…-card.tsx) and pictures without their variants' keys.
const PAGES = ["/", "/events", "/marketplace", "/bookings", "/content", "/search?q=lagos"];

function split(html: string) {
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  const hydration = scripts.filter((s) => s.includes("streamController.enqueue")).join("");
  let markup = html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, "");
  for (const s of scripts) markup = markup.replace(s, "");
  return { hydration, markup };
}

for (const path of PAGES)
  test(`${path} sends hydration data far lighter than its HTML`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const { hydration, markup } = split(html);
    expect(hydration.length, "the page has hydration data").toBeGreaterThan(0);
    // A variant's URL follows from its picture's key and width: never sent twice.
    expect(hydration).not.toMatch(/\/w\d+\.webp/);
    // Measured with these views: 18-21 % on the listings and home (was 25-32 %).
    expect(hydration.length / markup.length).toBeLessThan(path.startsWith("/search") ? 0.3 : 0.25);
  });

// Content first (ADR 046): the page's scripts are requested only once it has painted and
// its priority picture has loaded, then the page hydrates as before.
for (const path of ["/", "/events/durbar-heritage-day-jaorz"])
  test(`${path} requests its scripts after its content has painted, then hydrates`, async ({
    page,
  }) => {
    await page.goto(path);
    const timing = await page.evaluate(() => {
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1;
      const scripts = performance
        .getEntriesByType("resource")
        .filter((r) => new URL(r.name).pathname.endsWith(".js"))
        .map((r) => r.startTime);
      const priority = [...document.images]
        .filter((i) => i.fetchPriority === "high")
        .map(
          (i) =>
            (performance.getEntriesByName(i.currentSrc)[0] as PerformanceResourceTiming | undefined)
              ?.responseEnd ?? Infinity,
        );
      return { fcp, scripts, priority };
    });
    expect(timing.fcp, "the browser reports the first contentful paint").toBeGreaterThan(0);
    expect(timing.scripts.length, "the scripts were requested").toBeGreaterThan(5);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.fcp);
    for (const loaded of timing.priority)
      expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(loaded);
    // Hydrated: React Router's client router follows a link without loading a new document.
    await page.waitForFunction(() => "__reactRouterRouteModules" in window);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole("link", { name: "Events", exact: true }).first().click();
    await expect(page).toHaveURL(/\/events$/);
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
  });
