import { and, asc, eq, gt, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { content, events, products, properties } from "~/db/schema";
import { publicContentWhere } from "~/features/content/public-content.server";
import { publicEventWhere } from "~/features/events/public-events.server";
import { publicProductWhere } from "~/features/marketplace/public-products.server";
import { publicPropertyWhere } from "~/features/stays/public-properties.server";
import { getDb } from "~/lib/db/client.server";
import type { ItemArea } from "~/lib/redirects";

type Source = {
  table: PgTable;
  id: PgColumn;
  slug: PgColumn;
  updatedAt: PgColumn;
  visible: () => SQL | undefined;
};

/** Each area's table and its public-visibility rule (the same rule its pages use). */
const SOURCES: Record<ItemArea, Source> = {
  content: {
    table: content,
    id: content.id,
    slug: content.slug,
    updatedAt: content.updatedAt,
    visible: publicContentWhere,
  },
  events: {
    table: events,
    id: events.id,
    slug: events.slug,
    updatedAt: events.updatedAt,
    visible: publicEventWhere,
  },
  marketplace: {
    table: products,
    id: products.id,
    slug: products.slug,
    updatedAt: products.updatedAt,
    visible: publicProductWhere,
  },
  bookings: {
    table: properties,
    id: properties.id,
    slug: properties.slug,
    updatedAt: properties.updatedAt,
    visible: publicPropertyWhere,
  },
};

export const ITEM_AREAS = Object.keys(SOURCES) as ItemArea[];

/**
 * The canonical slug page of an id-based link, only for publicly visible items:
 * a hidden or unknown id gets null (the caller answers 404, revealing nothing).
 */
export async function slugPathForItemId(area: ItemArea, id: string): Promise<string | null> {
  const source = SOURCES[area];
  const db = await getDb();
  const [row] = await db
    .select({ slug: source.slug })
    .from(source.table)
    .where(and(eq(source.id, id), source.visible()))
    .limit(1);
  return row ? `/${area}/${encodeURIComponent(String(row.slug))}` : null;
}

export type PublicItemLink = { path: string; lastmod: string };

/** How many items of an area the public can see. */
export async function countPublicItems(area: ItemArea): Promise<number> {
  const source = SOURCES[area];
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(source.table)
    .where(source.visible());
  return Number(row.n);
}

/**
 * Publicly visible items of an area in slug order, `batchSize` rows per query, from
 * the `skip`-th item on, at most `limit` items. Keyset pagination on the slug index of
 * visible rows (drizzle/0005): each batch costs the same however deep it goes, is read
 * from the index alone, and memory stays at one batch. `lastmod` comes formatted by
 * the database (as Date#toISOString would), so no Date is made per row.
 */
export async function* publicItemLinks(
  area: ItemArea,
  {
    batchSize = 5_000,
    skip = 0,
    limit = Infinity,
  }: { batchSize?: number; skip?: number; limit?: number } = {},
): AsyncGenerator<PublicItemLink[]> {
  const source = SOURCES[area];
  const db = await getDb();
  const lastmod = sql<string>`to_char(${source.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  let after: string | null = null;
  if (skip > 0) {
    // One index walk to find where this part starts.
    const [start] = await db
      .select({ slug: source.slug })
      .from(source.table)
      .where(source.visible())
      .orderBy(asc(source.slug))
      .offset(skip - 1)
      .limit(1);
    if (!start) return;
    after = String(start.slug);
  }
  const prefix = `/${area}/`;
  let left = limit;
  while (left > 0) {
    const rows: { slug: unknown; lastmod: string }[] = await db
      .select({ slug: source.slug, lastmod })
      .from(source.table)
      .where(after === null ? source.visible() : and(source.visible(), gt(source.slug, after)))
      .orderBy(asc(source.slug))
      .limit(Math.min(batchSize, left));
    if (rows.length === 0) return;
    yield rows.map((r) => ({
      path: prefix + encodeURIComponent(String(r.slug)),
      lastmod: r.lastmod,
    }));
    left -= rows.length;
    if (rows.length < batchSize) return;
    after = String(rows[rows.length - 1].slug);
  }
}
