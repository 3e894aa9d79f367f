import { and, asc, desc, gte, ilike, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { content, events, products, properties } from "~/db/schema";
import { publicContentWhere } from "~/features/content/public-content.server";
import { publicEventWhere } from "~/features/events/public-events.server";
import { publicProductWhere } from "~/features/marketplace/public-products.server";
import { publicPropertyWhere } from "~/features/stays/public-properties.server";
import { getDatabase, getDb } from "~/lib/db/client.server";
import { loadImages } from "~/lib/media/image-records.server";
import type { StoredImage } from "~/lib/media/responsive";
import {
  prefixTsQuery,
  priceRange,
  RESULTS_PER_TYPE,
  SINGLE_TYPE_PAGE_SIZE,
  type ItemSearchType,
  type SearchParams,
} from "./search-params";

export interface SearchResult {
  type: ItemSearchType;
  id: string;
  href: string;
  title: string;
  description: string;
  image: StoredImage | null;
  location: string | null;
  /** Whole naira; events: the cheapest ticket; null when the item has no price. */
  price: number | null;
  /** Events: when it starts; other items: when they were published. */
  date: string;
  tags: string[];
}

export interface TypeResults {
  type: ItemSearchType;
  total: number;
  items: SearchResult[];
}

interface TypeSpec {
  table: PgTable;
  path: string;
  where: () => SQL | undefined;
  id: PgColumn;
  slug: PgColumn;
  title: PgColumn;
  description: SQL<string>;
  image: SQL<string | null>;
  location: SQL<string | null>;
  price: SQL<number | null>;
  date: SQL<Date>;
  tags: SQL<string[]>;
  /** Date sort: upcoming events soonest first; everything else newest first. */
  dateOrder: "asc" | "desc";
}

// Correlated subqueries name the outer row explicitly ("events"."id"): drizzle leaves
// columns unqualified inside sql``, which would bind to the inner table.
const SPECS: Record<ItemSearchType, TypeSpec> = {
  event: {
    table: events,
    path: "/events",
    where: publicEventWhere,
    id: events.id,
    slug: events.slug,
    title: events.title,
    description: sql<string>`${events.description}`,
    image: sql<string | null>`${events.coverImageKey}`,
    location: sql<string | null>`${events.city} || ', ' || ${events.state}`,
    price: sql<
      number | null
    >`(select min(tt.price) from ticket_types tt where tt.event_id = "events"."id")`,
    date: sql<Date>`${events.startDatetime}`,
    tags: sql<string[]>`${events.tags}`,
    dateOrder: "asc",
  },
  product: {
    table: products,
    path: "/marketplace",
    where: publicProductWhere,
    id: products.id,
    slug: products.slug,
    title: products.title,
    description: sql<string>`${products.description}`,
    image: sql<string | null>`${products.imageKeys}[1]`,
    location: sql<string | null>`${products.location}`,
    price: sql<number | null>`${products.price}`,
    date: sql<Date>`${products.createdAt}`,
    tags: sql<string[]>`${products.tags}`,
    dateOrder: "desc",
  },
  property: {
    table: properties,
    path: "/bookings",
    where: publicPropertyWhere,
    id: properties.id,
    slug: properties.slug,
    title: properties.title,
    description: sql<string>`coalesce(nullif(${properties.summary}, ''), ${properties.description})`,
    image: sql<string | null>`${properties.photoKeys}[1]`,
    location: sql<string | null>`${properties.city} || ', ' || ${properties.state}`,
    price: sql<number | null>`${properties.basePricePerNight}`,
    date: sql<Date>`${properties.createdAt}`,
    tags: sql<string[]>`${properties.amenities}`,
    dateOrder: "desc",
  },
  content: {
    table: content,
    path: "/content",
    where: publicContentWhere,
    id: content.id,
    slug: content.slug,
    title: content.title,
    description: sql<string>`${content.description}`,
    image: sql<string | null>`${content.thumbnailKey}`,
    location: sql<string | null>`null::text`,
    price: sql<number | null>`null::integer`,
    date: sql<Date>`coalesce(${content.publishedAt}, ${content.createdAt})`,
    tags: sql<string[]>`array[${content.category}] || ${content.tags}`,
    dateOrder: "desc",
  },
};

/** Escapes LIKE wildcards so a location like "50%" is matched literally. */
function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Below this many full-text matches in a type, title typos are searched too. */
const FUZZY_BELOW = RESULTS_PER_TYPE;

/**
 * Full-text search first (stemmed, prefix: "lagos jaz" finds "Lagos Jazz Night");
 * only when that finds fewer than FUZZY_BELOW items is the trigram word similarity
 * on titles added, for typos such as "abeokta". Checking trigram similarity costs a
 * call per row the full-text index does not select, which for a common word meant
 * most of the table (npm run bench:search).
 */
async function searchType(
  type: ItemSearchType,
  params: SearchParams,
  limit: number,
  offset: number,
): Promise<TypeResults> {
  const exact = await queryType(type, params, limit, offset, false);
  return exact.total >= FUZZY_BELOW ? exact : queryType(type, params, limit, offset, true);
}

async function queryType(
  type: ItemSearchType,
  params: SearchParams,
  limit: number,
  offset: number,
  fuzzy: boolean,
): Promise<TypeResults> {
  const spec = SPECS[type];
  const tsq = prefixTsQuery(params.q);
  const vector = sql`${spec.table}.search_vector`;
  const query = sql`to_tsquery('english', ${tsq ?? ""})`;
  // `<%` (trigram word similarity on the title) can use the trigram index.
  const matches = !tsq
    ? sql`false`
    : fuzzy
      ? or(sql`${vector} @@ ${query}`, sql`${params.q} <% ${spec.title}`)
      : sql`${vector} @@ ${query}`;
  const rank = sql<number>`(ts_rank_cd(${vector}, ${query}) + word_similarity(${params.q}, ${spec.title}))`;

  const range = priceRange(params.price);
  const priceFilter = range
    ? // Items without a price pass the price filter (spec 000 §5).
      or(
        isNull(spec.price),
        and(gte(spec.price, range.min), range.max === null ? undefined : lt(spec.price, range.max)),
      )
    : undefined;
  const locationFilter = params.location
    ? ilike(spec.location, likePattern(params.location))
    : undefined;

  const order =
    params.sort === "price_asc"
      ? [sql`${spec.price} asc nulls last`, desc(rank)]
      : params.sort === "price_desc"
        ? [sql`${spec.price} desc nulls last`, desc(rank)]
        : params.sort === "date"
          ? [spec.dateOrder === "asc" ? asc(spec.date) : desc(spec.date), desc(rank)]
          : [desc(rank), desc(spec.date)];

  const db = await getDb();
  const rows = await db
    .select({
      id: sql<string>`${spec.id}`,
      slug: sql<string>`${spec.slug}`,
      title: sql<string>`${spec.title}`,
      description: spec.description,
      image: spec.image,
      location: spec.location,
      price: spec.price,
      date: spec.date,
      tags: spec.tags,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(spec.table)
    .where(and(spec.where(), matches, priceFilter, locationFilter))
    .orderBy(...order, asc(spec.id))
    .limit(limit)
    .offset(offset);

  const images = await loadImages(
    db,
    rows.map((r) => r.image),
  );
  return {
    type,
    total: rows[0]?.total ?? (offset > 0 ? await countOnly(type, params) : 0),
    items: rows.map((r) => ({
      type,
      id: r.id,
      href: `${spec.path}/${r.slug}`,
      title: r.title,
      description: r.description.length > 180 ? `${r.description.slice(0, 177)}…` : r.description,
      image: r.image ? (images.get(r.image) ?? null) : null,
      location: r.location,
      price: r.price === null ? null : Number(r.price),
      date: new Date(r.date).toISOString(),
      tags: r.tags ?? [],
    })),
  };
}

/** The total when a page past the end came back empty (so the pager still shows). */
async function countOnly(type: ItemSearchType, params: SearchParams) {
  const first = await searchType(type, { ...params, page: 1 }, 1, 0);
  return first.total;
}

/**
 * Universal search over publicly visible items only (spec 000 §2, §7). With type
 * "all": up to 10 per type with each type's total for its "show more" link; with one
 * type: that type, a page at a time. A blank query returns nothing.
 */
export async function search(params: SearchParams): Promise<TypeResults[]> {
  if (!prefixTsQuery(params.q)) return [];
  if (params.type !== "all") {
    const offset = (params.page - 1) * SINGLE_TYPE_PAGE_SIZE;
    return [await searchType(params.type, params, SINGLE_TYPE_PAGE_SIZE, offset)];
  }
  const types: ItemSearchType[] = ["event", "product", "property", "content"];
  // PostgreSQL: one pooled connection per type, in parallel. PGlite is one
  // connection that runs one query at a time: sequential is as fast there.
  if ((await getDatabase()).kind === "postgres")
    return Promise.all(types.map((type) => searchType(type, params, RESULTS_PER_TYPE, 0)));
  const out: TypeResults[] = [];
  for (const type of types) out.push(await searchType(type, params, RESULTS_PER_TYPE, 0));
  return out;
}
