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
 * The owner's username when they have a public page, else null: a subquery on an item
 * row's owner column, for the item pages' "by <name>" links. The inner table has its
 * own name (drizzle writes a one-table query's columns unqualified), so the outer row's
 * owner column can never bind to it.
 */
export const ownerPageUsername = (ownerId: PgColumn | SQL): SQL<string | null> =>
  sql<
    string | null
  >`(select page_owner.username from ${profiles} page_owner where page_owner.id = ${ownerId} and ${publicPageWhere(pageOwner)})`;
