import { and, gte, ilike, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { getDatabase, getDb } from "~/lib/db/client.server";
import type { ItemSearchSpec } from "~/lib/item-kind";
import { itemKinds, itemKind } from "~/lib/item-kind-registry.server";
import { loadImages } from "~/lib/media/image-records.server";
import type { StoredImage } from "~/lib/media/responsive";
import {
  prefixTsQuery,
  priceRange,
  queryWords,
  wordTerm,
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
  /** Matches, counted up to `searchLimits.count`. */
  total: number;
  /** More than `searchLimits.count` matched ("500+"). */
  capped: boolean;
  items: SearchResult[];
}

/** A kind as search reads it: its search spec with its table, columns and public rule. */
interface TypeSpec extends ItemSearchSpec {
  table: PgTable;
  path: string;
  where: () => SQL;
  id: PgColumn;
  slug: PgColumn;
  title: PgColumn;
}

/**
 * Search reads every kind the same way; each kind's descriptor (features/<area>/
 * <x>-kind.server.ts) gives its columns and, where the planner wants another form of
 * its public rule, that form (events: see event-kind.server.ts).
 */
function specOf(type: ItemSearchType): TypeSpec {
  const kind = itemKind(type);
  return {
    ...kind.search,
    table: kind.table,
    path: `/${kind.area}`,
    where: kind.search.where ?? kind.publicWhere,
    id: kind.columns.id,
    slug: kind.columns.slug,
    title: kind.columns.title,
  };
}

/** Escapes LIKE wildcards so a location like "50%" is matched literally. */
function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * How much each search reads (docs/decisions/011-search-at-scale.md). Only tests
 * change these, to take every path of a column sort with a handful of rows.
 */
export const searchLimits = {
  /**
   * Matches are counted up to this many per type; past it the total reads "500+"
   * (`capped`). Relevance is ranked within this many matches from the full-text index
   * rather than over every match: ranking all 30,000 items that say "lagos" to show
   * ten cost most of a search's time.
   */
  count: 500,
  /**
   * Sorted by a column, the first this many entries of the column's index on visible
   * rows are read first: a common word fills a page there (2,000 index-only entries
   * are read in about a millisecond).
   */
  walkSpan: 2000,
};

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

/**
 * pg_trgm's threshold for `<%`, as a typo search sets it. Without a sequential scan:
 * when a typo is similar to a common title word ("portharcourt", 8,000 stays in Port
 * Harcourt) the planner expects to fill the candidate limit early in a table scan, and
 * then checks word similarity row by row (45 ms); the title's trigram index gives the
 * candidates in 6.
 */
const TYPO_SETTINGS = {
  "pg_trgm.word_similarity_threshold": String(TYPO_SIMILARITY),
  enable_seqscan: "off",
};

/**
 * The words (of TYPO_MIN_LENGTH letters or more) that no visible item of any type
 * contains: index probes, stopping at the first type that has the word. A word some
 * item contains is no typo, whatever type is searched: "jazz" in stays finds no stays
 * rather than stays whose title looks like "jazz". Shorter words have too few trigrams
 * to tell a typo from another word ("jaz" would match every "Ja…" title), so they must
 * match as typed.
 */
async function unknownWords(q: string): Promise<string[]> {
  const words = queryWords(q);
  const long = words
    .map((word, i) => ({ word, term: wordTerm(word, i === words.length - 1) }))
    .filter(
      ({ word }, i, all) =>
        word.length >= TYPO_MIN_LENGTH && all.findIndex((w) => w.word === word) === i,
    );
  if (!long.length) return [];
  const [row] = await rowsOf<Record<string, boolean>>(
    sql`select ${sql.join(
      long.map(({ term }, i) => {
        const word = sql`to_tsquery('english', ${term})`;
        // A stop word ("with") is no typo: the text search just leaves it out. The
        // EXISTS are evaluated in order, and only until one is true.
        const inTypes = itemKinds().map(({ type }) => {
          const spec = specOf(type);
          return sql`exists (select 1 from ${spec.table} where ${spec.where()} and
            ${spec.table}.search_vector @@ ${word})`;
        });
        return sql`(numnode(${word}) = 0 or ${sql.join(inTypes, sql` or `)}) as ${sql.raw(`k${i}`)}`;
      }),
      sql`, `,
    )}`,
    // Probe the text index. For a word no row has, the planner otherwise expects to
    // find a match early in a sequential scan or a walk of a covering sort index
    // (which holds search_vector) and reads the whole of it instead: 30 ms at 80 k rows.
    { enable_seqscan: "off", enable_indexscan: "off", enable_indexonlyscan: "off" },
  );
  return long.filter((_, i) => !row?.[`k${i}`]).map(({ word }) => word);
}

async function queryType(
  type: ItemSearchType,
  params: SearchParams,
  limit: number,
  offset: number,
  typos: string[],
): Promise<TypeResults> {
  const spec = specOf(type);
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
        ...queryWords(params.q).map((word, i, all) =>
          typos.includes(word)
            ? sql`${word} <% ${spec.title}`
            : sql`${vector} @@ to_tsquery('english', ${wordTerm(word, i === all.length - 1)})`,
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

  const columns = sql`${spec.id} as id, ${spec.slug} as slug, ${spec.title} as title,
    ${spec.description} as description, ${spec.image} as image, ${spec.location} as location,
    ${spec.price} as price, ${spec.date} as date, ${spec.tags} as tags`;

  const byPrice = params.sort === "price_asc" || params.sort === "price_desc";
  const sortKey = params.sort === "date" ? spec.date : byPrice ? spec.price : sql`null::integer`;
  const sortDir =
    params.sort === "date" ? spec.dateOrder : params.sort === "price_desc" ? "desc" : "asc";
  const dir = sortDir === "asc" ? sql`asc` : sql`desc`;
  // Sorted by a column, the rank would only break ties: not worth reading every
  // candidate's text vector for. Ties go by id, in the column's direction, as in the
  // index walks below, so every page of a type follows one order.
  const columnSort = params.sort === "date" || (byPrice && spec.priceIndexed);
  const order = columnSort
    ? sql`c.key ${dir}, c.id ${dir}`
    : params.sort === "relevance" || (byPrice && type === "content")
      ? sql`c.rank desc, c.date desc, c.id`
      : sql`c.key ${dir} nulls last, c.rank desc, c.id`;
  const settings = fuzzy ? TYPO_SETTINGS : {};

  // The first `cap` + 1 matches the index gives, ordered in memory. That is every
  // match when there are at most `cap`: then every order is exact. Relevance past
  // that is ranked within these (the most relevant among the first `count` + 1).
  const candidates = async (cap: number) => {
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
      settings,
    );
    const counted = ranked.length
      ? Number(ranked[0].total)
      : offset === 0
        ? 0
        : await countMatches(spec, where, settings, cap);
    return { rows: ranked as Row[], counted };
  };

  // A page in column order from the column's covering index on visible rows, tested
  // inside the index. With a span, only that many index entries are read (one index-only
  // probe finds where they end), and null comes back when they hold less than the page.
  const walk = async (span: number | null): Promise<Row[] | null> => {
    const visible = (spec.walkWhere ?? spec.where)();
    let bound = sql``;
    if (span !== null) {
      const [edge] = await rowsOf<{ key: unknown }>(
        sql`select ${sortKey} as key from ${spec.table} where ${visible}
        order by ${sortKey} ${dir}, ${spec.id} ${dir} offset ${span - 1} limit 1`,
      );
      // Fewer entries than the span: the whole index is read, and the page is exact.
      if (edge)
        bound =
          sortDir === "asc"
            ? sql` and ${sortKey} <= ${edge.key}`
            : sql` and ${sortKey} >= ${edge.key}`;
      else span = null;
    }
    const rows = await rowsOf<Row>(
      sql`with p as (
        select ${spec.id} as id, ${sortKey} as key from ${spec.table}
        where ${and(visible, matches, priceFilter, locationFilter)}${bound}
        order by ${sortKey} ${dir}, ${spec.id} ${dir} limit ${limit} offset ${offset}
      )
      select ${columns} from p join ${spec.table} on ${spec.id} = p.id
      order by p.key ${dir}, p.id ${dir}`,
      settings,
    );
    return span !== null && rows.length < limit ? null : rows;
  };

  // Relevance (and an event's price, its cheapest ticket: a subquery per match)
  // orders the first `count` + 1 matches. A column sort (dates; product and stay
  // prices, never null) first reads the first `walkSpan` entries of the column's index,
  // where a common word fills a page. Failing that, up to `count` matches are sorted in
  // memory; more go to a walk of the whole index, which stops at a full page (warm and
  // index-only: 33,000 products passed in 7 ms to find ten dresses, the dearest items).
  let rows: Row[];
  let counted: number;
  const { count: countCap, walkSpan } = searchLimits;
  if (!columnSort) ({ rows, counted } = await candidates(countCap));
  else {
    // The count is needed whichever way the page is found: on PostgreSQL it runs on its
    // own connection while the short walk looks for the page.
    const [walked, total] = await Promise.all([
      walk(walkSpan),
      countMatches(spec, where, settings, countCap),
    ]);
    counted = total;
    rows =
      walked ??
      (counted <= countCap ? (await candidates(countCap)).rows : ((await walk(null)) ?? []));
  }

  const images = await loadImages(
    await getDb(),
    rows.map((r) => r.image),
  );
  return {
    type,
    total: Math.min(counted, countCap),
    capped: counted > countCap,
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

/** Matches up to `cap` + 1, when a page past the end came back empty. */
async function countMatches(
  spec: TypeSpec,
  where: SQL,
  settings: Record<string, string>,
  cap: number,
) {
  const [row] = await rowsOf<{ n: number | string }>(
    sql`select count(*) as n from
    (select from ${spec.table} where ${where} limit ${cap + 1}) m`,
    settings,
  );
  return Number(row?.n ?? 0);
}

/** Runs one search per type: in parallel on PostgreSQL, in turn on PGlite. */
async function perType(
  types: ItemSearchType[],
  run: (type: ItemSearchType) => Promise<TypeResults>,
): Promise<TypeResults[]> {
  // PostgreSQL: one pooled connection per type. PGlite is one connection that runs
  // one query at a time: sequential is as fast there.
  if ((await getDatabase()).kind === "postgres") return Promise.all(types.map(run));
  const out: TypeResults[] = [];
  for (const type of types) out.push(await run(type));
  return out;
}

/**
 * Universal search over publicly visible items only (spec 000 §2, §7). With type
 * "all": up to 10 per type with each type's total for its "show more" link; with one
 * type: that type, a page at a time. A blank query returns nothing.
 *
 * Full-text search first (stemmed, prefix: "lagos jaz" finds "Lagos Jazz Night").
 * Only when it finds nothing, and some word of the query occurs in no visible item,
 * is that word taken as a typo: it then matches titles with a trigram-similar word
 * ("abeokta" finds "Abeokuta 10K Fun Run", "ankra dress" Ankara dresses) while the
 * other words still match as typed. Both use indexes on visible rows only
 * (drizzle/0005); the "all" view and a single type's pages agree on when typos apply.
 */
export async function search(params: SearchParams): Promise<TypeResults[]> {
  if (!prefixTsQuery(params.q)) return [];
  const single = params.type !== "all";
  const types = single ? [params.type as ItemSearchType] : itemKinds().map((k) => k.type);
  const limit = single ? SINGLE_TYPE_PAGE_SIZE : RESULTS_PER_TYPE;
  const offset = single ? (params.page - 1) * limit : 0;
  const exact = await perType(types, (type) => queryType(type, params, limit, offset, []));
  // Every word matched somewhere (the words are ANDed), so none is a typo.
  if (exact.some((r) => r.total > 0)) return exact;
  const typos = await unknownWords(params.q);
  if (!typos.length) return exact;
  return perType(types, (type) => queryType(type, params, limit, offset, typos));
}
