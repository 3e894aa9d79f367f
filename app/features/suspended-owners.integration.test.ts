import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reinstateAccount, suspendAccount } from "~/features/admin/suspend-account.server";
import { getPublicContent, listPublicContent } from "~/features/content/public-content.server";
import { getPublicEvent, listPublicEvents } from "~/features/events/public-events.server";
import {
  getPublicProduct,
  listPublicProducts,
} from "~/features/marketplace/public-products.server";
import { search } from "~/features/search/search.server";
import { getPublicProperty, listPublicProperties } from "~/features/stays/public-properties.server";
import { getDb } from "~/lib/db/client.server";
import "~/item-kinds.server";
import { itemKinds } from "~/lib/item-kind-registry.server";
import { createContent } from "../../scripts/seed/factories/content";
import { createEventWithTickets } from "../../scripts/seed/factories/events";
import { createProduct, createVendorProfile } from "../../scripts/seed/factories/marketplace";
import { createProperty } from "../../scripts/seed/factories/stays";
import { createUser } from "../../scripts/seed/factories/users";

// ADR 073: a suspended person's listings leave the public, every kind through the one
// rule (ownerNotSuspended in every kind's public rule); reinstating brings them back.

const DAY = 86_400_000;
const days = (n: number) => new Date(Date.now() + n * DAY);

async function publicCounts() {
  const db = await getDb();
  const out: Record<string, number> = {};
  for (const kind of itemKinds()) {
    const [row] = await db.select({ n: count() }).from(kind.table).where(kind.publicWhere());
    out[kind.type] = Number(row!.n);
  }
  return out;
}

function searchFor(q: string) {
  return search({ q, type: "all", sort: "relevance", location: "", price: "any", page: 1 });
}

describe("a suspended seller's listings", () => {
  it("leave lists, search and their pages (404) for every kind, and come back on reinstatement", async () => {
    const db = await getDb();
    const admin = await createUser(db, { role: "admin" });
    const seller = await createUser(db, { role: "creator" });
    const other = await createUser(db, { role: "creator" });
    const store = await createVendorProfile(db, { userId: seller.id });
    const word = "Zubairuworks";
    const items = {
      content: await createContent(db, { creatorId: seller.id, title: `${word} song` }),
      event: (
        await createEventWithTickets(db, {
          event: {
            organizerId: seller.id,
            title: `${word} concert`,
            startDatetime: days(5),
            endDatetime: days(5.2),
          },
        })
      ).event,
      product: await createProduct(db, { vendorId: store.id, title: `${word} tote` }),
      property: await createProperty(db, { ownerId: seller.id, title: `${word} studio` }),
    };
    // Someone else's item stays whatever happens to the seller.
    const kept = await createContent(db, { creatorId: other.id, title: `${word} cover` });

    const pages = async () => ({
      content: (await getPublicContent(items.content.slug))?.id ?? null,
      event: (await getPublicEvent(items.event.slug))?.id ?? null,
      product: (await getPublicProduct(items.product.slug))?.id ?? null,
      property: (await getPublicProperty(items.property.slug))?.id ?? null,
    });
    const listed = async () => ({
      content: (await listPublicContent({ page: 1 })).items.map((i) => i.id),
      event: (await listPublicEvents({ page: 1 })).items.map((i) => i.id),
      product: (await listPublicProducts({ page: 1 })).items.map((i) => i.id),
      property: (await listPublicProperties({ page: 1 })).items.map((i) => i.id),
    });
    const found = async () =>
      (await searchFor(word)).flatMap((r) => r.items.map((i) => i.id)).sort();
    const all = [...Object.values(items).map((i) => i.id), kept.id].sort();

    const before = await publicCounts();
    expect(await pages()).toEqual({
      content: items.content.id,
      event: items.event.id,
      product: items.product.id,
      property: items.property.id,
    });
    expect(await found()).toEqual(all);

    await suspendAccount({ db, actorId: admin.id, userId: seller.id, reason: "Selling fakes" });
    expect(await pages()).toEqual({ content: null, event: null, product: null, property: null });
    const hidden = await listed();
    for (const [kind, item] of Object.entries(items))
      expect(hidden[kind as keyof typeof hidden]).not.toContain(item.id);
    expect(hidden.content).toContain(kept.id);
    expect(await found()).toEqual([kept.id]);
    // The kinds' one public rule (sitemap, id links, reports): one fewer of each.
    const after = await publicCounts();
    for (const kind of Object.keys(items)) expect(after[kind]).toBe(before[kind]! - 1);

    await reinstateAccount({ db, actorId: admin.id, userId: seller.id });
    expect((await pages()).product).toBe(items.product.id);
    expect(await found()).toEqual(all);
    expect(await publicCounts()).toEqual(before);
  });
});
