import { and, eq, gte, ilike, isNull, lt, or, sql, type SQL } from "drizzle-orm";
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
  queryWords,
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
  /** Matches, counted up to COUNT_CAP. */
  total: number;
  /** More than COUNT_CAP matched ("1,000+"). */
  capped: boolean;
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
  /** The price is a column with an index on visible rows (exact price sorts). */
  priceIndexed: boolean;
  /** Visibility as the index walk of a column sort wants it, when not `where`. */
  walkWhere?: () => SQL | undefined;
}

// Correlated subqueries name the outer row explicitly ("events"."id"): drizzle leaves
// columns unqualified inside sql``, which would bind to the inner table.
const SPECS: Record<ItemSearchType, TypeSpec> = {
  event: {
    table: events,
    path: "/events",
    // publicEventWhere, with the end date compared so that no index serves it: the
    // planner otherwise ANDs the text index with a bitmap of every not-ended event
    // (70,000 rows at 100 k events) before reading the few rows that match.
    where: () =>
      and(
        eq(events.status, "published"),
        eq(events.moderationStatus, "approved"),
        sql`${events.endDatetime} + interval '0 seconds' >= now()`,
      ),
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
    priceIndexed: false,
    // Walking events by start date, the end date is checked inside the index
    // (events_public_start_end_idx) rather than on every ended event's row.
    walkWhere: publicEventWhere,
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
    priceIndexed: true,
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
    priceIndexed: true,
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
    // No price: every item ties, so a price sort is the relevance order.
    priceIndexed: false,
  },
};

/** Escapes LIKE wildcards so a location like "50%" is matched literally. */
function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Matches are counted up to this many per type; past it the total reads "1,000+"
 * (`capped`). Relevance is ranked within this many matches from the full-text index
 * rather than over every match: ranking all 30,000 items that say "lagos" to show
 * ten cost most of a search's time (docs/decisions/011-search-at-scale.md).
 */
export const COUNT_CAP = 500;

/**
 * Sorted by a column, up to this many matches are read and sorted in memory (exact).
 * Past it the word is common enough that walking the column's index on visible rows
 * finds a page quickly; below it a walk can read most of the index when the matches
 * sit at the far end (dresses are dear: "dress" sorted cheapest first).
 */
const SORT_CAP = 3000;

/** Below this many full-text matches in a type, title typos are searched too. */
const FUZZY_BELOW = RESULTS_PER_TYPE;

interface Row {
  id: string;
  slug: string;
  title: string;
  description: string;
  image: string | null;
  location: string | null;
  price: number | string | null;
  date: Date | string;
  tags: string[] | null;
}

/**
 * Trigram word similarity a typo needs: "ankra" is 0.5 like "Ankara" (pg_trgm's default
 * of 0.6 misses it). Set per typo search, inside its transaction.
 */
const TYPO_SIMILARITY = 0.5;
const TYPO_MIN_LENGTH = 4;

/** Runs a query; with settings, inside a transaction that sets them for it alone. */
async function rowsOf<T>(query: SQL, settings: Record<string, string> = {}): Promise<T[]> {
  const db = await getDb();
  const entries = Object.entries(settings);
  if (!entries.length) return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  return db.transaction(async (tx) => {
    for (const [name, value] of entries)
      await tx.execute(sql`select set_config(${name}, ${value}, true)`);
    return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
  });
}

/** pg_trgm's threshold for `<%`, as a typo search sets it. */
const TYPO_SETTINGS = { "pg_trgm.word_similarity_threshold": String(TYPO_SIMILARITY) };

/**
 * Full-text search first (stemmed, prefix: "lagos jaz" finds "Lagos Jazz Night");
 * only when that finds fewer than FUZZY_BELOW items, and some word of the query
 * occurs nowhere in this type's visible items, is that word taken as a typo: it then
 * matches titles with a trigram-similar word ("abeokta" finds "Abeokuta 10K Fun Run",
 * "ankra dress" Ankara dresses). Both use indexes on visible rows only (drizzle/0005).
 */
async function searchType(
  type: ItemSearchType,
  params: SearchParams,
  limit: number,
  offset: number,
): Promise<TypeResults> {
  const exact = await queryType(type, params, limit, offset, []);
  if (exact.total >= FUZZY_BELOW) return exact;
  const typos = await unknownWords(type, queryWords(params.q));
  return typos.length ? queryType(type, params, limit, offset, typos) : exact;
}

/**
 * The words (of TYPO_MIN_LENGTH letters or more) that no visible item of the type
 * contains: one index probe each. Shorter words have too few trigrams to tell a typo
 * from another word ("jaz" would match every "Ja…" title), so they must match as typed.
 */
async function unknownWords(type: ItemSearchType, words: string[]): Promise<string[]> {
  const spec = SPECS[type];
  const long = [...new Set(words.filter((w) => w.length >= TYPO_MIN_LENGTH))];
  if (!long.length) return [];
  const [row] = await rowsOf<Record<string, boolean>>(
    sql`select ${sql.join(
      long.map(
        (w, i) =>
          // A stop word ("with") is no typo: the text search just leaves it out.
          sql`(numnode(to_tsquery('english', ${`${w}:*`})) = 0 or exists (select 1 from
            ${spec.table} where ${spec.where()} and ${spec.table}.search_vector @@
            to_tsquery('english', ${`${w}:*`}))) as ${sql.raw(`k${i}`)}`,
      ),
      sql`, `,
    )}`,
    // Probe the text index: for a word no row has, a sequential scan would read the
    // whole table looking for the one row it expects to find early.
    { enable_seqscan: "off" },
  );
  return long.filter((_, i) => !row?.[`k${i}`]);
}

async function queryType(
  type: ItemSearchType,
  params: SearchParams,
  limit: number,
  offset: number,
  typos: string[],
): Promise<TypeResults> {
  const spec = SPECS[type];
  const fuzzy = typos.length > 0;
  const tsq = prefixTsQuery(params.q) ?? "";
  const vector = sql`${spec.table}.search_vector`;
  const query = sql`to_tsquery('english', ${tsq})`;
  // The location's words are in the text too (city, state; a product's location), so
  // the text index narrows to them before the exact ILIKE below: "lagos" in Ikeja no
  // longer reads every item that says "lagos". (So a location matches from the start
  // of a word: "Ike" finds Ikeja, "keja" does not.)
  const locationTsq = prefixTsQuery(params.location);
  // A typo matches titles with a similar word: `<%` (trigram word similarity) can use
  // the title's trigram index. Every other word must match the text as typed.
  const matches = fuzzy
    ? and(
        ...queryWords(params.q).map((word) =>
          typos.includes(word)
            ? sql`${word} <% ${spec.title}`
            : sql`${vector} @@ to_tsquery('english', ${`${word}:*`})`,
        ),
        locationTsq ? sql`${vector} @@ to_tsquery('english', ${locationTsq})` : undefined,
      )
    : sql`${vector} @@ to_tsquery('english', ${locationTsq ? `${tsq} & ${locationTsq}` : tsq})`;
  // Word similarity only for the typo search, and only over the bounded candidates.
  const rank = fuzzy
    ? sql`(ts_rank_cd(${vector}, ${query}) + word_similarity(${params.q}, ${spec.title}))`
    : sql`ts_rank_cd(${vector}, ${query})`;

  const range = priceRange(params.price);
  // Items without a price pass the price filter (spec 000 §5). An event's price is a
  // subquery: written once (in a range) so it runs once per row, not three times.
  const priceFilter = !range
    ? undefined
    : spec.priceIndexed
      ? or(
          isNull(spec.price),
          and(
            gte(spec.price, range.min),
            range.max === null ? undefined : lt(spec.price, range.max),
          ),
        )
      : sql`coalesce(int4range(${range.min}::integer, ${range.max}::integer) @> ${spec.price}, true)`;
  const locationFilter = params.location
    ? ilike(spec.location, likePattern(params.location))
    : undefined;
  const where = and(spec.where(), matches, priceFilter, locationFilter)!;
  const walkWhere = and((spec.walkWhere ?? spec.where)(), matches, priceFilter, locationFilter)!;

  const columns = sql`${spec.id} as id, ${spec.slug} as slug, ${spec.title} as title,
    ${spec.description} as description, ${spec.image} as image, ${spec.location} as location,
    ${spec.price} as price, ${spec.date} as date, ${spec.tags} as tags`;

  const byPrice = params.sort === "price_asc" || params.sort === "price_desc";
  const sortKey = params.sort === "date" ? spec.date : byPrice ? spec.price : sql`null::integer`;
  const sortDir =
    params.sort === "date" ? spec.dateOrder : params.sort === "price_desc" ? "desc" : "asc";
  const dir = sortDir === "asc" ? sql`asc` : sql`desc`;
  const order =
    params.sort === "relevance" || (byPrice && type === "content")
      ? sql`c.rank desc, c.date desc, c.id`
      : sql`c.key ${dir} nulls last, c.rank desc, c.id`;

  // Sorted by a column, the rank would only break ties: not worth reading every
  // candidate's text vector for.
  const columnSort = params.sort === "date" || (byPrice && spec.priceIndexed);
  const cap = columnSort ? SORT_CAP : COUNT_CAP;
  // The first `cap` + 1 matches the index gives, ordered in memory. That is every
  // match when there are at most `cap`: then every order is exact. Relevance past
  // that is ranked within these (the most relevant among the first thousand).
  const ranked = await rowsOf<Row & { total: number | string }>(
    sql`
    with m as (
      select ${spec.id} as id, ${columnSort ? sql`0` : rank} as rank, ${spec.date} as date, ${sortKey} as key
      from ${spec.table} where ${where} limit ${cap + 1}
    ), c as (
      select c.*, count(*) over () as total from m c order by ${order}
      limit ${limit} offset ${offset}
    )
    select ${columns}, c.total from c join ${spec.table} on ${spec.id} = c.id
    order by ${order}`,
    fuzzy ? TYPO_SETTINGS : {},
  );
  let rows: Row[] = ranked;
  const counted = ranked.length
    ? Number(ranked[0].total)
    : offset === 0
      ? 0
      : await countMatches(spec, where, fuzzy ? TYPO_SETTINGS : {}, cap);

  // More matches than SORT_CAP, sorted by a column (dates; product and stay prices,
  // never null): walk the column's index on visible rows and stop after the page. A
  // word this common fills a page within a few index pages. (An event's price is its
  // cheapest ticket, a subquery without an index: ordered within the first COUNT_CAP + 1.)
  if (columnSort && counted > SORT_CAP)
    rows = await rowsOf<Row>(
      sql`with p as (
        select ${spec.id} as id, ${sortKey} as key from ${spec.table} where ${walkWhere}
        order by ${sortKey} ${dir}, ${spec.id} ${dir} limit ${limit} offset ${offset}
      )
      select ${columns} from p join ${spec.table} on ${spec.id} = p.id
      order by p.key ${dir}, p.id ${dir}`,
      fuzzy ? TYPO_SETTINGS : {},
    );

  const images = await loadImages(
    await getDb(),
    rows.map((r) => r.image),
  );
  return {
    type,
    total: Math.min(counted, COUNT_CAP),
    capped: counted > COUNT_CAP,
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

/** Matches up to COUNT_CAP + 1, when a page past the end came back empty. */
async function countMatches(
  spec: TypeSpec,
  where: SQL,
  settings: Record<string, string>,
  cap: number,
) {
  const [row] = await rowsOf<{ n: number | string }>(
    sql`select count(*) as n from
    (select 1 from ${spec.table} where ${where} limit ${cap + 1}) m`,
    settings,
  );
  return Number(row?.n ?? 0);
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
