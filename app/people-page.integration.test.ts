import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { profiles, reviews, usernameHistory } from "~/db/schema";
import { getPublicContent } from "~/features/content/public-content.server";
import { getPublicEvent } from "~/features/events/public-events.server";
import { getPublicProduct } from "~/features/marketplace/public-products.server";
import { findPersonPage } from "~/features/people/people-page.server";
import { profileMessages } from "~/features/profile/messages";
import { profileSchema } from "~/features/profile/profile-schema";
import { updateProfile } from "~/features/profile/update-profile.server";
import { getPublicProperty } from "~/features/stays/public-properties.server";
import { AppError } from "~/lib/app-error.server";
import { invalidatePublicCache } from "~/lib/cache.server";
import { fromServer, type ServerOnly } from "~/lib/server-only";
import { getDb } from "~/lib/db/client.server";
import { loader } from "~/routes/profile-public";
import { createContent } from "../scripts/seed/factories/content";
import { createEventWithTickets } from "../scripts/seed/factories/events";
import { createProduct, createVendorProfile } from "../scripts/seed/factories/marketplace";
import { createProperty } from "../scripts/seed/factories/stays";
import { createUser } from "../scripts/seed/factories/users";
import { truncateAll } from "../tests/setup/database";

const DAY = 86_400_000;
const days = (n: number) => new Date(Date.now() + n * DAY);

beforeEach(async () => {
  await truncateAll();
  invalidatePublicCache();
});

/** The page's loader for a path, and what it answered: data, a thrown redirect or 404. */
async function open(path: string) {
  const url = new URL(path, "http://localhost");
  const handle = decodeURIComponent(url.pathname.slice(1));
  try {
    const data = await loader({
      request: new Request(url),
      params: { handle },
      context: {},
    } as never);
    return { status: 200, data: data as Record<string, unknown> & { init?: { status: number } } };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("Location") };
    const d = thrown as { init?: { status?: number }; data?: unknown };
    return { status: d.init?.status ?? 500, body: d.data };
  }
}

const save = async (userId: string, values: Record<string, unknown>) =>
  updateProfile(await getDb(), {
    userId,
    input: profileSchema.parse({ fullName: "Ada Obi", ...values }),
  });

async function thrown(p: Promise<unknown>) {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error("expected a refusal");
}

describe("a person's page address", () => {
  it("answers case-blind, with a 301 to the name as spelt; old names redirect after a change", async () => {
    const db = await getDb();
    const ada = await createUser(db, { role: "creator", username: "Ada_Obi" });
    expect((await open("/@Ada_Obi")).status).toBe(200);
    expect(await open("/@ada_obi?tab=content")).toEqual({
      status: 301,
      location: "/@Ada_Obi?tab=content",
    });

    await save(ada.id, { username: "ada.films" });
    expect(await open("/@Ada_Obi")).toEqual({ status: 301, location: "/@ada.films" });
    expect(await open("/@ADA_OBI")).toEqual({ status: 301, location: "/@ada.films" });
    const [kept] = await db.select().from(usernameHistory);
    expect(kept).toMatchObject({ username: "Ada_Obi", userId: ada.id });

    // Past 90 days the old name leads nowhere.
    await db.update(usernameHistory).set({ changedAt: days(-91) });
    invalidatePublicCache();
    expect((await open("/@Ada_Obi")).status).toBe(404);
  });

  it("keeps a given-up name for its old owner 90 days; they may take it back", async () => {
    const db = await getDb();
    const ada = await createUser(db, { role: "creator", username: "lagos_lens" });
    const bola = await createUser(db, { role: "creator", username: "bola" });
    await save(ada.id, { username: "ada_lens" });

    const refused = await thrown(save(bola.id, { username: "LAGOS_LENS" }));
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).fieldErrors?.username).toEqual([profileMessages.usernameKept(90)]);
    const [still] = await db.select().from(profiles).where(eq(profiles.id, bola.id));
    expect(still!.username).toBe("bola");

    // The owner takes it back: its history row goes, and their newer name is kept instead.
    await save(ada.id, { username: "lagos_lens" });
    const history = await db.select().from(usernameHistory);
    expect(history.map((h) => h.username)).toEqual(["ada_lens"]);

    // Once the 90 days are over, anyone may have a given-up name.
    await save(ada.id, { username: "ada_again" });
    await db
      .update(usernameHistory)
      .set({ changedAt: days(-91) })
      .where(sql`${usernameHistory.username} = 'lagos_lens'`);
    await save(bola.id, { username: "lagos_lens" });
    const [taken] = await db.select().from(profiles).where(eq(profiles.id, bola.id));
    expect(taken!.username).toBe("lagos_lens");
    expect(await open("/@lagos_lens")).toMatchObject({ status: 200 });
  });

  it("gives one of two concurrent claims the name and the other the taken message", async () => {
    const db = await getDb();
    const [a, b] = await Promise.all([
      createUser(db, { role: "creator", username: null }),
      createUser(db, { role: "vendor", username: null }),
    ]);
    const results = await Promise.allSettled([
      save(a.id, { username: "eko_sounds" }),
      save(b.id, { username: "Eko_Sounds" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const [lost] = results.filter((r) => r.status === "rejected");
    expect((lost as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
    expect(((lost as PromiseRejectedResult).reason as AppError).fieldErrors?.username).toEqual([
      profileMessages.usernameTaken,
    ]);
    const owners = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(sql`${profiles.username} = 'eko_sounds'`);
    expect(owners).toHaveLength(1);
  });

  it("answers 404, with nothing of the person, for hidden, suspended and non-selling accounts", async () => {
    const db = await getDb();
    const hidden = await createUser(db, { role: "creator", username: "hidden_one" });
    await save(hidden.id, { username: "hidden_one", pageSettings: "1", profileHidden: "on" });
    const suspended = await createUser(db, { role: "vendor", username: "suspended_one" });
    await db
      .update(profiles)
      .set({ suspendedAt: new Date(), suspendedReason: "fraud" })
      .where(eq(profiles.id, suspended.id));
    for (const role of ["viewer", "moderator", "admin"] as const)
      await createUser(db, { role, username: `${role}_person` });
    invalidatePublicCache();

    for (const name of [
      "hidden_one",
      "suspended_one",
      "viewer_person",
      "moderator_person",
      "admin_person",
      "nobody_here",
    ]) {
      const answer = await open(`/@${name}`);
      expect(answer, name).toEqual({ status: 404, body: null });
    }
    // A hidden person's old name does not lead to them either.
    await save(hidden.id, { username: "hidden_two" });
    expect((await open("/@hidden_one")).status).toBe(404);
    expect(await findPersonPage({ handle: "@hidden_two" })).toEqual({ kind: "notFound" });
  });

  it("leaves other single segments to the site's 404, as before", async () => {
    const answer = await open("/no-such-page");
    expect(answer.status).toBe(200); // the catch-all's answer is data, not a throw
    expect(answer.data).toMatchObject({ data: { gone: false }, init: { status: 404 } });
    const gone = await open("/old-blog");
    expect(gone.data).toMatchObject({ data: { gone: true }, init: { status: 410 } });
  });
});

describe("a person's tabs", () => {
  it("show only public items, each kind by its own rule, and empty tabs not at all", async () => {
    const db = await getDb();
    const me = await createUser(db, { role: "creator", username: "many_hats" });
    const other = await createUser(db, { role: "creator", username: "someone_else" });
    const published = await createContent(db, { creatorId: me.id, status: "published" });
    await createContent(db, { creatorId: me.id, status: "draft" });
    await createContent(db, {
      creatorId: me.id,
      status: "published",
      moderationStatus: "rejected",
    });
    await createContent(db, { creatorId: other.id, status: "published" });
    const upcoming = await createEventWithTickets(db, {
      event: { organizerId: me.id, startDatetime: days(5), endDatetime: days(5.2) },
    });
    const past = await createEventWithTickets(db, {
      event: { organizerId: me.id, startDatetime: days(-5), endDatetime: days(-4.8) },
    });
    await createEventWithTickets(db, {
      event: {
        organizerId: me.id,
        moderationStatus: "pending",
        startDatetime: days(6),
        endDatetime: days(6.2),
      },
    });
    const store = await createVendorProfile(db, { userId: me.id, storeName: "Many Hats Store" });
    const product = await createProduct(db, { vendorId: store.id });
    await createProduct(db, { vendorId: store.id, status: "inactive" });
    const stay = await createProperty(db, { ownerId: me.id });
    await createProperty(db, { ownerId: me.id, moderationStatus: "pending" });
    await db.insert(reviews).values([
      {
        itemType: "property",
        itemId: stay.id,
        rating: 5,
        body: "Lovely stay",
        authorName: "Tolu A.",
      },
      {
        itemType: "property",
        itemId: stay.id,
        rating: 1,
        body: "Hidden one",
        authorName: "X Y.",
        hiddenAt: new Date(),
      },
    ]);

    const slugs = async (path: string) => {
      const answer = await open(path);
      const data = fromServer((answer.data as { section: ServerOnly<unknown> }).section) as {
        tabs: { tab: string; count: number }[];
        open: {
          tab: string;
          items: { slug: string }[];
          store?: { name: string };
          reviews?: { items: { body: string }[] };
        };
      };
      return data;
    };
    const first = await slugs("/@many_hats");
    expect(first.tabs).toEqual([
      { tab: "content", count: 1 },
      { tab: "upcoming", count: 1 },
      { tab: "past", count: 1 },
      { tab: "products", count: 1 },
      { tab: "stays", count: 1 },
    ]);
    expect(first.open.items.map((i) => i.slug)).toEqual([published.slug]);
    expect((await slugs("/@many_hats?tab=upcoming")).open.items.map((i) => i.slug)).toEqual([
      upcoming.event.slug,
    ]);
    expect((await slugs("/@many_hats?tab=past")).open.items.map((i) => i.slug)).toEqual([
      past.event.slug,
    ]);
    const products = await slugs("/@many_hats?tab=products");
    expect(products.open.items.map((i) => i.slug)).toEqual([product.slug]);
    expect(products.open.store).toMatchObject({ name: "Many Hats Store" });
    const stays = await slugs("/@many_hats?tab=stays");
    expect(stays.open.items.map((i) => i.slug)).toEqual([stay.slug]);
    expect(stays.open.reviews!.items.map((r) => r.body)).toEqual(["Lovely stay"]);

    // Someone else's items are theirs; someone with nothing public has no tabs at all.
    expect((await slugs("/@someone_else")).tabs.map((t) => t.tab)).toEqual(["content"]);
    await createUser(db, { role: "event_organizer", username: "nothing_yet" });
    const bare = await slugs("/@nothing_yet");
    expect(bare.tabs).toEqual([]);
    expect(bare.open).toBeNull();
  });

  it("every item page names its owner's page only while they have one", async () => {
    const db = await getDb();
    const me = await createUser(db, { role: "creator", username: "owner_links" });
    const item = await createContent(db, { creatorId: me.id, status: "published" });
    const event = await createEventWithTickets(db, {
      event: { organizerId: me.id, startDatetime: days(5), endDatetime: days(5.2) },
    });
    const store = await createVendorProfile(db, { userId: me.id });
    const product = await createProduct(db, { vendorId: store.id });
    const stay = await createProperty(db, { ownerId: me.id });
    const owners = async () => [
      (await getPublicContent(item.slug))!.creatorUsername,
      (await getPublicEvent(event.event.slug))!.organizerUsername,
      (await getPublicProduct(product.slug))!.sellerUsername,
      (await getPublicProperty(stay.slug))!.hostUsername,
    ];
    expect(await owners()).toEqual(Array(4).fill("owner_links"));
    await save(me.id, { username: "owner_links", pageSettings: "1", profileHidden: "on" });
    expect(await owners()).toEqual(Array(4).fill(null));
  });
});
