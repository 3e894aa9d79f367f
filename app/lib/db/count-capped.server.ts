import { sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { getDb } from "./client.server";

/**
 * Counts stop here on the public lists: past it a list says "1,000+" (as search says
 * "500+", ADR 011), so a broad filter never counts tens of thousands of rows to show
 * one page of cards.
 */
export const LIST_COUNT_CAP = 1_000;

/**
 * How many rows of `table` match `where`, up to `cap` + 1: reading one row past the cap
 * tells "exactly cap" from "more". `capped` is then true and `total` is the cap.
 */
export async function countCapped({
  table,
  where,
  cap = LIST_COUNT_CAP,
}: {
  table: PgTable;
  where: SQL | undefined;
  cap?: number;
}) {
  const db = await getDb();
  // Counted in the database: a cap of thousands sends one number, not thousands of rows.
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .limit(cap + 1)
      .as("capped"),
  );
  const capped = n > cap;
  return { total: capped ? cap : n, capped };
}
