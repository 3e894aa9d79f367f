import { beforeAll, describe, expect, it } from "vitest";
import { getDb, type Db } from "~/lib/db/client.server";
import { createContent } from "../../../tests/factories/content";
import { createEventWithTickets } from "../../../tests/factories/events";
import { createProduct } from "../../../tests/factories/marketplace";
import { createProperty } from "../../../tests/factories/stays";
import { readSearchParams } from "./search-params.server";
import { search } from "./search.server";

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
});
