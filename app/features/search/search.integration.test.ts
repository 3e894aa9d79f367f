import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb, type Db } from "~/lib/db/client.server";
import { createContent } from "../../../scripts/seed/factories/content";
import { createEvent, createEventWithTickets } from "../../../scripts/seed/factories/events";
import { createProduct } from "../../../scripts/seed/factories/marketplace";
import { createProperty } from "../../../scripts/seed/factories/stays";
import { readSearchParams } from "./search-params.server";
import { search, searchLimits } from "./search.server";

let db: Db;

const find = (url: string) => search(readSearchParams(new URL(url, "http://localhost")));

beforeAll(async () => {
  db = await getDb();
  await createEventWithTickets(db, {
    event: {
      title: "Lagos Jazz Night",
      city: "Lagos",
      state: "Lagos",
      status: "published",
      moderationStatus: "approved",
    },
    ticketTypes: [{ name: "Regular", price: 15_000 }],
  });
  await createEventWithTickets(db, {
    event: { title: "Lagos Jazz Rehearsal", status: "published", moderationStatus: "pending" },
  });
  await createProduct(db, {
    title: "Jazz Vinyl Record",
    price: 8_000,
    location: "Ibadan, Oyo",
    status: "active",
    moderationStatus: "approved",
  });
  await createProduct(db, {
    title: "Jazz Saxophone",
    price: 450_000,
    location: "Abuja, FCT",
    status: "active",
    moderationStatus: "approved",
  });
  await createProperty(db, {
    title: "Jazz Lounge Studio Apartment",
    city: "Lekki",
    state: "Lagos",
    basePricePerNight: 60_000,
    status: "active",
    moderationStatus: "approved",
  });
  await createContent(db, {
    title: "History of Nigerian Jazz",
    status: "published",
    moderationStatus: "approved",
  });
  await createContent(db, {
    title: "Rejected Jazz Clip",
    status: "published",
    moderationStatus: "rejected",
  });
});

const titles = (r: Awaited<ReturnType<typeof find>>) =>
  r.flatMap((t) => t.items.map((i) => i.title));

describe("universal search", () => {
  it("finds visible items of every type and never hidden ones", async () => {
    const all = titles(await find("/search?q=jazz"));
    expect(all).toEqual(
      expect.arrayContaining([
        "Lagos Jazz Night",
        "Jazz Vinyl Record",
        "Jazz Saxophone",
        "Jazz Lounge Studio Apartment",
        "History of Nigerian Jazz",
      ]),
    );
    expect(all).not.toContain("Lagos Jazz Rehearsal");
    expect(all).not.toContain("Rejected Jazz Clip");
  });

  it("tolerates typos and half-typed words", async () => {
    expect(titles(await find("/search?q=lagos%20jaz"))).toContain("Lagos Jazz Night");
    expect(titles(await find("/search?q=saxophon"))).toContain("Jazz Saxophone");
  });

  it("finds items by their tags, and stays by their amenities", async () => {
    await createProduct(db, {
      title: "Beaded Clutch Purse",
      description: "Hand-beaded by artisans in Ibadan.",
      tags: ["Owambe", "Accessories"],
      status: "active",
      moderationStatus: "approved",
    });
    await createProperty(db, {
      title: "Quiet Garden Flat",
      city: "Lekki",
      state: "Lagos",
      description: "Two bedrooms near the beach.",
      summary: "A calm flat.",
      amenities: ["Swimming pool", "Generator"],
      status: "active",
      moderationStatus: "approved",
    });
    expect(titles(await find("/search?q=owambe"))).toContain("Beaded Clutch Purse");
    expect(titles(await find("/search?q=lekki%20swimming"))).toContain("Quiet Garden Flat");
  });

  it("a blank query returns nothing", async () => {
    expect(await find("/search?q=%20%20")).toEqual([]);
  });

  it("filters by type, location and price band; items without a price pass", async () => {
    const products = await find("/search?q=jazz&type=product");
    expect(products).toHaveLength(1);
    expect(products[0]!.items.every((i) => i.type === "product")).toBe(true);

    const cheap = titles(await find("/search?q=jazz&price=0-10000"));
    expect(cheap).toContain("Jazz Vinyl Record");
    expect(cheap).toContain("History of Nigerian Jazz");
    expect(cheap).not.toContain("Jazz Saxophone");
    expect(cheap).not.toContain("Lagos Jazz Night");

    const lagos = titles(await find("/search?q=jazz&location=lagos"));
    expect(lagos).toEqual(
      expect.arrayContaining(["Lagos Jazz Night", "Jazz Lounge Studio Apartment"]),
    );
    expect(lagos).not.toContain("Jazz Saxophone");
  });

  it("sorts by price both ways with unpriced items last", async () => {
    const asc = (await find("/search?q=jazz&type=product&sort=price_asc"))[0]!.items;
    expect(asc.map((i) => i.price)).toEqual([8_000, 450_000]);
    const desc = (await find("/search?q=jazz&type=product&sort=price_desc"))[0]!.items;
    expect(desc.map((i) => i.price)).toEqual([450_000, 8_000]);
  });

  it("result cards carry links to slug pages, location, price and tags", async () => {
    const [events] = await find("/search?q=lagos%20jazz%20night&type=event");
    const hit = events!.items.find((i) => i.title === "Lagos Jazz Night")!;
    expect(hit.href).toMatch(/^\/events\/[a-z0-9-]+$/);
    expect(hit.location).toBe("Lagos, Lagos");
    expect(hit.price).toBe(15_000);
  });

  it("takes a word no visible item has as a typo, and a known word never", async () => {
    await createProduct(db, {
      title: "Ankara Wrap Dress",
      // The factory's random description could name any other product ("sandals").
      description: "A wrap dress in bold wax print, sewn in Aba.",
      tags: ["Fashion"],
      price: 25_000,
      status: "active",
      moderationStatus: "approved",
    });
    await createProperty(db, {
      title: "Ankra Court Guest House",
      status: "active",
      moderationStatus: "approved",
    });
    // "ankara" is a real word here (a product), so stays are not searched for look-alikes.
    const known = await find("/search?q=ankara");
    expect(titles(known)).toContain("Ankara Wrap Dress");
    expect(titles(known)).not.toContain("Ankra Court Guest House");
    const stays = await find("/search?q=ankara&type=property");
    expect(titles(stays)).toEqual([]);
    // "ankaro" is in no item: titles with a similar word are found, and other words
    // still have to match as typed.
    expect(titles(await find("/search?q=ankaro"))).toContain("Ankara Wrap Dress");
    expect(titles(await find("/search?q=ankaro%20dress"))).toEqual(["Ankara Wrap Dress"]);
    expect(titles(await find("/search?q=ankaro%20sandals"))).toEqual([]);
    expect(titles(await find("/search?q=saxaphone"))).toContain("Jazz Saxophone");
  });
});

describe("column sorts take the same order on every path", () => {
  const defaults = { ...searchLimits };
  afterEach(() => Object.assign(searchLimits, defaults));

  const prices = [
    41_000, 5_000, 73_000, 12_000, 99_000, 8_500, 64_000, 27_000, 15_500, 88_000, 33_000, 51_000,
  ];
  // Text of their own: a factory's made-up description could mention any word.
  const plain = { description: "Sold by the piece.", tags: [] as string[] };
  beforeAll(async () => {
    // Cheap items without the word first in price order, so a short walk finds none.
    for (const price of [500, 600, 700, 800])
      await createProduct(db, {
        title: "Plain Tote Bag",
        price,
        status: "active",
        moderationStatus: "approved",
        ...plain,
      });
    for (const [i, price] of prices.entries())
      await createProduct(db, {
        title: `Zanzo Headtie No. ${i + 1}`,
        price,
        status: "active",
        moderationStatus: "approved",
      });
    await createProduct(db, {
      title: "Zanzo Headtie Draft",
      price: 1_000,
      status: "draft",
      moderationStatus: "approved",
    });
  });

  // Every path, from exact in memory to walking the whole index.
  const paths = {
    "in memory (few matches)": {},
    "short index walk": { count: 3, walkSpan: 100 },
    "in memory after a short walk": { count: 100, walkSpan: 2 },
    "whole index walk": { count: 3, walkSpan: 2 },
  };

  for (const [name, limits] of Object.entries(paths))
    it(name, async () => {
      Object.assign(searchLimits, limits);
      const sorted = [...prices].sort((a, b) => a - b);
      const [asc] = await find("/search?q=zanzo&type=product&sort=price_asc");
      expect(asc!.items.map((i) => i.price)).toEqual(sorted);
      const [desc] = await find("/search?q=zanzo&type=product&sort=price_desc");
      expect(desc!.items.map((i) => i.price)).toEqual([...sorted].reverse());
      const all = await find("/search?q=zanzo&sort=price_asc");
      const products = all.find((t) => t.type === "product")!;
      expect(products.items.map((i) => i.price)).toEqual(sorted.slice(0, 10));
      expect(products.capped).toBe(prices.length > searchLimits.count);
    });

  it("walks events soonest first, long-running events included, ended ones never", async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const at = (days: number) => new Date(now + days * day);
    const make = (title: string, start: Date, end: Date) =>
      createEventWithTickets(db, {
        event: {
          title,
          startDatetime: start,
          endDatetime: end,
          status: "published",
          moderationStatus: "approved",
        },
      });
    await make("Kwaribo Festival Ended", at(-40), at(-39));
    await make("Kwaribo Festival Season", at(-60), at(5)); // started two months ago, still on
    await make("Kwaribo Festival Day 3", at(3), at(3.2));
    await make("Kwaribo Festival Day 1", at(1), at(1.2));
    await make("Kwaribo Festival Day 2", at(2), at(2.2));
    const expected = [
      "Kwaribo Festival Season",
      "Kwaribo Festival Day 1",
      "Kwaribo Festival Day 2",
      "Kwaribo Festival Day 3",
    ];
    for (const limits of Object.values(paths)) {
      Object.assign(searchLimits, defaults, limits);
      const [events] = await find("/search?q=kwaribo&type=event&sort=date");
      expect(events!.items.map((i) => i.title)).toEqual(expected);
    }
  });
});

describe("events sorted by price (the cheapest ticket)", () => {
  const plain = { description: "An evening out.", tags: [] as string[] };

  it("lists events without tickets last whichever way prices are sorted", async () => {
    const make = (title: string, prices: number[]) => {
      const event = { title, status: "published", moderationStatus: "approved", ...plain } as const;
      return prices.length
        ? createEventWithTickets(db, {
            event,
            ticketTypes: prices.map((price, i) => ({ name: `Tier ${i + 1}`, price })),
          })
        : createEvent(db, event);
    };
    await make("Udu Drum Circle Cheap", [2_000, 9_000]);
    await make("Udu Drum Circle Dear", [45_000]);
    await make("Udu Drum Circle Unticketed", []);
    const titlesOf = async (url: string) => (await find(url))[0]!.items.map((i) => i.title);
    expect(await titlesOf("/search?q=udu&type=event&sort=price_asc")).toEqual([
      "Udu Drum Circle Cheap",
      "Udu Drum Circle Dear",
      "Udu Drum Circle Unticketed",
    ]);
    expect(await titlesOf("/search?q=udu&type=event&sort=price_desc")).toEqual([
      "Udu Drum Circle Dear",
      "Udu Drum Circle Cheap",
      "Udu Drum Circle Unticketed",
    ]);
  });
});
