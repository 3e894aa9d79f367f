import { and, desc, eq, inArray, sql } from "drizzle-orm";
import {
  bookings,
  content,
  events,
  orders,
  products,
  properties,
  ticketOrders,
  ticketTypes,
  vendorProfiles,
} from "~/db/schema";
import type { Db } from "~/lib/db/client.server";
import type { ItemKind, ModerationStatus, MyAnalytics, MyItem } from "./dashboard-types";

const LIMIT_PER_KIND = 50;

/*
 * Visibility mirrors the public listings (DECISIONS.md > Moderation and visibility):
 * content is public while published and not rejected; events when published, approved
 * and not ended; products and properties when active and approved.
 */
function publicHref(kind: ItemKind, slug: string, row: Record<string, unknown>): string | null {
  const approved = row.moderationStatus === "approved";
  switch (kind) {
    case "content":
      return row.status === "published" && row.moderationStatus !== "rejected"
        ? `/content/${slug}`
        : null;
    case "event":
      return row.status === "published" && approved && (row.endDatetime as Date) >= new Date()
        ? `/events/${slug}`
        : null;
    case "product":
      return row.status === "active" && approved ? `/marketplace/${slug}` : null;
    case "property":
      return row.status === "active" && approved ? `/bookings/${slug}` : null;
  }
}

async function vendorIdOf(db: Db, userId: string) {
  const [row] = await db
    .select({ id: vendorProfiles.id })
    .from(vendorProfiles)
    .where(eq(vendorProfiles.userId, userId))
    .limit(1);
  return row?.id ?? null;
}

/** Everything the user created, newest first (My Content tab). */
export async function listMyItems(db: Db, userId: string): Promise<MyItem[]> {
  const common = (t: typeof content | typeof events | typeof products | typeof properties) => ({
    id: t.id,
    slug: t.slug,
    title: t.title,
    status: t.status,
    moderationStatus: t.moderationStatus,
    createdAt: t.createdAt,
  });
  const vendorId = await vendorIdOf(db, userId);
  const [c, e, p, s] = await Promise.all([
    db
      .select(common(content))
      .from(content)
      .where(eq(content.creatorId, userId))
      .orderBy(desc(content.createdAt))
      .limit(LIMIT_PER_KIND),
    db
      .select({ ...common(events), endDatetime: events.endDatetime })
      .from(events)
      .where(eq(events.organizerId, userId))
      .orderBy(desc(events.createdAt))
      .limit(LIMIT_PER_KIND),
    vendorId
      ? db
          .select(common(products))
          .from(products)
          .where(eq(products.vendorId, vendorId))
          .orderBy(desc(products.createdAt))
          .limit(LIMIT_PER_KIND)
      : Promise.resolve([]),
    db
      .select(common(properties))
      .from(properties)
      .where(eq(properties.ownerId, userId))
      .orderBy(desc(properties.createdAt))
      .limit(LIMIT_PER_KIND),
  ]);
  const tag = (kind: ItemKind, rows: Array<Record<string, unknown>>): MyItem[] =>
    rows.map((r) => ({
      id: r.id as string,
      kind,
      title: r.title as string,
      status: r.status as string,
      moderationStatus: r.moderationStatus as ModerationStatus,
      createdAt: (r.createdAt as Date).toISOString(),
      href: publicHref(kind, r.slug as string, r),
    }));
  return [
    ...tag("content", c),
    ...tag("event", e),
    ...tag("product", p),
    ...tag("property", s),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

const num = (v: unknown) => Number(v ?? 0);

/** The user's own figures, straight from the database (Analytics tab). */
export async function getMyAnalytics(db: Db, userId: string): Promise<MyAnalytics> {
  const vendorId = await vendorIdOf(db, userId);
  const [contentTotals, top, eventTotals, ticketTotals, productTotals, orderTotals, stayTotals] =
    await Promise.all([
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
    ]);
  return {
    content: {
      items: num(contentTotals[0]?.items),
      views: num(contentTotals[0]?.views),
      top: top.map((t) => ({ title: t.title, views: t.views })),
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
