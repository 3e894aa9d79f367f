import { and, asc, eq, gt, sql } from "drizzle-orm";
import { getDb } from "~/lib/db/client.server";
import type { ItemKind } from "~/lib/item-kind";
import { findItemKindByArea, itemKinds, itemPath } from "~/lib/item-kind-registry.server";

/** The areas (first path segment) of the item kinds, in the registry's order. */
export function itemAreas(): string[] {
  return itemKinds().map((k) => k.area);
}

function kindOf(area: string): ItemKind {
  const kind = findItemKindByArea(area);
  if (!kind) throw new Error(`No item kind lives under /${area}/`);
  return kind;
}

/**
 * The canonical slug page of an id-based link, only for publicly visible items:
 * a hidden or unknown id gets null (the caller answers 404, revealing nothing).
 */
export async function slugPathForItemId(area: string, id: string): Promise<string | null> {
  const kind = findItemKindByArea(area);
  if (!kind) return null;
  const db = await getDb();
  const [row] = await db
    .select({ slug: kind.columns.slug })
    .from(kind.table)
    .where(and(eq(kind.columns.id, id), kind.publicWhere()))
    .limit(1);
  return row ? itemPath(kind, String(row.slug)) : null;
}

export type PublicItemLink = { path: string; lastmod: string };

/** How many items of an area the public can see. */
export async function countPublicItems(area: string): Promise<number> {
  const kind = kindOf(area);
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(kind.table)
    .where(kind.publicWhere());
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
  area: string,
  {
    batchSize = 5_000,
    skip = 0,
    limit = Infinity,
  }: { batchSize?: number; skip?: number; limit?: number } = {},
): AsyncGenerator<PublicItemLink[]> {
  const kind = kindOf(area);
  const { slug, lastmod: updatedAt } = kind.sitemap;
  const db = await getDb();
  const lastmod = sql<string>`to_char(${updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  let after: string | null = null;
  if (skip > 0) {
    // One index walk to find where this part starts.
    const [start] = await db
      .select({ slug })
      .from(kind.table)
      .where(kind.publicWhere())
      .orderBy(asc(slug))
      .offset(skip - 1)
      .limit(1);
    if (!start) return;
    after = String(start.slug);
  }
  const prefix = `/${area}/`;
  let left = limit;
  while (left > 0) {
    const rows: { slug: unknown; lastmod: string }[] = await db
      .select({ slug, lastmod })
      .from(kind.table)
      .where(after === null ? kind.publicWhere() : and(kind.publicWhere(), gt(slug, after)))
      .orderBy(asc(slug))
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
