import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { events, profiles, ticketTypes } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { invalidatePublicCache } from "~/lib/cache.server";
import { DEFAULT_DISCOVERY, type DiscoveryParams } from "./discovery";
import { setEventFeatured } from "./feature-event.server";
import {
  discoverEvents,
  featuredEvents,
  getPublicEvent,
  trendingEvents,
  TRENDING_MIN_SALES,
} from "./public-events.server";
import {
  createEventWithTickets,
  createTicketSale,
  lagosTime,
} from "../../../scripts/seed/factories/events";
import { createUser } from "../../../scripts/seed/factories/users";
import { truncateAll } from "../../../tests/setup/database";

const DAY = 86_400_000;
const days = (n: number) => new Date(Date.now() + n * DAY);

beforeEach(async () => {
  await truncateAll();
  invalidatePublicCache();
});

const discover = async (p: Partial<DiscoveryParams>) =>
  (await discoverEvents({ ...DEFAULT_DISCOVERY, ...p })).items.map((e) => e.title);

async function event(
  title: string,
  opts: {
    start?: Date;
    state?: string;
    city?: string;
    tags?: string[];
    prices?: number[];
    description?: string;
    status?: "published" | "cancelled" | "draft";
    moderationStatus?: "approved" | "pending";
  } = {},
) {
  const db = await getDb();
  const start = opts.start ?? days(3);
  return createEventWithTickets(db, {
    event: {
      title,
      description: opts.description ?? "An evening out.",
      startDatetime: start,
      endDatetime: new Date(start.getTime() + 3 * 3_600_000),
      tags: opts.tags ?? ["Owambe"],
      ...(opts.state ? { state: opts.state, city: opts.city ?? opts.state } : {}),
      status: opts.status ?? "published",
      moderationStatus: opts.moderationStatus ?? "approved",
    },
    ticketTypes: (opts.prices ?? [5_000]).map((price, i) => ({
      name: `Type ${i}`,
      price,
      quantity: 100,
    })),
  });
}

const event_ = (title: string, prices: number[]) => event(title, { prices });

describe("discovery filters", () => {
  it("lists only published, approved, not ended events; cancelled ones keep their page", async () => {
    await event("Listed");
    const cancelled = await event("Called Off", { status: "cancelled" });
    await event("Draft", { status: "draft" });
    await event("Pending", { moderationStatus: "pending" });
    await event("Over", { start: days(-2) });
    expect(await discover({})).toEqual(["Listed"]);
    const page = await getPublicEvent(cancelled.event.slug);
    expect(page?.status).toBe("cancelled");
  });

  it("filters by state and by category against tags (any case)", async () => {
    await event("Lagos Music", { state: "Lagos", tags: ["Music", "Live"] });
    await event("Kano Tech", { state: "Kano", tags: ["technology"] });
    await event("Edo Film", { state: "Edo", tags: ["Film"] });
    expect(await discover({ state: "Kano" })).toEqual(["Kano Tech"]);
    expect(await discover({ category: "Technology" })).toEqual(["Kano Tech"]);
    expect(await discover({ category: "Music", state: "Lagos" })).toEqual(["Lagos Music"]);
    expect(await discover({ category: "Music", state: "Edo" })).toEqual([]);
  });

  it("filters the price range against the cheapest ticket", async () => {
    await event("Free Fest", { prices: [0, 50_000] });
    await event("Mid Gala", { prices: [15_000, 90_000], start: days(4) });
    await event("Luxury Night", { prices: [150_000], start: days(5) });
    expect(await discover({ minPrice: 0, maxPrice: 10_000 })).toEqual(["Free Fest"]);
    // 50,000 is Free Fest's dearest ticket, not its cheapest.
    expect(await discover({ minPrice: 40_000, maxPrice: 60_000 })).toEqual([]);
    expect(await discover({ minPrice: 15_000, maxPrice: 15_000 })).toEqual(["Mid Gala"]);
    // The top of the slider is open ended.
    expect(await discover({ minPrice: 20_000 })).toEqual(["Luxury Night"]);
    expect(await discover({})).toHaveLength(3);
  });

  it("filters date ranges in Lagos time", async () => {
    await event("Tonight", { start: lagosTime(0, 23) });
    await event("In Five Days", { start: lagosTime(5, 12) });
    await event("In Ten Days", { start: lagosTime(10, 12) });
    await event("In Forty Days", { start: lagosTime(40, 12) });
    expect(await discover({ range: "today" })).toEqual(["Tonight"]);
    expect(await discover({ range: "this_week" })).toEqual(["Tonight", "In Five Days"]);
    expect(await discover({ range: "all" })).toHaveLength(4);
    const month = await discover({ range: "this_month" });
    expect(month).toContain("Tonight");
    expect(month).not.toContain("In Forty Days");
  });

  it("sorts by date, price (cheapest ticket) and trending", async () => {
    const db = await getDb();
    const a = await event("Alpha", { start: days(1), prices: [20_000] });
    await event("Bravo", { start: days(2), prices: [5_000, 80_000] });
    const c = await event("Charlie", { start: days(3), prices: [40_000] });
    const buyer = { id: null, name: "Ada Obi", email: "ada@example.com" };
    await createTicketSale(db, {
      event: c.event,
      lines: [{ ticketType: c.ticketTypes[0], quantity: TRENDING_MIN_SALES + 2 }],
      buyer,
    });
    await createTicketSale(db, {
      event: a.event,
      lines: [{ ticketType: a.ticketTypes[0], quantity: 3 }],
      buyer,
    });
    // Old sales do not count.
    await createTicketSale(db, {
      event: a.event,
      lines: [{ ticketType: a.ticketTypes[0], quantity: 20 }],
      buyer,
      createdAt: days(-8),
    });
    expect(await discover({ sort: "date_asc" })).toEqual(["Alpha", "Bravo", "Charlie"]);
    expect(await discover({ sort: "date_desc" })).toEqual(["Charlie", "Bravo", "Alpha"]);
    expect(await discover({ sort: "price_asc" })).toEqual(["Bravo", "Alpha", "Charlie"]);
    expect(await discover({ sort: "price_desc" })).toEqual(["Charlie", "Alpha", "Bravo"]);
    expect(await discover({ sort: "trending" })).toEqual(["Charlie", "Alpha", "Bravo"]);
    // The strip: only events at or above the threshold.
    const strip = await trendingEvents();
    expect(strip.map((e) => e.title)).toEqual(["Charlie"]);
    expect(strip[0].isTrending).toBe(true);
  });

  it("finds text contained anywhere, or ≥ 80 % of the letters in order in the title", async () => {
    await event("Abeokuta Jazz Night", { description: "Highlife under the stars." });
    await event("Tech Summit", { description: "Panels on fintech and afrobeats business." });
    await event("Owambe Party", { tags: ["Owambe", "Culture"] });
    expect(await discover({ q: "jazz" })).toEqual(["Abeokuta Jazz Night"]);
    // In the description, and in the tags.
    expect(await discover({ q: "fintech" })).toEqual(["Tech Summit"]);
    expect(await discover({ q: "culture" })).toEqual(["Owambe Party"]);
    // Typos: every letter of "abeokta" is in order in the title; "jazxz" has 4 of 5.
    expect(await discover({ q: "abeokta" })).toEqual(["Abeokuta Jazz Night"]);
    expect(await discover({ q: "jazxz nite" })).toEqual([]);
    expect(await discover({ q: "abeokuta jaz" })).toEqual(["Abeokuta Jazz Night"]);
    expect(await discover({ q: "kilimanjaro" })).toEqual([]);
    // % and _ are letters, not wildcards.
    expect(await discover({ q: "%" })).toEqual([]);
  });

  it("paginates with the filters kept and counts every match", async () => {
    for (let i = 0; i < 5; i++)
      await event(`Lagos Show ${i}`, { state: "Lagos", start: days(i + 1) });
    await event("Kano Show", { state: "Kano" });
    const first = await discoverEvents({ ...DEFAULT_DISCOVERY, state: "Lagos" }, { pageSize: 2 });
    const third = await discoverEvents(
      { ...DEFAULT_DISCOVERY, state: "Lagos", page: 3 },
      { pageSize: 2 },
    );
    const beyond = await discoverEvents(
      { ...DEFAULT_DISCOVERY, state: "Lagos", page: 9 },
      { pageSize: 2 },
    );
    expect([first.total, first.pageCount]).toEqual([5, 3]);
    expect(third.items.map((e) => e.title)).toEqual(["Lagos Show 4"]);
    expect([beyond.items.length, beyond.total]).toEqual([0, 5]);
  });
});

describe("the cheapest price kept on the event", () => {
  it("follows ticket types as they are added, repriced and removed", async () => {
    const db = await getDb();
    const {
      event,
      ticketTypes: [cheap, dear],
    } = await event_("Repriced", [5_000, 9_000]);
    const minPrice = async () =>
      (await db.select({ p: events.minPrice }).from(events).where(eq(events.id, event.id)))[0].p;
    expect(await minPrice()).toBe(5_000);
    await db.update(ticketTypes).set({ price: 12_000 }).where(eq(ticketTypes.id, cheap.id));
    expect(await minPrice()).toBe(9_000);
    await db.delete(ticketTypes).where(eq(ticketTypes.id, dear.id));
    expect(await minPrice()).toBe(12_000);
    await db.insert(ticketTypes).values({ eventId: event.id, name: "Free", price: 0, quantity: 5 });
    expect(await minPrice()).toBe(0);
    // A sale changes `sold`, never the event row.
    const [before] = await db.select().from(events).where(eq(events.id, event.id));
    await db.update(ticketTypes).set({ sold: 1 }).where(eq(ticketTypes.id, cheap.id));
    const [after] = await db.select().from(events).where(eq(events.id, event.id));
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect((await discover({ maxPrice: 0 })).length).toBe(1);
  });
});

describe("trending pages and capped counts", () => {
  it("pages through the selling events, most sold first, then the rest soonest first", async () => {
    const db = await getDb();
    const buyer = { id: null, name: "Ada Obi", email: "ada@example.com" };
    const titles = ["One", "Two", "Three", "Four", "Five", "Six"];
    const made = [];
    for (const [i, title] of titles.entries())
      made.push(await event(title, { start: days(i + 1) }));
    // Sales: Six 5, Four 3, Two 1; the others none.
    for (const [index, quantity] of [
      [5, 5],
      [3, 3],
      [1, 1],
    ] as const) {
      await createTicketSale(db, {
        event: made[index].event,
        lines: [{ ticketType: made[index].ticketTypes[0], quantity }],
        buyer,
      });
    }
    const page = async (n: number) =>
      (
        await discoverEvents({ ...DEFAULT_DISCOVERY, sort: "trending", page: n }, { pageSize: 2 })
      ).items.map((e) => e.title);
    expect([await page(1), await page(2), await page(3), await page(4)]).toEqual([
      ["Six", "Four"],
      ["Two", "One"],
      ["Three", "Five"],
      [],
    ]);
  });

  it("counts up to the cap and says when there are more", async () => {
    for (let i = 0; i < 4; i++) await event(`Show ${i}`, { start: days(i + 1) });
    const capped = await discoverEvents(DEFAULT_DISCOVERY, { countCap: 3, pageSize: 2 });
    expect([capped.total, capped.capped, capped.pageCount]).toEqual([3, true, 2]);
    const exact = await discoverEvents(DEFAULT_DISCOVERY, { countCap: 4 });
    expect([exact.total, exact.capped]).toEqual([4, false]);
  });

  it("a common word walks the sort's index to the same page the text index gives", async () => {
    await event("Show Alpha", { start: days(3), prices: [9_000] });
    await event("Show Bravo", { start: days(1), prices: [3_000] });
    await event("Show Charlie", { start: days(2), prices: [6_000] });
    await event("Gala Delta", { start: days(4), prices: [1_000] });
    await event("Shoow Echo", { start: days(5), prices: [2_000] }); // in order: 4 of 4
    for (const sort of ["date_asc", "date_desc", "price_asc", "price_desc"] as const) {
      const p = { ...DEFAULT_DISCOVERY, q: "show", sort };
      const exact = await discoverEvents(p, { countCap: 100, pageSize: 2 });
      const walked = await discoverEvents({ ...p }, { countCap: 1, walkFrom: 1, pageSize: 2 });
      const walkedPage2 = await discoverEvents(
        { ...p, page: 2 },
        { countCap: 1, walkFrom: 1, pageSize: 2 },
      );
      const exactPage2 = await discoverEvents({ ...p, page: 2 }, { countCap: 100, pageSize: 2 });
      expect(walked.capped, sort).toBe(true);
      expect(exact.total, sort).toBe(4);
      expect(
        walked.items.map((e) => e.title),
        sort,
      ).toEqual(exact.items.map((e) => e.title));
      expect(
        walkedPage2.items.map((e) => e.title),
        sort,
      ).toEqual(exactPage2.items.map((e) => e.title));
    }
  });
});

describe("featured events", () => {
  it("an admin marks and unmarks; the tab shows listed ones only and the cache follows", async () => {
    const db = await getDb();
    const admin = await createUser(db, { role: "admin" });
    const moderator = await createUser(db, { role: "moderator" });
    const gala = await event("Gala");
    const past = await event("Past Gala", { start: days(-3) });
    expect((await featuredEvents({ page: 1 })).items).toEqual([]);

    await setEventFeatured({ actorId: admin.id, eventId: gala.event.id, featured: true });
    await setEventFeatured({ actorId: admin.id, eventId: past.event.id, featured: true });
    // Served fresh: the write dropped the cached empty tab.
    expect((await featuredEvents({ page: 1 })).items.map((e) => e.title)).toEqual(["Gala"]);
    expect((await getPublicEvent(gala.event.slug))?.featured).toBe(true);

    await expect(
      setEventFeatured({ actorId: moderator.id, eventId: gala.event.id, featured: false }),
    ).rejects.toMatchObject({ kind: "forbidden" });
    // The right is read from the database, not from who the caller says it is.
    await db.update(profiles).set({ role: "viewer" }).where(eq(profiles.id, admin.id));
    await expect(
      setEventFeatured({ actorId: admin.id, eventId: gala.event.id, featured: false }),
    ).rejects.toMatchObject({ kind: "forbidden" });
    await db.update(profiles).set({ role: "admin" }).where(eq(profiles.id, admin.id));

    await setEventFeatured({ actorId: admin.id, eventId: gala.event.id, featured: false });
    expect((await featuredEvents({ page: 1 })).items).toEqual([]);
    const [row] = await db.select().from(events).where(eq(events.id, gala.event.id));
    expect([row.featured, row.featuredAt]).toEqual([false, null]);
  });
});
