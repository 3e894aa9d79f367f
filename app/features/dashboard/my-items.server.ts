import { and, desc, eq, inArray, sql } from "drizzle-orm";
import {
  bookings,
  content,
  contentViews,
  events,
  orders,
  products,
  profiles,
  properties,
  ticketOrders,
  ticketTypes,
  vendorProfiles,
} from "~/db/schema";
import type { Db } from "~/lib/db/client.server";
import type { ItemKind } from "~/lib/item-kind";
import { itemKinds, itemPath } from "~/lib/item-kind-registry.server";
import type { ModerationStatus, MyAnalytics, MyItem } from "./dashboard-types";

const LIMIT_PER_KIND = 50;

/** The user's items of one kind, newest first, with whether the public sees each. */
async function myItemsOf(db: Db, kind: ItemKind, userId: string): Promise<MyItem[]> {
  const c = kind.columns;
  const rows = (await db
    .select({
      id: c.id,
      slug: c.slug,
      title: c.title,
      status: c.status,
      moderationStatus: c.moderationStatus,
      createdAt: c.createdAt,
      // The kind's one public rule, evaluated by the database: the public lists use the
      // same SQL, so the dashboard cannot disagree with them.
      isPublic: sql<boolean>`coalesce(${kind.publicWhere()}, false)`,
    })
    .from(kind.table)
    .where(kind.ownedBy(userId))
    .orderBy(desc(c.createdAt))
    .limit(LIMIT_PER_KIND)) as Array<{
    id: string;
    slug: string;
    title: string;
    status: string;
    moderationStatus: ModerationStatus;
    createdAt: Date;
    isPublic: boolean;
  }>;
  return rows.map((r) => ({
    id: r.id,
    kind: kind.type,
    title: r.title,
    status: r.status,
    moderationStatus: r.moderationStatus,
    createdAt: r.createdAt.toISOString(),
    href: r.isPublic ? itemPath(kind, r.slug) : null,
  }));
}

async function vendorIdOf(db: Db, userId: string) {
  const [row] = await db
    .select({ id: vendorProfiles.id })
    .from(vendorProfiles)
    .where(eq(vendorProfiles.userId, userId))
    .limit(1);
  return row?.id ?? null;
}

/** Everything the user created, of every item kind, newest first (My Content tab). */
export async function listMyItems(db: Db, userId: string): Promise<MyItem[]> {
  const perKind = await Promise.all(itemKinds().map((kind) => myItemsOf(db, kind, userId)));
  return perKind.flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

const num = (v: unknown) => Number(v ?? 0);

/** Days of content views the Analytics tab charts, today included. */
export const VIEW_DAYS = 30;

/**
 * Views of the user's content per Lagos day (content_views: one per visitor per item per
 * day), oldest first, every day of the window present (zeros included).
 */
async function viewsPerDay(db: Db, userId: string, now: Date) {
  const today = sql`(${now.toISOString()}::timestamptz at time zone 'Africa/Lagos')::date`;
  const rows = (await db.execute(sql`
    select to_char(d, 'YYYY-MM-DD') as day, coalesce(v.n, 0)::int as views
    from generate_series(${today} - ${VIEW_DAYS - 1}::int, ${today}, interval '1 day') as d
    left join (
      select ${contentViews.day} as day, count(*) as n
      from ${contentViews}
      join ${content} on ${content.id} = ${contentViews.contentId}
      where ${content.creatorId} = ${userId} and ${contentViews.day} > ${today} - ${VIEW_DAYS}::int
      group by ${contentViews.day}
    ) v on v.day = d::date
    order by d
  `)) as unknown as { rows: Array<{ day: string; views: number }> };
  return rows.rows.map((r) => ({ day: r.day, views: Number(r.views) }));
}

/** The user's own figures, straight from the database (Analytics tab). */
export async function getMyAnalytics(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<MyAnalytics> {
  const vendorId = await vendorIdOf(db, userId);
  const [
    contentTotals,
    top,
    eventTotals,
    ticketTotals,
    productTotals,
    orderTotals,
    stayTotals,
    perDay,
  ] = await Promise.all([
    db
      .select({ items: sql`count(*)`, views: sql`coalesce(sum(${content.viewCount}), 0)` })
      .from(content)
      .where(eq(content.creatorId, userId)),
    db
      .select({ title: content.title, views: content.viewCount })
      .from(content)
      .where(eq(content.creatorId, userId))
      .orderBy(desc(content.viewCount), desc(content.createdAt))
      .limit(5),
    db
      .select({
        items: sql`count(distinct ${events.id})`,
        sold: sql`coalesce(sum(${ticketTypes.sold}), 0)`,
      })
      .from(events)
      .leftJoin(ticketTypes, eq(ticketTypes.eventId, events.id))
      .where(eq(events.organizerId, userId)),
    db
      .select({ revenue: sql`coalesce(sum(${ticketOrders.subtotal}), 0)` })
      .from(ticketOrders)
      .innerJoin(events, eq(events.id, ticketOrders.eventId))
      .where(and(eq(events.organizerId, userId), eq(ticketOrders.status, "paid"))),
    vendorId
      ? db
          .select({ items: sql`count(*)` })
          .from(products)
          .where(eq(products.vendorId, vendorId))
      : Promise.resolve([{ items: 0 }]),
    vendorId
      ? db
          .select({ n: sql`count(*)`, revenue: sql`coalesce(sum(${orders.subtotal}), 0)` })
          .from(orders)
          .where(
            and(
              eq(orders.vendorId, vendorId),
              inArray(orders.status, ["paid", "shipped", "delivered"]),
            ),
          )
      : Promise.resolve([{ n: 0, revenue: 0 }]),
    db
      .select({
        items: sql`count(distinct ${properties.id})`,
        bookings: sql`count(${bookings.id})`,
        revenue: sql`coalesce(sum(${bookings.total} - ${bookings.platformFee}), 0)`,
      })
      .from(properties)
      .leftJoin(
        bookings,
        and(
          eq(bookings.propertyId, properties.id),
          inArray(bookings.status, ["confirmed", "checked_in", "checked_out"]),
        ),
      )
      .where(eq(properties.ownerId, userId)),
    viewsPerDay(db, userId, now),
  ]);
  return {
    content: {
      items: num(contentTotals[0]?.items),
      views: num(contentTotals[0]?.views),
      top: top.map((t) => ({ title: t.title, views: t.views })),
      perDay,
    },
    events: {
      items: num(eventTotals[0]?.items),
      ticketsSold: num(eventTotals[0]?.sold),
      revenue: num(ticketTotals[0]?.revenue),
    },
    products: {
      items: num(productTotals[0]?.items),
      orders: num(orderTotals[0]?.n),
      revenue: num(orderTotals[0]?.revenue),
    },
    properties: {
      items: num(stayTotals[0]?.items),
      bookings: num(stayTotals[0]?.bookings),
      revenue: num(stayTotals[0]?.revenue),
    },
  };
}

/**
 * Whether the person owns any product or property: the dashboard shows those pages to
 * sellers and hosts, and to anyone else who listed one (any non-viewer may). One query,
 * two indexed EXISTS.
 */
export async function listingsOwnedBy(db: Db, userId: string) {
  const [row] = await db
    .select({
      products: sql<boolean>`exists (select 1 from products p join vendor_profiles vp on vp.id = p.vendor_id where vp.user_id = ${userId})`,
      properties: sql<boolean>`exists (select 1 from properties s where s.owner_id = ${userId})`,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return { products: !!row?.products, properties: !!row?.properties };
}
