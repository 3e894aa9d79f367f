import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { getDatabase, getDb } from "~/lib/db/client.server";
import { getStorage } from "~/lib/storage/storage.server";
import { AVATAR_WIDTHS } from "~/features/profile/avatar";
import { variantKey } from "~/lib/media/responsive";
import { EVENT_CATEGORIES, EVENT_FILTER_STATES } from "~/features/events/catalog";
import { PRODUCT_CATEGORIES } from "~/features/marketplace/catalog";
import { quoteDelivery } from "~/features/marketplace/delivery-fee";
import { verifyPassword } from "better-auth/crypto";
import "~/item-kinds.server";
import { notificationHref } from "~/features/notifications/open-notifications.server";
import { findItemKindByArea } from "~/lib/item-kind-registry.server";
import { answeringRoute } from "../../tests/support/route-table";
import { DEMO_DOOR_EVENT_ID } from "./demo-ids";
import { seedDemoIfEmpty } from "./seed-demo";
import { falseFeeClaims } from "./fee-claims";
import { usernameField } from "~/features/profile/profile-schema";
import { FEE_CATEGORIES } from "~/features/payments/fees";
import { feeRuleFor } from "~/features/payments/fees.server";
import { campaignTotal } from "~/features/advertising/ad-pricing";
import { sellerBalances } from "~/features/payments/balances.server";
import { monthlyStatement } from "~/features/payments/monthly-statement.server";
import { payoutReference } from "~/features/payments/release-rules";
import { monthOf } from "~/features/payments/statement-month";

// The first start of a fresh install must look like a real, busy product (issue 2).
describe("demo seed", () => {
  it("fills an empty database once, with everything the pages and later features need", async () => {
    const db = await getDb();
    expect(await seedDemoIfEmpty(db)).toBe(true);
    expect(await seedDemoIfEmpty(db)).toBe(false);

    const database = await getDatabase();
    const count = async (query: string) =>
      Number((await database.query<{ n: number }>(query))[0].n);

    // Demo accounts with their roles and the shared password.
    const demo = await db
      .select({
        email: s.users.email,
        role: s.profiles.role,
        verified: s.users.emailVerified,
        hash: s.accounts.password,
      })
      .from(s.users)
      .innerJoin(s.profiles, eq(s.profiles.id, s.users.id))
      .innerJoin(s.accounts, eq(s.accounts.userId, s.users.id))
      .where(
        sql`${s.users.email} like '%@example.com' and ${s.users.email} in ('admin@example.com','moderator@example.com','organizer@example.com','vendor@example.com','host@example.com','creator@example.com','viewer@example.com')`,
      );
    expect(Object.fromEntries(demo.map((d) => [d.email, d.role]))).toEqual({
      "admin@example.com": "admin",
      "moderator@example.com": "moderator",
      "organizer@example.com": "event_organizer",
      "vendor@example.com": "vendor",
      "host@example.com": "property_owner",
      "creator@example.com": "creator",
      "viewer@example.com": "viewer",
    });
    expect(demo.every((d) => d.verified)).toBe(true);
    expect(
      await verifyPassword({ hash: demo[0].hash!, password: process.env.DEMO_PASSWORD! }),
    ).toBe(true);

    // Events: ≥ 40 across the 10 states and 8 categories, 1–4 ticket types each,
    // past, upcoming, sold out and trending ones.
    const events = await db.select().from(s.events);
    expect(events.length).toBeGreaterThanOrEqual(40);
    expect(new Set(events.map((e) => e.state))).toEqual(new Set(EVENT_FILTER_STATES));
    for (const c of EVENT_CATEGORIES) expect(events.some((e) => e.tags.includes(c))).toBe(true);
    const typesPerEvent = await db
      .select({
        eventId: s.ticketTypes.eventId,
        n: sql<number>`count(*)`,
        left: sql<number>`sum(quantity - sold)`,
      })
      .from(s.ticketTypes)
      .groupBy(s.ticketTypes.eventId);
    expect(typesPerEvent).toHaveLength(events.length);
    expect(typesPerEvent.every((t) => Number(t.n) >= 1 && Number(t.n) <= 4)).toBe(true);
    expect(typesPerEvent.some((t) => Number(t.left) === 0)).toBe(true);
    expect(events.some((e) => e.endDatetime < new Date())).toBe(true);
    expect(events.filter((e) => e.startDatetime > new Date()).length).toBeGreaterThan(20);
    const trending = await count(`select count(*) as n from (select event_id from tickets
      where payment_status = 'completed' and created_at >= now() - interval '7 days'
      group by event_id having count(*) >= 10) t`);
    expect(trending).toBeGreaterThanOrEqual(3);

    // The door demo: organizer@example.com's upcoming event with paid tickets to check in
    // and promo codes to manage, at a fixed address.
    const [door] = await database.query<{
      email: string;
      upcoming: boolean;
      paid: number;
      codes: string;
    }>(
      `select u.email, e.start_datetime > now() as upcoming,
         (select count(*) from tickets t where t.event_id = e.id and t.payment_status = 'completed')::int as paid,
         (select string_agg(p.code, ',' order by p.code) from promo_codes p where p.event_id = e.id) as codes
       from events e join users u on u.id = e.organizer_id where e.id = '${DEMO_DOOR_EVENT_ID}'`,
    );
    // The door's three codes, and NAIJA10, which every upcoming demo event has.
    expect(door).toMatchObject({
      email: "organizer@example.com",
      upcoming: true,
      codes: "EARLYBIRD,LASTYEAR,NAIJA10,VIPTREAT",
    });
    expect(door!.paid).toBeGreaterThanOrEqual(10);

    // Waiting places only on sold-out ticket types, the viewer demo account among them.
    const waiting = await database.query<{ email: string; left: number }>(
      `select w.email, (tt.quantity - tt.sold)::int as left from waitlist_entries w
         join ticket_types tt on tt.id = w.ticket_type_id where w.status = 'waiting'`,
    );
    expect(waiting.length).toBeGreaterThanOrEqual(6);
    expect(waiting.every((w) => w.left === 0)).toBe(true);
    expect(waiting.map((w) => w.email)).toContain("viewer@example.com");

    // Products, stays, content and ads.
    const products = await db.select({ category: s.products.category }).from(s.products);
    expect(products.length).toBeGreaterThanOrEqual(60);
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(PRODUCT_CATEGORIES));
    // Every product sells through a variant; viewer@ has orders in each status a buyer
    // meets, each in its checkout's group, its payment line naming the vendor order.
    expect(
      await count(
        "select count(*) as n from products p where not exists (select 1 from product_variants v where v.product_id = p.id)",
      ),
    ).toBe(0);
    const viewerOrders = await db
      .select({ status: s.orders.status, groupId: s.orders.groupId, id: s.orders.id })
      .from(s.orders)
      .where(sql`${s.orders.buyerEmail} = 'viewer@example.com'`);
    expect(new Set(viewerOrders.map((o) => o.status))).toEqual(
      new Set(["paid", "shipped", "delivered", "cancelled"]),
    );
    expect(viewerOrders.every((o) => o.groupId)).toBe(true);
    expect(
      await count(
        "select count(*) as n from orders o where not exists (select 1 from payment_lines l where l.purchase_id = o.id)",
      ),
    ).toBe(0);
    // Every store delivers to a Lagos address, so a guest can check out a cart from two
    // stores on a fresh start: a store without fees delivers nowhere, and its goods could
    // be put in a cart but never bought.
    for (const store of await db.select().from(s.vendorProfiles)) {
      const lagos = quoteDelivery({
        store,
        choice: { method: "delivery", state: "Lagos", city: "Surulere" },
        subtotal: 1_000,
      });
      expect(lagos.ok, store.storeName).toBe(true);
    }
    const stays = await db.select({ type: s.properties.propertyType }).from(s.properties);
    expect(stays.length).toBeGreaterThanOrEqual(30);
    expect(new Set(stays.map((p) => p.type)).size).toBe(4);
    // Bookings in every status, host@'s stays and viewer@'s trips (issue 32), each
    // with its guest's contact as the booking pages show it.
    const trips = await db
      .select({ status: s.bookings.status, email: s.bookings.guestEmail })
      .from(s.bookings);
    expect(new Set(trips.map((t) => t.status))).toEqual(new Set(s.bookingStatus.enumValues));
    expect(trips.every((t) => t.email.includes("@"))).toBe(true);
    const viewerTrips = trips.filter((t) => t.email === "viewer@example.com");
    expect(new Set(viewerTrips.map((t) => t.status)).size).toBeGreaterThanOrEqual(6);
    const content = await db.select().from(s.content);
    expect(content.length).toBeGreaterThanOrEqual(60);
    expect(new Set(content.map((c) => c.contentType)).size).toBeGreaterThanOrEqual(3);
    const activeAds = (type: string) =>
      count(
        `select count(*) as n from advertisements where advertisement_type = '${type}' and status = 'active'`,
      );
    // All 10 top-provider places sold, never more (issue 30 §3.5).
    expect(await activeAds("top_providers")).toBe(10);
    expect(await activeAds("banner")).toBeGreaterThanOrEqual(3);
    // Every demo campaign runs one calendar month: its total is its plan's price (§3.4).
    const ads = await db.select().from(s.advertisements);
    expect(ads.map((ad) => campaignTotal(ad) - ad.monthlyCost)).toEqual(ads.map(() => 0));
    expect(await count("select count(*) as n from moderation_queue")).toBeGreaterThan(0);

    // Payments: every seller has earnings in the ledger, and the sellers' own
    // histories are not empty (the Payment Centre shows real rows on a fresh start).
    const demoMoney = await database.query<{ email: string; balance: number; paid: number }>(
      `select u.email,
         (select coalesce(sum(amount), 0) from ledger_entries l where l.user_id = u.id) as balance,
         (select count(*) from payment_transactions p where p.user_id = u.id) as paid
       from users u where u.email in ('organizer@example.com','vendor@example.com','host@example.com','creator@example.com')`,
    );
    for (const row of demoMoney) {
      expect(Number(row.paid), row.email).toBeGreaterThan(0);
      expect(Number(row.balance), row.email).toBeGreaterThan(0);
    }
    expect(demoMoney).toHaveLength(4);

    // Money out (issue 33): sales carry their area's release date, so each demo seller
    // has money pending (an upcoming event, a parcel on its way, a future stay) and
    // released; vendor@ can request a payout; payouts exist in every status.
    const idOf = async (email: string) =>
      (await db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, email)))[0]!.id;
    for (const email of ["organizer@example.com", "vendor@example.com", "host@example.com"]) {
      const id = await idOf(email);
      const b = await sellerBalances(db, id);
      expect(b.pending, email).toBeGreaterThan(0);
      expect(b.paidOut + b.onItsWay, email).toBeGreaterThan(0);
      const statement = await monthlyStatement({ db, userId: id, month: monthOf(new Date()) });
      expect("closing" in statement && statement.closing, email).toBe(b.pending + b.available);
    }
    const vendorId = await idOf("vendor@example.com");
    expect((await sellerBalances(db, vendorId)).available).toBeGreaterThanOrEqual(1_000);
    const seededPayouts = await db.select().from(s.payouts);
    expect(new Set(seededPayouts.map((p) => p.status))).toEqual(
      new Set(["paid", "processing", "queued", "failed", "reversed"]),
    );
    for (const p of seededPayouts) expect(p.reference).toBe(payoutReference(p.id));
    const unresolved = seededPayouts.filter((p) => p.status === "failed" && !p.resolvedAt);
    expect(unresolved.map((p) => p.failureReason)).toEqual(["Account closed"]);
    expect(unresolved[0]!.userId).not.toBe(vendorId);
    expect(
      seededPayouts.some((p) => p.userId === vendorId && p.status === "failed" && p.resolvedAt),
    ).toBe(true);
    expect(await count("select count(*) as n from payout_holds where released_at is null")).toBe(1);
    expect(
      await count("select count(*) as n from payout_accounts where name_check = 'needs_approval'"),
    ).toBe(1);
    // A refund after release: it counts at once, after its sale was released.
    expect(
      await count(`select count(*) as n from ledger_entries r join ledger_entries s
        on s.payment_line_id = r.payment_line_id and s.entry_type = 'sale' and s.user_id = r.user_id
        where r.entry_type = 'refund' and r.available_at > s.available_at`),
    ).toBeGreaterThan(0);
    // viewer@ has a parcel from vendor@ on its way, to confirm delivered.
    expect(
      await count(`select count(*) as n from orders o join users u on u.id = o.buyer_id
        where u.email = 'viewer@example.com' and o.status = 'shipped'`),
    ).toBeGreaterThan(0);
    expect(
      await count("select count(*) as n from orders where payment_transaction_id is not null"),
    ).toBeGreaterThanOrEqual(8);

    // Every media file the rows point at really exists in storage.
    const storage = getStorage();
    for (const item of content.slice(0, 20)) {
      const media = await storage.stat(item.mediaKey);
      expect(media?.size, item.mediaKey).toBeGreaterThan(0);
      expect(media?.contentType).toBe(item.mimeType);
    }
    // Avatars have the small variants the header and profile form ask for.
    const withAvatar = await db
      .select({ key: s.profiles.avatarKey })
      .from(s.profiles)
      .where(sql`${s.profiles.avatarKey} is not null`)
      .limit(5);
    expect(withAvatar.length).toBeGreaterThan(0);
    for (const { key } of withAvatar) {
      for (const width of AVATAR_WIDTHS) {
        expect(await storage.exists(variantKey(key!, width)), `${key} w${width}`).toBe(true);
      }
    }
  }, 180_000);

  // Every seeded profile can be saved as it stands: its username passes the profile
  // form's own rule (a dotted name locked the demo viewer out of becoming a creator).
  it("seeds usernames the profile form accepts", async () => {
    const db = await getDb();
    const rows = await db
      .select({ username: s.profiles.username })
      .from(s.profiles)
      .where(sql`${s.profiles.username} is not null`);
    expect(rows.length).toBeGreaterThan(0);
    const refused = rows.filter((r) => !usernameField.safeParse(r.username).success);
    expect(refused.map((r) => r.username)).toEqual([]);
  });

  // The notice bar promises no fee waiver or rate the stored fee rules contradict
  // (issue 30 §3.7), and its link opens a real page.
  it("seeds a notice bar whose fee claims match the seeded fee rules", async () => {
    const db = await getDb();
    const [row] = await db
      .select({ value: s.siteSettings.value })
      .from(s.siteSettings)
      .where(eq(s.siteSettings.key, "notice_bar"));
    const notice = row!.value as { text: string; linkUrl?: string };
    expect(notice.text).toMatch(/fee/i);
    const rules = Object.fromEntries(
      await Promise.all(FEE_CATEGORIES.map(async (c) => [c, await feeRuleFor(db, c)] as const)),
    ) as Record<(typeof FEE_CATEGORIES)[number], Awaited<ReturnType<typeof feeRuleFor>>>;
    expect(Object.values(rules).every((r) => r.source === "setting")).toBe(true);
    expect(falseFeeClaims(notice.text, rules)).toEqual([]);
    if (notice.linkUrl)
      expect(answeringRoute(notice.linkUrl), notice.linkUrl).not.toMatch(/not-found/);
  });

  // Seeded notices promise only what the product can do: each links to a real page,
  // and an item page shows a public item (issue 12: "confirm or decline", "Restock").
  it("links every seeded notification to a page where its reader can act on it", async () => {
    const db = await getDb();
    const rows = await db.select().from(s.notifications);
    expect(rows.length).toBeGreaterThan(0);
    for (const n of rows) {
      const href = notificationHref(n.data);
      expect(href, n.title).toBeTruthy();
      const { pathname } = new URL(href!, "http://localhost");
      const route = answeringRoute(pathname);
      expect(route, href!).toBeDefined();
      expect(route, href!).not.toMatch(/not-found|forbidden/);
      const [, area, slug] = /^\/([^/]+)\/([^/]+)$/.exec(pathname) ?? [];
      const kind = area ? findItemKindByArea(area) : undefined;
      if (kind && slug) {
        const visible = await db
          .select({ id: kind.columns.id })
          .from(kind.table)
          .where(and(eq(kind.columns.slug, decodeURIComponent(slug)), kind.publicWhere()));
        expect(visible, href!).toHaveLength(1);
      }
      // Actions with no page in the product yet.
      expect(`${n.title} ${n.message}`).not.toMatch(/confirm or decline|restock|applied for/i);
    }
  });
});
