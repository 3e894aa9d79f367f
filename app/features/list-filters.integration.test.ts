import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { invalidatePublicCache } from "~/lib/cache.server";
import { availabilityBlocks, calendarFeeds, products } from "~/db/schema";
import { computeFee } from "./payments/fees";
import { feeRuleFor } from "./payments/fees.server";
import type { BookingStatus } from "./stays/booking-status";
import { staySearchProblems } from "./stays/search-messages";
import { addDays, lagosToday, MAX_NIGHTS } from "./stays/stay-dates";
import { getDb } from "~/lib/db/client.server";
import { countCapped } from "~/lib/db/count-capped.server";
import { listPublicContent } from "./content/public-content.server";
import { readProductFilters } from "./marketplace/product-filters";
import { listPublicProducts, productListWhere } from "./marketplace/public-products.server";
import { listPublicProperties } from "./stays/public-properties.server";
import { readStayFilters } from "./stays/stay-filters";
import { readStaySearch } from "./stays/stay-search";
import { createContent } from "../../scripts/seed/factories/content";
import { createProduct } from "../../scripts/seed/factories/marketplace";
import { createBooking, createProperty } from "../../scripts/seed/factories/stays";
import { createUser } from "../../scripts/seed/factories/users";
import { createServerApp } from "../../server/app";
import { serverBuildForTests } from "../../tests/support/server-build";
import { truncateAll } from "../../tests/setup/database";

// The three lists' filters against a real database: each filter alone, together, and
// the edges (ranges typed backwards or empty, sold-out goods, more guests than a stay
// takes, LIKE wildcards typed as text), then the page cache keyed on the query.

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

beforeEach(() => truncateAll());

const titles = (page: { items: { title: string }[] }) => page.items.map((x) => x.title);

describe("/content filters", () => {
  it("narrows by type and category, sorts newest or most viewed, and counts the matches", async () => {
    const db = await getDb();
    const creatorId = (await createUser(db, { role: "creator" })).id;
    const make = (title: string, extra: Parameters<typeof createContent>[1]) =>
      createContent(db, { creatorId, title, moderationStatus: "approved", ...extra });
    await make("Old video", {
      contentType: "video",
      category: "Music",
      viewCount: 900,
      createdAt: ago(9),
    });
    await make("New video", {
      contentType: "video",
      category: "Music",
      viewCount: 10,
      createdAt: ago(1),
    });
    await make("Comedy clip", {
      contentType: "video",
      category: "Comedy",
      viewCount: 5000,
      createdAt: ago(3),
    });
    await make("Music poster", {
      contentType: "image",
      category: "Music",
      viewCount: 50,
      createdAt: ago(2),
    });
    await make("Rejected song", {
      contentType: "audio",
      category: "Music",
      viewCount: 99_999,
      moderationStatus: "rejected",
    });

    expect(titles(await listPublicContent({ page: 1 }))).toEqual([
      "New video",
      "Music poster",
      "Comedy clip",
      "Old video",
    ]);
    const videos = await listPublicContent({ page: 1, type: "video" });
    expect(titles(videos)).toEqual(["New video", "Comedy clip", "Old video"]);
    expect(videos.total).toBe(3);
    expect(titles(await listPublicContent({ page: 1, category: "Music", sort: "most_viewed" })))
      // The rejected item's views do not lift it into the public list.
      .toEqual(["Old video", "Music poster", "New video"]);
    const both = await listPublicContent({ page: 1, type: "video", category: "Music" });
    expect([titles(both), both.total]).toEqual([["New video", "Old video"], 2]);
    const none = await listPublicContent({ page: 1, type: "document", category: "Music" });
    expect([none.items, none.total]).toEqual([[], 0]);
    // The not-found page's search combines with the filters.
    expect(titles(await listPublicContent({ page: 1, type: "video", search: "comedy" }))).toEqual([
      "Comedy clip",
    ]);
  });

  it("keeps the sort stable across pages when views are equal", async () => {
    const db = await getDb();
    const creatorId = (await createUser(db, { role: "creator" })).id;
    for (let i = 0; i < 5; i++)
      await createContent(db, {
        creatorId,
        title: `Clip ${i}`,
        viewCount: 7,
        createdAt: ago(i + 1),
        moderationStatus: "approved",
      });
    const pages = await Promise.all(
      [1, 2, 3].map((page) => listPublicContent({ page, pageSize: 2, sort: "most_viewed" })),
    );
    expect(pages.flatMap(titles)).toEqual(["Clip 0", "Clip 1", "Clip 2", "Clip 3", "Clip 4"]);
    expect(pages[0].total).toBe(5);
  });
});

describe("/marketplace filters", () => {
  const list = (query: string) =>
    listPublicProducts(readProductFilters(new URLSearchParams(query)));

  beforeEach(async () => {
    const db = await getDb();
    const common = { status: "active" as const, moderationStatus: "approved" as const };
    await createProduct(db, {
      ...common,
      title: "Ankara dress",
      category: "Fashion & Clothing",
      price: 15_000,
      compareAtPrice: 20_000,
      stock: 4,
      isDigital: false,
      location: "Ikeja, Lagos",
    });
    await createProduct(db, {
      ...common,
      title: "Aso oke cap",
      category: "Fashion & Clothing",
      price: 5_000,
      compareAtPrice: null,
      stock: 0,
      isDigital: false,
      location: "Ibadan, Oyo",
    });
    await createProduct(db, {
      ...common,
      title: "Recipe e-book",
      category: "Books & Media",
      price: 2_000,
      // A compare-at price below the price is no sale.
      compareAtPrice: 1_500,
      stock: 0,
      isDigital: true,
      location: "Lekki, Lagos",
    });
    await createProduct(db, {
      ...common,
      title: "Power bank",
      category: "Electronics",
      price: 25_000,
      compareAtPrice: 30_000,
      stock: 9,
      isDigital: false,
      location: "Wuse 100% Mall, Abuja",
    });
    await createProduct(db, {
      title: "Pending phone",
      category: "Electronics",
      price: 20_000,
      stock: 3,
      location: "Ikeja, Lagos",
      status: "draft",
      moderationStatus: "pending",
    });
  });

  it("narrows by category, price (both ends included), stock, sale and place", async () => {
    expect(titles(await list("category=fashion+%26+clothing")).sort()).toEqual([
      "Ankara dress",
      "Aso oke cap",
    ]);
    expect(titles(await list("minPrice=5000&maxPrice=15000")).sort()).toEqual([
      "Ankara dress",
      "Aso oke cap",
    ]);
    // Sold out: the physical cap with no stock; a digital good never runs out.
    expect(titles(await list("inStock=on")).sort()).toEqual([
      "Ankara dress",
      "Power bank",
      "Recipe e-book",
    ]);
    expect(titles(await list("onSale=on")).sort()).toEqual(["Ankara dress", "Power bank"]);
    expect(titles(await list("location=lagos")).sort()).toEqual(["Ankara dress", "Recipe e-book"]);
    expect(titles(await list("location=Ike"))).toEqual(["Ankara dress"]);
    expect(titles(await list("location=fct"))).toEqual(["Power bank"]);
    const all = await list(
      "category=Fashion+%26+Clothing&inStock=on&onSale=on&location=Ikeja&maxPrice=15000",
    );
    expect([titles(all), all.total]).toEqual([["Ankara dress"], 1]);
  });

  it("answers the edges: a backwards range, a range nothing is in, wildcards typed as text", async () => {
    expect(titles(await list("minPrice=15000&maxPrice=5000")).sort()).toEqual([
      "Ankara dress",
      "Aso oke cap",
    ]);
    const empty = await list("minPrice=16000&maxPrice=24000");
    expect([empty.items, empty.total, empty.pageCount]).toEqual([[], 0, 1]);
    expect((await list("maxPrice=0")).total).toBe(0);
    // "%" and "_" are letters to find, not LIKE wildcards.
    expect(titles(await list("location=100%25"))).toEqual(["Power bank"]);
    expect((await list("location=%25")).total).toBe(1);
    expect((await list("location=_")).total).toBe(0);
    // Nothing but the draft is in Electronics under ₦21,000.
    expect((await list("category=Electronics&maxPrice=21000")).total).toBe(0);
  });
});

describe("/bookings filters", () => {
  const list = (query: string) => listPublicProperties(readStayFilters(new URLSearchParams(query)));

  beforeEach(async () => {
    const db = await getDb();
    const common = { status: "active" as const, moderationStatus: "approved" as const };
    await createProperty(db, {
      ...common,
      title: "Lekki studio",
      propertyType: "studio",
      city: "Lekki",
      state: "Lagos",
      maxGuests: 2,
      basePricePerNight: 30_000,
    });
    await createProperty(db, {
      ...common,
      title: "Ikoyi family flat",
      propertyType: "apartment",
      city: "Ikoyi",
      state: "Lagos",
      maxGuests: 6,
      basePricePerNight: 85_000,
    });
    await createProperty(db, {
      ...common,
      title: "Garki hotel room",
      propertyType: "hotel",
      city: "Garki",
      state: "Abuja",
      maxGuests: 3,
      basePricePerNight: 45_000,
    });
    await createProperty(db, {
      title: "Unlisted Lekki loft",
      propertyType: "studio",
      city: "Lekki",
      state: "Lagos",
      maxGuests: 4,
      basePricePerNight: 30_000,
      status: "inactive",
      moderationStatus: "approved",
    });
  });

  it("narrows by type, state or city, guests and nightly price", async () => {
    expect(titles(await list("type=studio"))).toEqual(["Lekki studio"]);
    expect(titles(await list("where=lagos")).sort()).toEqual(["Ikoyi family flat", "Lekki studio"]);
    expect(titles(await list("where=LEKKI"))).toEqual(["Lekki studio"]);
    expect(titles(await list("where=FCT"))).toEqual(["Garki hotel room"]);
    expect(titles(await list("guests=3")).sort()).toEqual([
      "Garki hotel room",
      "Ikoyi family flat",
    ]);
    expect(titles(await list("minPrice=30000&maxPrice=45000")).sort()).toEqual([
      "Garki hotel room",
      "Lekki studio",
    ]);
    const all = await list("where=Lagos&guests=2&maxPrice=40000&type=studio");
    expect([titles(all), all.total]).toEqual([["Lekki studio"], 1]);
  });

  it("more guests than any stay takes, or a place nobody lists, is an empty list", async () => {
    for (const query of ["guests=7", "guests=500", "where=Kano", "minPrice=90000"]) {
      const page = await list(query);
      expect([query, page.items, page.total]).toEqual([query, [], 0]);
    }
    // The guests asked for may equal what a stay takes.
    expect(titles(await list("guests=6"))).toEqual(["Ikoyi family flat"]);
  });
});

describe("/bookings for dates (issue 32)", () => {
  const today = lagosToday();
  const day = (n: number) => addDays(today, n);
  const list = (query: string) => listPublicProperties(readStaySearch(new URLSearchParams(query)));
  // Check-in in 10 days, 3 nights: [day 10, day 13).
  const dates = `checkIn=${day(10)}&checkOut=${day(13)}`;

  beforeEach(async () => {
    const db = await getDb();
    const guestId = (await createUser(db, { role: "viewer" })).id;
    const stay = (title: string, extra: Parameters<typeof createProperty>[1] = {}) =>
      createProperty(db, {
        status: "active",
        moderationStatus: "approved",
        title,
        city: "Lekki",
        state: "Lagos",
        maxGuests: 4,
        minNights: 1,
        basePricePerNight: 20_000,
        cleaningFee: 5_000,
        ...extra,
      });
    const book = async (
      propertyId: string,
      checkIn: string,
      checkOut: string,
      status: BookingStatus,
    ) => createBooking(db, { propertyId, guestId, checkIn, checkOut, status });
    const block = (propertyId: string, startsOn: string, endsOn: string, feedId?: string) =>
      db
        .insert(availabilityBlocks)
        .values({ propertyId, startsOn, endsOn, feedId, uid: feedId ? `uid-${startsOn}` : null });

    await stay("Free flat");
    await book((await stay("Confirmed flat")).id, day(11), day(12), "confirmed");
    await book((await stay("Requested flat")).id, day(12), day(15), "requested");
    await book((await stay("Awaiting payment flat")).id, day(8), day(11), "awaiting_payment");
    await book((await stay("Checked-in flat")).id, day(5), day(11), "checked_in");
    // Back to back on both sides: a stay leaving on day 10, another arriving on day 13.
    const busy = await stay("Back-to-back flat");
    await book(busy.id, day(7), day(10), "confirmed");
    await book(busy.id, day(13), day(16), "requested");
    // Bookings that no longer hold their nights.
    const freed = await stay("Freed flat");
    for (const status of [
      "declined",
      "expired",
      "lapsed",
      "cancelled_by_guest",
      "cancelled_by_host",
    ] as const)
      await book(freed.id, day(10), day(13), status);
    await block((await stay("Blocked flat")).id, day(12), day(13));
    const imported = await stay("Imported-block flat");
    const [feed] = await db
      .insert(calendarFeeds)
      .values({ propertyId: imported.id, url: "https://www.airbnb.com/calendar/ical/1.ics" })
      .returning();
    await block(imported.id, day(9), day(11), feed!.id);
    await block((await stay("Block ends on arrival flat")).id, day(3), day(10));
    await stay("Week minimum flat", { minNights: 7 });
    await stay("Studio for two", { maxGuests: 2 });
  });

  const FREE = [
    "Back-to-back flat",
    "Block ends on arrival flat",
    "Free flat",
    "Freed flat",
    "Studio for two",
  ];

  it("shows only the stays free for those nights, back-to-back stays included", async () => {
    const page = await list(dates);
    expect(titles(page).sort()).toEqual(FREE);
    expect(page.total).toBe(FREE.length);
    // Without dates every stay shows.
    expect((await list("")).total).toBe(12);
    // One night before the busy flat's next guest arrives is still free; the night they
    // arrive is not.
    expect(titles(await list(`checkIn=${day(12)}&checkOut=${day(13)}`))).toContain(
      "Back-to-back flat",
    );
    expect(titles(await list(`checkIn=${day(13)}&checkOut=${day(14)}`))).not.toContain(
      "Back-to-back flat",
    );
  });

  it("narrows by guests and by the stay's minimum nights with the dates", async () => {
    expect(titles(await list(`${dates}&guests=3`)).sort()).toEqual(
      FREE.filter((t) => t !== "Studio for two"),
    );
    expect(titles(await list(`checkIn=${day(20)}&checkOut=${day(27)}`))).toContain(
      "Week minimum flat",
    );
    expect(titles(await list(`checkIn=${day(20)}&checkOut=${day(26)}`))).not.toContain(
      "Week minimum flat",
    );
  });

  it("prices the dates on the cards: nights, cleaning and the service fee", async () => {
    const [card] = (await list(`${dates}&where=Lekki`)).items.filter(
      (c) => c.title === "Free flat",
    );
    // 3 × ₦20,000 + ₦5,000 cleaning = ₦65,000, plus the properties' fee on it.
    const fee = computeFee(65_000, await feeRuleFor(await getDb(), "properties")).fee;
    expect(card!.datesTotal).toEqual({ amount: 65_000 + fee, nights: 3 });
    expect((await list("")).items[0]!.datesTotal).toBeNull();
  });

  it("wrong dates or guests are not applied: the list shows every stay", async () => {
    for (const query of [
      `checkIn=${day(13)}&checkOut=${day(10)}`,
      `checkIn=${day(-2)}&checkOut=${day(1)}`,
      `checkIn=${day(10)}&checkOut=${day(410)}`,
      `checkIn=${day(10)}`,
      "checkIn=garbage&checkOut=2027-13-45",
      "guests=0",
    ]) {
      const page = await list(query);
      expect([query, page.total]).toEqual([query, 12]);
    }
  });

  it("answers the page with the dates' message, never an error, with and without JavaScript's data request", async () => {
    const app = createServerApp({
      build: await serverBuildForTests(),
      clientDir: path.resolve("public"),
    });
    const get = (url: string) =>
      app.request(`http://localhost${url}`, { headers: { Accept: "text/html" } });
    const good = await get(`/bookings?${dates}&guests=2`);
    expect(good.status).toBe(200);
    const html = await good.text();
    expect(html).toContain("Back-to-back flat");
    expect(html).not.toContain("Confirmed flat");
    expect(html).toContain("total for 3 nights");
    for (const [query, problem] of [
      [`checkIn=${day(13)}&checkOut=${day(10)}`, staySearchProblems.order],
      [`checkIn=${day(-2)}&checkOut=${day(1)}`, staySearchProblems.past],
      [`checkIn=${day(1)}&checkOut=${day(401)}`, staySearchProblems.too_long(MAX_NIGHTS)],
      ["checkIn=garbage&checkOut=%3Cscript%3E", staySearchProblems.invalid],
      ["guests=0", staySearchProblems.guests],
    ] as const) {
      const res = await get(`/bookings?${query}`);
      const body = await res.text();
      expect([query, res.status]).toEqual([query, 200]);
      expect(body).toContain(problem.replace(/'/g, "&#x27;"));
      // Unfiltered by dates: the booked flat shows too.
      expect(body).toContain("Confirmed flat");
    }
    const data = await app.request(
      `http://localhost/bookings.data?checkIn=${day(13)}&checkOut=${day(10)}`,
    );
    expect(data.status).toBe(200);
  });
});

describe("counts up to a cap", () => {
  it("tells exactly the cap from more than the cap", async () => {
    const db = await getDb();
    const common = { status: "active" as const, moderationStatus: "approved" as const };
    for (let i = 0; i < 3; i++) await createProduct(db, { ...common, category: "Services" });
    const where = productListWhere({
      ...readProductFilters(new URLSearchParams()),
      category: "Services",
    });
    expect(await countCapped({ table: products, where, cap: 2 })).toEqual({
      total: 2,
      capped: true,
    });
    expect(await countCapped({ table: products, where, cap: 3 })).toEqual({
      total: 3,
      capped: false,
    });
    expect(await countCapped({ table: products, where, cap: 5 })).toEqual({
      total: 3,
      capped: false,
    });
  });
});

describe("the anonymous page cache keeps one page per filtered view", () => {
  let app: ReturnType<typeof createServerApp>;
  beforeAll(async () => {
    app = createServerApp({
      build: await serverBuildForTests(),
      clientDir: path.resolve("public"),
    });
  });
  const get = (url: string) =>
    app.request(`http://localhost${url}`, { headers: { Accept: "text/html" } });

  it("answers each query with its own list, and follows a change once invalidated", async () => {
    const db = await getDb();
    const common = { status: "active" as const, moderationStatus: "approved" as const };
    await createProduct(db, { ...common, title: "Solar lantern", category: "Electronics" });
    await createProduct(db, {
      ...common,
      title: "Beaded necklace",
      category: "Jewelry & Accessories",
    });

    const electronics = await get("/marketplace?category=Electronics");
    expect(electronics.headers.get("X-Cache")).toBe("MISS");
    const html = await electronics.text();
    expect(html).toContain("Solar lantern");
    expect(html).not.toContain("Beaded necklace");
    const again = await get("/marketplace?category=Electronics");
    expect(again.headers.get("X-Cache")).toBe("HIT");
    // Another query is another page, never the cached one.
    const jewelry = await get("/marketplace?category=Jewelry+%26+Accessories");
    expect(jewelry.headers.get("X-Cache")).toBe("MISS");
    const jewelryHtml = await jewelry.text();
    expect(jewelryHtml).toContain("Beaded necklace");
    expect(jewelryHtml).not.toContain("Solar lantern");

    // A public change (approval, edit) invalidates: the filtered page shows it at once.
    await createProduct(db, { ...common, title: "Phone charger", category: "Electronics" });
    invalidatePublicCache();
    const fresh = await get("/marketplace?category=Electronics");
    expect(fresh.headers.get("X-Cache")).toBe("MISS");
    expect(await fresh.text()).toContain("Phone charger");
  });
});
