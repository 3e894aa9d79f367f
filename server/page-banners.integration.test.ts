import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db/client.server";
import { invalidatePublicCache } from "~/lib/cache.server";
import { clearSharedBodies } from "~/lib/shared-body.server";
import { createAdvertisement } from "../scripts/seed/factories/advertising";
import { createEvent } from "../scripts/seed/factories/events";
import { createUser } from "../scripts/seed/factories/users";
import { sessionCookie } from "../tests/support/sessions";
import { serverBuildForTests } from "../tests/support/server-build";
import { createServerApp } from "./app";

// A page's paid banners come with the root loader's chrome, whether the page is loaded as
// a document or by a client navigation (`/marketplace.data`, `/_.data` for `/`): the
// placement follows the page's path, never the data request's (issue 30 §3.2).

let app: ReturnType<typeof createServerApp>;
let viewer: string;
let eventSlug: string;
const banners = {
  homepage: "Page Banners Test Home Jollof",
  marketplace: "Page Banners Test Market Adire",
  events: "Page Banners Test Events Sound",
} as const;

beforeAll(async () => {
  app = createServerApp({ build: await serverBuildForTests(), clientDir: path.resolve("public") });
  const db = await getDb();
  for (const placement of ["homepage", "marketplace", "events"] as const)
    await createAdvertisement(db, {
      advertisementType: "banner",
      placementLocation: placement,
      title: banners[placement],
      displayOrder: -1,
    });
  eventSlug = (await createEvent(db, { title: "Page Banners Test Owambe" })).slug;
  await createUser(db, { email: "page-banners-viewer@example.com", password: "banners-1" });
  viewer = await sessionCookie("page-banners-viewer@example.com", "banners-1");
});

beforeEach(() => {
  invalidatePublicCache();
  clearSharedBodies();
});

async function body(url: string, cookie?: string) {
  const res = await app.request(`http://localhost${url}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  expect(res.status).toBe(200);
  return res.text();
}

describe("a client navigation's data carries the page's banners", () => {
  const cases: [string, () => string, string][] = [
    ["/marketplace.data", () => "/marketplace.data", banners.marketplace],
    ["/events.data", () => "/events.data", banners.events],
    ["/events/{slug}.data", () => `/events/${eventSlug}.data`, banners.events],
    ["/_.data (home)", () => "/_.data", banners.homepage],
    ["/events.data?_routes=root", () => "/events.data?_routes=root", banners.events],
  ];
  for (const [name, url, title] of cases)
    it(`${name}: signed out and signed in (the first page after signing in)`, async () => {
      for (const cookie of [undefined, viewer]) {
        const text = await body(url(), cookie);
        expect(text).toContain(title);
        for (const other of Object.values(banners))
          if (other !== title) expect(text).not.toContain(other);
      }
    });

  it("the same banners as the page's document", async () => {
    expect(await body("/marketplace")).toContain(banners.marketplace);
    expect(await body("/events")).toContain(banners.events);
  });

  it("a page without a placement carries none", async () => {
    const text = await body("/about.data");
    for (const title of Object.values(banners)) expect(text).not.toContain(title);
  });
});
