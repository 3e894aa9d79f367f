import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mediaAssets } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { invalidatePublicCache } from "~/lib/cache.server";
import { clearSharedBodies, sharedBodyCounts } from "~/lib/shared-body.server";
import { createContent } from "../scripts/seed/factories/content";
import { createEvent, createEventWithTickets } from "../scripts/seed/factories/events";
import { createProduct } from "../scripts/seed/factories/marketplace";
import { createProperty } from "../scripts/seed/factories/stays";
import { createUser } from "../scripts/seed/factories/users";
import { sessionCookie } from "../tests/support/sessions";
import { serverBuildForTests } from "../tests/support/server-build";
import { createServerApp } from "./app";

// Shared page bodies through the whole server (ADR 048): a signed-in page whose body is
// the kept copy of an anonymous render is the page a full render makes for that person,
// byte for byte, nonces aside.

let app: ReturnType<typeof createServerApp>;
let viewer: string;
let organizer: string;
let admin: string;
let eventPath: string;
let soldOutPath: string;
let productPath: string;

beforeAll(async () => {
  app = createServerApp({ build: await serverBuildForTests(), clientDir: path.resolve("public") });
  const db = await getDb();
  for (let i = 0; i < 3; i++) {
    const item = await createContent(db, { isFeatured: i < 2, contentType: "image" });
    // Thumbnails with variants: the first cards are priority pictures React preloads.
    await db.insert(mediaAssets).values({
      key: item.thumbnailKey!,
      width: 800,
      height: 450,
      variantWidths: [320, 640, 800],
      placeholderColor: "#224466",
    });
  }
  await createEvent(db);
  const onSale = await createEventWithTickets(db, {
    event: { status: "published" },
    ticketTypes: [{ name: "Regular", price: 5000, quantity: 100, sold: 0 }],
  });
  eventPath = `/events/${onSale.event.slug}`;
  const soldOut = await createEventWithTickets(db, {
    event: { status: "published" },
    ticketTypes: [{ name: "Front row", price: 20000, quantity: 10, sold: 10 }],
  });
  soldOutPath = `/events/${soldOut.event.slug}`;
  const product = await createProduct(db);
  productPath = `/marketplace/${product.slug}`;
  await createProperty(db);
  // The header shows the viewer's avatar: a picture of the chrome, never preloaded.
  await createUser(db, {
    email: "shared-viewer@example.com",
    role: "viewer",
    password: "shared-body-1",
    avatarKey: "avatars/shared-viewer.png",
  });
  viewer = await sessionCookie("shared-viewer@example.com", "shared-body-1");
  await createUser(db, {
    email: "shared-organizer@example.com",
    role: "event_organizer",
    password: "shared-body-2",
  });
  organizer = await sessionCookie("shared-organizer@example.com", "shared-body-2");
  await createUser(db, {
    email: "shared-admin@example.com",
    role: "admin",
    password: "shared-body-3",
  });
  admin = await sessionCookie("shared-admin@example.com", "shared-body-3");
});

beforeEach(() => {
  invalidatePublicCache();
  clearSharedBodies();
});

const get = (url: string, cookie?: string) =>
  app.request(`http://localhost${url}`, {
    headers: { Accept: "text/html", ...(cookie ? { Cookie: cookie } : {}) },
  });

/** The page with this response's nonce taken out (it is the only per-response byte). */
async function withoutNonce(res: Response) {
  expect(res.status).toBe(200);
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")![1]!;
  const html = await res.text();
  expect(Number(res.headers.get("Content-Length") ?? Buffer.byteLength(html))).toBe(
    Buffer.byteLength(html),
  );
  return html.split(nonce).join("NONCE");
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

describe("a signed-in page with a shared body", () => {
  // Every page whose data is everyone's (sharedPageData) shares its body: no list of pages.
  for (const which of [
    "/",
    "/events",
    "/marketplace",
    "/bookings",
    "/content",
    "/events?tab=featured",
    "an event page",
    "a product page",
  ])
    it(`${which}: the kept body makes the same page as a full render`, async () => {
      const url =
        which === "an event page" ? eventPath : which === "a product page" ? productPath : which;
      const before = { ...sharedBodyCounts };
      const full = await withoutNonce(await get(url, viewer));
      expect(sharedBodyCounts.used).toBe(before.used);
      // The full render asked for a render for nobody, which keeps the body.
      await until(() => sharedBodyCounts.kept > before.kept);
      const spliced = await get(url, viewer);
      expect(spliced.headers.get("X-Shared-Body")).toBeNull();
      expect(spliced.headers.get("Server-Timing")).toBe('body;desc="shared"');
      expect(sharedBodyCounts.used).toBe(before.used + 1);
      expect(await withoutNonce(spliced)).toBe(full);
      // Another person's page from the same body is their own page.
      const fullForOrganizer = await withoutNonce(await get(url, organizer));
      expect(fullForOrganizer).toContain("shared-organizer@example.com");
      expect(fullForOrganizer).not.toContain("shared-viewer@example.com");
      expect(sharedBodyCounts.used).toBe(before.used + 2);
    });

  // Each test its own URL: a page is rendered for nobody at most once in 5 s.
  it("keeps the body's picture preloads and never preloads the header avatar", async () => {
    const { kept, used } = { ...sharedBodyCounts };
    await get("/?case=preloads", viewer);
    await until(() => sharedBodyCounts.kept > kept);
    const html = await withoutNonce(await get("/?case=preloads", viewer));
    expect(sharedBodyCounts.used).toBe(used + 1);
    expect(html).toContain('<img src="/media/avatars/shared-viewer/w64.webp"');
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head.match(/<link rel="preload" as="image"[^>]*fetchPriority="high"/g)).toHaveLength(2);
    expect(head).not.toContain("/avatars/");
  });

  it("is rendered in full again once public data changes", async () => {
    const { kept } = { ...sharedBodyCounts };
    await get("/?case=fresh", viewer);
    await until(() => sharedBodyCounts.kept > kept);
    const db = await getDb();
    await createContent(db, { title: "A brand new upload" });
    invalidatePublicCache(); // what publishing does
    const used = sharedBodyCounts.used;
    const html = await (await get("/?case=fresh", viewer)).text();
    expect(sharedBodyCounts.used).toBe(used);
    expect(html).toContain("A brand new upload");
  });

  it("is not used for an admin's event page (its Feature button) nor kept from it", async () => {
    const { kept, used } = { ...sharedBodyCounts };
    const url = `${eventPath}?case=admin`;
    const html = await (await get(url, admin)).text();
    expect(html).toContain('name="featured"');
    await new Promise((r) => setTimeout(r, 50));
    expect(sharedBodyCounts.kept).toBe(kept);
    await get(url); // anonymous: keeps the body
    await until(() => sharedBodyCounts.kept > kept);
    const again = await get(url, admin);
    expect(again.headers.get("Server-Timing")).toBeNull();
    expect(await again.text()).toContain('name="featured"');
    expect(sharedBodyCounts.used).toBe(used);
    // A viewer's page from that body has no Feature button.
    const viewers = await get(url, viewer);
    expect(viewers.headers.get("Server-Timing")).toBe('body;desc="shared"');
    expect(await viewers.text()).not.toContain('name="featured"');
  });

  it("is not used nor kept for an event page with a waitlist form (filled in per person)", async () => {
    const { kept, used } = { ...sharedBodyCounts };
    await get(soldOutPath);
    const html = await (await get(soldOutPath, viewer)).text();
    expect(html).toContain('value="shared-viewer@example.com"');
    await new Promise((r) => setTimeout(r, 50));
    expect(sharedBodyCounts.kept).toBe(kept);
    expect(sharedBodyCounts.used).toBe(used);
  });

  // A rendered page is whole in memory: it is compressed in one pass and sent with its
  // length. Through the stream path, one 100 kB page cost ~6 ms of the thread pool's CPU
  // and the shared-body lists a third of their throughput (ADR 078 addendum).
  it("is compressed in one pass, with its length, like a cache hit", async () => {
    const { kept } = { ...sharedBodyCounts };
    const brotli = (cookie?: string) =>
      app.request("http://localhost/?case=compressed", {
        headers: { Accept: "text/html", "Accept-Encoding": "br, gzip", Cookie: cookie ?? "" },
      });
    const unpack = async (res: Response) => {
      expect(res.headers.get("Content-Encoding")).toBe("br");
      const packed = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get("Content-Length")).toBe(String(packed.length));
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")![1]!;
      return brotliDecompressSync(packed).toString("utf8").split(nonce).join("NONCE");
    };
    // A full render (signed-in, nothing kept yet), then one made with the kept body.
    const full = await unpack(await brotli(viewer));
    await until(() => sharedBodyCounts.kept > kept);
    const spliced = await brotli(viewer);
    expect(spliced.headers.get("Server-Timing")).toBe('body;desc="shared"');
    expect(await unpack(spliced)).toBe(full);
    expect(full).toContain("shared-viewer@example.com");
  });

  it("is never used for a page that is not shared", async () => {
    const used = sharedBodyCounts.used;
    await get("/about");
    await get("/about", viewer);
    await get("/dashboard/profile", viewer);
    expect(sharedBodyCounts.used).toBe(used);
  });
});
