import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db/client.server";
import { invalidatePublicCache } from "~/lib/cache.server";
import { clearSharedBodies } from "~/lib/shared-body.server";
import { createAdvertisement } from "../scripts/seed/factories/advertising";
import { createContent } from "../scripts/seed/factories/content";
import { createEvent } from "../scripts/seed/factories/events";
import { createProduct } from "../scripts/seed/factories/marketplace";
import { createProperty } from "../scripts/seed/factories/stays";
import { createUser } from "../scripts/seed/factories/users";
import { sessionCookie } from "../tests/support/sessions";
import { serverBuildForTests } from "../tests/support/server-build";
import { createServerApp } from "./app";

// The cards of the home page (top providers too), the lists and search are server parts (ADR 049): drawn as
// HTML by the server, never by the browser. Their data stays out of the page's hydration
// data (app/lib/server-only.ts), so a phone does not download and decode them twice.

let app: ReturnType<typeof createServerApp>;
let viewer: string;
const titles = {
  content: "Hydration Test Ankara Lookbook",
  event: "Hydration Test Owambe Night",
  product: "Hydration Test Adire Tote",
  stay: "Hydration Test Lekki Loft",
  provider: "Hydration Test Printers",
};

beforeAll(async () => {
  app = createServerApp({ build: await serverBuildForTests(), clientDir: path.resolve("public") });
  const db = await getDb();
  await createContent(db, { title: titles.content, isFeatured: true });
  await createEvent(db, { title: titles.event });
  await createProduct(db, { title: titles.product });
  await createProperty(db, { title: titles.stay });
  await createAdvertisement(db, { businessName: titles.provider, displayOrder: 0 });
  await createUser(db, { email: "hydration-viewer@example.com", password: "hydration-1" });
  viewer = await sessionCookie("hydration-viewer@example.com", "hydration-1");
});

beforeEach(() => {
  invalidatePublicCache();
  clearSharedBodies();
});

async function page(url: string, cookie?: string) {
  const res = await app.request(`http://localhost${url}`, {
    headers: { Accept: "text/html", ...(cookie ? { Cookie: cookie } : {}) },
  });
  expect(res.status).toBe(200);
  const html = await res.text();
  const hydration = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .filter((script) => script.includes("streamController.enqueue"))
    .join("\n");
  expect(hydration).not.toBe("");
  return { html, hydration };
}

describe("cards drawn by the server are not in the page's data", () => {
  const cases: [string, string][] = [
    ["/", titles.content],
    ["/", titles.event],
    ["/", titles.product],
    ["/", titles.stay],
    ["/", titles.provider],
    ["/content", titles.content],
    ["/events", titles.event],
    ["/marketplace", titles.product],
    ["/bookings", titles.stay],
    ["/search?q=hydration", titles.event],
  ];
  for (const [url, title] of cases)
    it(`${url}: "${title}" is in the markup, not the hydration data`, async () => {
      for (const cookie of [undefined, viewer]) {
        const { html, hydration } = await page(url, cookie);
        expect(html).toContain(title);
        expect(hydration).not.toContain(title);
      }
    });

  it("a client navigation's data still carries the cards, as the part's HTML", async () => {
    const res = await app.request("http://localhost/events.data", {
      headers: { Cookie: viewer },
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    // Only the parts' HTML can carry it: the cards' own data is written as {}.
    expect(text).toContain(titles.event);
  });
});
