import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { productVariants } from "~/db/schema";

/**
 * What of a variant can still be sold, computed in the database (issue 31): its stock
 * less the units unpaid checkouts hold now (holds of kind 'product_variant' neither
 * released nor expired; lib/hold-caps.server.ts). A writer that must not oversell locks
 * the variant rows FOR UPDATE (in id order) before reading this.
 */
export function availableStock(variantId: AnyPgColumn | SQL = productVariants.id) {
  return sql<number>`(${productVariants.stock} - coalesce((
    select sum(h.quantity) from holds h
    where h.subject_kind = 'product_variant' and h.subject_id = ${variantId}
      and h.released_at is null and h.expires_at > now()
  ), 0))::int`;
}
