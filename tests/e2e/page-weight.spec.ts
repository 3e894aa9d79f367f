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
