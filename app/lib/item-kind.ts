import type { SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { itemType } from "~/db/schema/enums";
import type { Db, Tx } from "~/lib/db/client.server";

/**
 * What an item kind (content, event, product, property) tells the features that work on
 * every kind: moderation, reports, search, the sitemap, id links and "my items". Types
 * only: each vertical implements one `ItemKind` in `features/<area>/<x>-kind.server.ts`,
 * and `app/item-kinds.server.ts` lists them (docs/decisions/015-item-kind-registry.md).
 */

/** The kinds, as the database's `item_type` enum names them (moderation queue, reports). */
export type ItemType = (typeof itemType.enumValues)[number];

export type ModerationStatus = "pending" | "approved" | "rejected";

/** The columns every kind's table has under its own names. */
export interface ItemColumns {
  id: PgColumn;
  slug: PgColumn;
  title: PgColumn;
  /** The kind's own status word (draft, published, active, ...). */
  status: PgColumn;
  moderationStatus: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
}

export interface ModerationDecision {
  approve: boolean;
  moderatorId: string;
  notes: string | null;
}

/** What a moderator sees of an item that may not be public yet (admin preview). */
export interface ItemPreviewDetails {
  title: string;
  description: string;
  status: string;
  moderationStatus: ModerationStatus;
  moderationNotes: string | null;
  /** Up to six are shown. */
  imageKeys: string[];
  /** The file itself (content), so a moderator can watch, listen or read it. */
  media: { url: string; mimeType: string; kind: string } | null;
  facts: Array<[label: string, value: string]>;
}

/**
 * How universal search reads a kind (app/features/search/search.server.ts; the query
 * shapes and the indexes they rely on are in docs/decisions/011-search-at-scale.md).
 * Correlated subqueries name the outer row explicitly ("events"."id"): drizzle leaves
 * columns unqualified inside sql``, which would bind to the inner table.
 */
export interface ItemSearchSpec {
  description: SQL<string>;
  image: SQL<string | null>;
  location: SQL<string | null>;
  /** Whole naira; null when the kind has no price. */
  price: SQL<number | null>;
  date: SQL<Date>;
  tags: SQL<string[]>;
  /** Date sort: upcoming events soonest first; everything else newest first. */
  dateOrder: "asc" | "desc";
  /** The price is a column with an index on visible rows (exact price sorts). */
  priceIndexed: boolean;
  /**
   * The kind's public rule as the text search wants it written, when the planner
   * needs another form of the same rule than `publicWhere` (derived from it).
   */
  where?: () => SQL;
  /** The public rule as the index walk of a column sort wants it, when not `where`. */
  walkWhere?: () => SQL;
}

/**
 * How the sitemap reads a kind: visible rows in `slug` order, by keyset, from the
 * kind's slug index on visible rows (answered from the index alone).
 */
export interface ItemSitemapSpec {
  slug: PgColumn;
  lastmod: PgColumn;
}

export interface ItemKind<T extends ItemType = ItemType> {
  type: T;
  /** First segment of the public URL: the kind's list page and `/{area}/{slug}`. */
  area: string;
  /** The prefix of the kind's keys in the public data cache (`cached("<prefix>…")`). */
  cachePrefix: string;
  /** How the item is named to its owner ("Your event …"). */
  noun: string;
  /** How the kind is named to moderators ("Stay"). */
  label: string;
  table: PgTable;
  columns: ItemColumns;
  /** The owner's profile id: a column, or a subquery on the row. */
  owner: PgColumn | SQL<string | null>;
  /** Rows owned by the user ("my items"); written to use the owner's index. */
  ownedBy(userId: string): SQL;
  /**
   * THE public-visibility rule: the rows the public lists, search, the sitemap, reports
   * and id links show. Everything that asks "is it public?" uses this SQL, including
   * "my items" (selected as a column), so there is no second copy to drift.
   */
  publicWhere(): SQL;
  /**
   * Approve publishes or activates the item; reject marks it rejected, which
   * `publicWhere` hides. Runs in the moderator's transaction, on a locked row.
   */
  applyDecision(tx: Tx, id: string, decision: ModerationDecision): Promise<void>;
  preview(db: Db, id: string): Promise<ItemPreviewDetails | null>;
  search: ItemSearchSpec;
  sitemap: ItemSitemapSpec;
}

/** One descriptor per kind: a kind without one is a compile error in the composition. */
export type ItemKinds = { [T in ItemType]: ItemKind<T> };
