import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { itemType, notifications } from "~/db/schema";
import { listPublicContent } from "~/features/content/public-content.server";
import { listMyItems } from "~/features/dashboard/my-items.server";
import { listPublicEvents } from "~/features/events/public-events.server";
import { listPublicProducts } from "~/features/marketplace/public-products.server";
import { listModerationQueue, moderateQueueEntry } from "~/features/moderation/moderation.server";
import { previewItem } from "~/features/moderation/preview.server";
import { reportTarget } from "~/features/moderation/report-item.server";
import { readSearchParams } from "~/features/search/search-params.server";
import { search } from "~/features/search/search.server";
import { slugPathForItemId } from "~/features/site/item-links.server";
import { sitemapStream } from "~/features/site/sitemap.server";
import { listPublicProperties } from "~/features/stays/public-properties.server";
import { invalidatePublicCache } from "~/lib/cache.server";
import { getDb, type Db } from "~/lib/db/client.server";
import type { ItemType } from "~/lib/item-kind";
import { itemKind, itemKinds } from "~/lib/item-kind-registry.server";
import { createContent } from "../tests/factories/content";
import { createEvent } from "../tests/factories/events";
import { createProduct, createVendorProfile } from "../tests/factories/marketplace";
import { createQueueEntry } from "../tests/factories/moderation";
import { createProperty } from "../tests/factories/stays";
import { createUser } from "../tests/factories/users";

/*
 * The registry (app/item-kinds.server.ts) is what moderation, search, the sitemap, id
 * links and "my items" iterate over. For every kind: items in each moderation state,
 * and every one of those features must agree with the kind's own public list about
 * which of them the public sees.
 */

let db: Db;
let moderatorId: string;
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  db = await getDb();
  moderatorId = (await createUser(db, { role: "moderator" })).id;
});

type State = "approved" | "pending" | "rejected" | "ended";

/** An item of the kind in the given state, live status (published/active) set. */
async function makeItem(type: ItemType, owner: { id: string; vendorId: string }, state: State) {
  const ownerId = owner.id;
  const title = `Quetzal ${type} ${state}`;
  const moderationStatus = state === "ended" ? "approved" : state;
  switch (type) {
    case "content":
      return createContent(db, {
        creatorId: ownerId,
        title,
        status: "published",
        moderationStatus,
      });
    case "event": {
      const start = new Date(Date.now() + (state === "ended" ? -3 : 5) * DAY);
      return createEvent(db, {
        organizerId: ownerId,
        title,
        status: "published",
        moderationStatus,
        startDatetime: start,
        endDatetime: new Date(start.getTime() + 3 * 3600 * 1000),
      });
    }
    case "product":
      return createProduct(db, {
        vendorId: owner.vendorId,
        title,
        status: "active",
        moderationStatus,
      });
    case "property":
      return createProperty(db, { ownerId, title, status: "active", moderationStatus });
  }
}

/** Each kind's own public list page (the vertical's reader, not the registry). */
const PUBLIC_LISTS: Record<
  ItemType,
  (options: { page: number; pageSize: number }) => Promise<{ items: Array<{ slug: string }> }>
> = {
  content: listPublicContent,
  event: listPublicEvents,
  product: listPublicProducts,
  property: listPublicProperties,
};

async function publicListSlugs(type: ItemType): Promise<Set<string>> {
  invalidatePublicCache();
  const page = await PUBLIC_LISTS[type]({ page: 1, pageSize: 100 });
  return new Set(page.items.map((i) => i.slug));
}

async function sitemapText() {
  let text = "";
  const decoder = new TextDecoder();
  const stream = sitemapStream({ origin: "https://example.ng", part: null });
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    text += decoder.decode(chunk, { stream: true });
  return text;
}

async function searchHrefs(type: ItemType) {
  const [results] = await search(
    readSearchParams(new URL(`/search?q=quetzal&type=${type}`, "http://localhost")),
  );
  return new Set(results!.items.map((i) => i.href));
}

/** Whether the public sees each item, by every feature that asks; they must all agree. */
async function visibility(
  type: ItemType,
  ownerId: string,
  items: Array<{ id: string; slug: string }>,
) {
  const kind = itemKind(type);
  const [listed, mine, sitemap, found] = await Promise.all([
    publicListSlugs(type),
    listMyItems(db, ownerId),
    sitemapText(),
    searchHrefs(type),
  ]);
  return Promise.all(
    items.map(async (item) => {
      const path = `/${kind.area}/${item.slug}`;
      const myItem = mine.find((m) => m.id === item.id);
      expect(myItem?.kind).toBe(type);
      const views = {
        list: listed.has(item.slug),
        myItems: myItem?.href === path,
        search: found.has(path),
        sitemap: sitemap.includes(`<loc>https://example.ng${path}</loc>`),
        idLink: (await slugPathForItemId(kind.area, item.id)) === path,
        report: (await reportTarget(db, { itemType: type, itemId: item.id }))?.path === path,
      };
      // my-items shows no link at all for an item the public cannot see.
      if (!views.list) expect(myItem?.href).toBeNull();
      return views;
    }),
  );
}

const everywhere = (visible: boolean) => ({
  list: visible,
  myItems: visible,
  search: visible,
  sitemap: visible,
  idLink: visible,
  report: visible,
});

/** The kinds' rules differ: pending content is public (only a rejection hides it). */
const PENDING_IS_PUBLIC: Record<ItemType, boolean> = {
  content: true,
  event: false,
  product: false,
  property: false,
};

describe("the item-kind registry", () => {
  it("has one descriptor per item type of the database, in search's order", () => {
    expect(itemKinds().map((k) => k.type)).toEqual(["event", "product", "property", "content"]);
    expect([...itemKinds().map((k) => k.type)].sort()).toEqual([...itemType.enumValues].sort());
    expect(itemKinds().map((k) => k.area)).toEqual([
      "events",
      "marketplace",
      "bookings",
      "content",
    ]);
  });

  for (const type of ["content", "event", "product", "property"] as const) {
    it(`drives moderation, search, the sitemap, id links and my-items for ${type}`, async () => {
      const user = await createUser(db, { role: "creator" });
      const owner = {
        id: user.id,
        vendorId: (await createVendorProfile(db, { userId: user.id })).id,
      };
      const approved = await makeItem(type, owner, "approved");
      const pending = await makeItem(type, owner, "pending");
      const rejected = await makeItem(type, owner, "rejected");
      const ended = type === "event" ? [await makeItem(type, owner, "ended")] : [];

      expect(await visibility(type, owner.id, [approved, pending, rejected, ...ended])).toEqual([
        everywhere(true),
        everywhere(PENDING_IS_PUBLIC[type]),
        everywhere(false),
        // Approved but over: the rule's time part, in SQL for my-items too.
        ...ended.map(() => everywhere(false)),
      ]);

      // Moderation reads the kind's table and owner (a product's through its store).
      const entry = await createQueueEntry(db, {
        itemType: type,
        itemId: pending.id,
        title: pending.title,
      });
      const queue = await listModerationQueue(db);
      const queued = queue.items.find((q) => q.id === entry.id)!;
      expect(queued).toMatchObject({ itemType: type, moderationStatus: "pending" });
      expect(queued.owner?.id).toBe(owner.id);
      const preview = await previewItem(db, type, pending.id);
      expect(preview).toMatchObject({ type, title: pending.title, publicPath: null });
      expect(preview!.facts.length).toBeGreaterThan(0);

      const outcome = await moderateQueueEntry(db, moderatorId, {
        queueId: entry.id,
        decision: "approve",
        notes: null,
      });
      expect(outcome.item).toMatchObject({ type, id: pending.id, ownerId: owner.id });
      const path = `/${itemKind(type).area}/${pending.slug}`;
      const [notice] = await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, owner.id));
      expect(notice?.data).toMatchObject({ itemType: type, href: path });

      // Approved by the registry's decision: public everywhere now, and a rejection hides it.
      const [afterApprove] = await visibility(type, owner.id, [pending]);
      expect(afterApprove).toEqual(everywhere(true));
      expect((await previewItem(db, type, pending.id))?.publicPath).toBe(path);

      const again = await createQueueEntry(db, {
        itemType: type,
        itemId: pending.id,
        title: pending.title,
      });
      await moderateQueueEntry(db, moderatorId, {
        queueId: again.id,
        decision: "reject",
        notes: "Not allowed",
      });
      const [afterReject] = await visibility(type, owner.id, [pending]);
      expect(afterReject).toEqual(everywhere(false));
    });
  }

  it("answers nothing for a type or area no kind has", async () => {
    expect(await previewItem(db, "ticket", "11111111-2222-4333-8444-555555555555")).toBeNull();
    expect(await slugPathForItemId("tickets", "11111111-2222-4333-8444-555555555555")).toBeNull();
  });
});
