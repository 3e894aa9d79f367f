import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db/client.server";
import {
  listPublicEvents,
  getPublicEvent,
  TRENDING_MIN_SALES,
} from "./events/public-events.server";
import { getPublicContent, listPublicContent } from "./content/public-content.server";
import { getPublicProduct, listPublicProducts } from "./marketplace/public-products.server";
import { getPublicProperty, listPublicProperties } from "./stays/public-properties.server";
import { createEventWithTickets, createTicketSale } from "../../scripts/seed/factories/events";
import { createContent } from "../../scripts/seed/factories/content";
import { createProduct } from "../../scripts/seed/factories/marketplace";
import { createProperty } from "../../scripts/seed/factories/stays";
import { createUser } from "../../scripts/seed/factories/users";
import { truncateAll } from "../../tests/setup/database";

const DAY = 86_400_000;
const days = (n: number) => new Date(Date.now() + n * DAY);

beforeEach(() => truncateAll());

describe("public events", () => {
  it("shows only published, approved events that have not ended, soonest first", async () => {
    const db = await getDb();
    const later = await createEventWithTickets(db, {
      event: { startDatetime: days(10), endDatetime: days(10.2) },
    });
    const soon = await createEventWithTickets(db, {
      event: { startDatetime: days(2), endDatetime: days(2.2) },
    });
    const pending = await createEventWithTickets(db, { event: { moderationStatus: "pending" } });
    const draft = await createEventWithTickets(db, { event: { status: "draft" } });
    const ended = await createEventWithTickets(db, {
      event: { startDatetime: days(-3), endDatetime: days(-2.9) },
    });

    const page = await listPublicEvents({ page: 1 });
    const slugs = page.items.map((e) => e.slug);
    expect(slugs).toEqual([soon.event.slug, later.event.slug]);
    expect(page.total).toBe(2);
    expect(await getPublicEvent(pending.event.slug)).toBeNull();
    expect(await getPublicEvent(draft.event.slug)).toBeNull();
    // A shared link to a past event still opens, marked as ended.
    expect((await getPublicEvent(ended.event.slug))?.hasEnded).toBe(true);
  });

  it("derives prices, sold-out and trending from ticket types and recent sales", async () => {
    const db = await getDb();
    const { event, ticketTypes } = await createEventWithTickets(db, {
      event: { startDatetime: days(5), endDatetime: days(5.2) },
      ticketTypes: [
        { name: "Regular", price: 5000, quantity: 50 },
        { name: "VIP", price: 25000, quantity: 10 },
      ],
    });
    const buyer = { id: null, name: "Chioma Eze", email: "chioma@example.com" };
    await createTicketSale(db, {
      event,
      lines: [{ ticketType: ticketTypes[0], quantity: TRENDING_MIN_SALES }],
      buyer,
    });
    const soldOut = await createEventWithTickets(db, {
      event: { startDatetime: days(6), endDatetime: days(6.2) },
      ticketTypes: [{ name: "Regular", price: 3000, quantity: 2, sold: 2 }],
    });
    const { items } = await listPublicEvents({ page: 1 });
    const card = items.find((e) => e.id === event.id)!;
    expect(card).toMatchObject({
      minPrice: 5000,
      maxPrice: 25000,
      soldOut: false,
      isTrending: true,
    });
    expect(card.recentSales).toBe(TRENDING_MIN_SALES);
    expect(items.find((e) => e.id === soldOut.event.id)).toMatchObject({
      soldOut: true,
      isTrending: false,
    });
    const detail = await getPublicEvent(event.slug);
    expect(detail?.ticketTypes.map((t) => [t.name, t.price, t.remaining])).toEqual([
      ["Regular", 5000, 50 - TRENDING_MIN_SALES],
      ["VIP", 25000, 10],
    ]);
  });

  it("paginates", async () => {
    const db = await getDb();
    for (let i = 0; i < 5; i++) {
      await createEventWithTickets(db, {
        event: { startDatetime: days(i + 1), endDatetime: days(i + 1.1) },
      });
    }
    const first = await listPublicEvents({ page: 1, pageSize: 2 });
    const third = await listPublicEvents({ page: 3, pageSize: 2 });
    const beyond = await listPublicEvents({ page: 9, pageSize: 2 });
    expect([first.items.length, third.items.length, beyond.items.length]).toEqual([2, 1, 0]);
    expect([first.total, first.pageCount, beyond.total]).toEqual([5, 3, 5]);
  });
});

describe("public content, products and stays", () => {
  it("hides rejected content and shows published content at once", async () => {
    const db = await getDb();
    const creator = await createUser(db, { role: "creator" });
    const fresh = await createContent(db, { creatorId: creator.id, moderationStatus: "pending" });
    const rejected = await createContent(db, {
      creatorId: creator.id,
      moderationStatus: "rejected",
    });
    const draft = await createContent(db, { creatorId: creator.id, status: "draft" });
    const { items } = await listPublicContent({ page: 1 });
    expect(items.map((c) => c.id)).toEqual([fresh.id]);
    expect(await getPublicContent(rejected.slug)).toBeNull();
    expect(await getPublicContent(draft.slug)).toBeNull();
    expect((await getPublicContent(fresh.slug))?.mediaKey).toBe(fresh.mediaKey);
  });

  it("finds content by the words of a search, as the not-found page's search box asks", async () => {
    const db = await getDb();
    const creator = await createUser(db, { role: "creator" });
    const jazz = await createContent(db, {
      creatorId: creator.id,
      title: "Highlife and Jazz at Freedom Park",
    });
    await createContent(db, { creatorId: creator.id, title: "Jollof Rice Masterclass" });
    const hidden = await createContent(db, {
      creatorId: creator.id,
      title: "Jazz Session Outtakes",
      moderationStatus: "rejected",
    });
    const found = await listPublicContent({ page: 1, search: "jaz" });
    expect(found.items.map((c) => c.id)).toEqual([jazz.id]);
    expect(found.total).toBe(1);
    expect(found.items.map((c) => c.id)).not.toContain(hidden.id);
    expect((await listPublicContent({ page: 1, search: "freedom jazz" })).total).toBe(1);
    // A word no factory text holds (factories draw descriptions and tags at random).
    expect((await listPublicContent({ page: 1, search: "kilimanjaro" })).total).toBe(0);
    // Punctuation alone is no search: the whole list.
    expect((await listPublicContent({ page: 1, search: "&|!" })).total).toBe(2);
  });

  it("shows only active, approved products with sale and stock flags", async () => {
    const db = await getDb();
    const onSale = await createProduct(db, {
      price: 8000,
      compareAtPrice: 10000,
      stock: 0,
      isDigital: false,
    });
    const pending = await createProduct(db, { status: "draft", moderationStatus: "pending" });
    const { items } = await listPublicProducts({ page: 1 });
    expect(items.map((p) => p.id)).toEqual([onSale.id]);
    expect(items[0]).toMatchObject({ onSale: true, inStock: false, price: 8000 });
    expect(await getPublicProduct(pending.slug)).toBeNull();
  });

  it("shows only active, approved stays", async () => {
    const db = await getDb();
    const stay = await createProperty(db, { basePricePerNight: 45000, maxGuests: 3 });
    const inactive = await createProperty(db, { status: "inactive" });
    const { items } = await listPublicProperties({ page: 1 });
    expect(items.map((p) => p.id)).toEqual([stay.id]);
    expect((await getPublicProperty(stay.slug))?.basePricePerNight).toBe(45000);
    expect(await getPublicProperty(inactive.slug)).toBeNull();
  });
});
