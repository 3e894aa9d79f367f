import { sql } from "drizzle-orm";

/**
 * What of a variant can still be sold, computed in the database (issue 31): its stock
 * less the units unpaid checkouts hold now (holds of kind 'product_variant' neither
 * released nor expired; lib/hold-caps.server.ts). For a query whose FROM has
 * product_variants. The table is named in full: Drizzle writes a column of a one-table
 * select unqualified, and inside the subquery `"id"` would be the hold's own id. A writer
 * that must not oversell locks the variant rows FOR UPDATE (in id order) before reading it.
 */
export function availableStock() {
  return sql<number>`("product_variants"."stock" - coalesce((
    select sum(h.quantity) from holds h
    where h.subject_kind = 'product_variant' and h.subject_id = "product_variants"."id"
      and h.released_at is null and h.expires_at > now()
  ), 0))::int`;
}
