import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import { profiles } from "~/db/schema";
import { PAGE_ROLES } from "./public-page";

/** `profiles` again under its own name, for the owner subquery inside other queries. */
const pageOwner = alias(profiles, "page_owner");

/**
 * THE rule of who has a public page, as SQL over `profiles` (the same as
 * `hasPublicPage` in public-page.ts): a username, not hidden, not suspended, a role
 * that offers something. The people page, the sitemap and every item page's owner
 * link read it, so a link never leads to a 404 and a 404 never hides a linked page.
 */
export const publicPageWhere = (t: typeof profiles | typeof pageOwner = profiles): SQL =>
  and(
    isNotNull(t.username),
    eq(t.profileHidden, false),
    isNull(t.suspendedAt),
    inArray(t.role, [...PAGE_ROLES]),
  )!;

/**
 * The accounts suspended now (ADR 072, 073), read from their partial index
 * (profiles_suspended_idx, drizzle/0031): a probe, never a scan of every profile.
 */
const suspendedAccountIds = (): SQL =>
  sql`(select suspended.id from ${profiles} suspended where suspended.suspended_at is not null)`;

/**
 * THE rule that a suspended person's items leave the public (ADR 073): every item
 * kind's public rule (`publicWhere`: lists, search, the sitemap, id links, reports) and
 * its item page AND it, so their listings are hidden and their pages answer 404 like a
 * withdrawn item's; reinstating shows them again, the items themselves unchanged.
 * `suspendedRows(ids)` selects the kind's rows owned by those accounts (`so.id`, an alias
 * of the kind's table, through its owner index). The test is on the row's id, which every
 * covering index on visible rows holds, so their index-only walks stay index-only; the
 * set is an uncorrelated subquery, read once per query into a hash.
 */
export const ownerNotSuspended = (rowId: PgColumn, suspendedRows: (ids: SQL) => SQL): SQL =>
  // `<> all(array(…))`, not `not in (…)`: the same test, but the planner guesses a hashed
  // `not in` keeps half the rows, and with a place filter's own low guess it then sorted
  // every match of a dates search instead of walking the date index (stays dates + place
  // p95 22.8 → 50.3 ms); an array it does not know yet it guesses keeps nearly all.
  sql`${rowId} <> all(array(${suspendedRows(suspendedAccountIds())}))`;

/**
 * The owner's username when they have a public page, else null: a subquery on an item
 * row's owner column, for the item pages' "by <name>" links. The inner table has its
 * own name (drizzle writes a one-table query's columns unqualified), so the outer row's
 * owner column can never bind to it.
 */
export const ownerPageUsername = (ownerId: PgColumn | SQL): SQL<string | null> =>
  sql<
    string | null
  >`(select page_owner.username from ${profiles} page_owner where page_owner.id = ${ownerId} and ${publicPageWhere(pageOwner)})`;
