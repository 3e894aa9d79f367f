import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { ItemType } from "~/lib/item-kind";

/*
 * THE rule of which reviews count (issue 31, docs/decisions/064-verified-reviews.md): a
 * review a moderator hid counts nowhere, neither in an item's average nor in its count
 * nor in its list. Cards and item pages of every kind (products, stays) read their
 * rating through these fragments, so there is no second copy of the rule to drift.
 */

/** The condition that makes a review count, on its `hidden_at` (a column or an alias's). */
export function visibleReview(hiddenAt: PgColumn | SQL): SQL {
  return sql`${hiddenAt} is null`;
}

/**
 * An item's average rating (one decimal, null without reviews) and its review count, as
 * correlated subqueries on the outer row's id (`outerId`, e.g. sql`"products"."id"`:
 * named explicitly, as drizzle leaves columns unqualified inside sql``).
 */
export function reviewStatsColumns(itemType: ItemType, outerId: SQL) {
  const of = sql`from reviews r where r.item_type = ${sql.raw(`'${itemType}'`)} and r.item_id = ${outerId} and ${visibleReview(sql.raw("r.hidden_at"))}`;
  return {
    rating: sql<string | null>`(select round(avg(r.rating)::numeric, 1) ${of})`,
    reviewCount: sql<number>`(select count(*) ${of})`,
  };
}
