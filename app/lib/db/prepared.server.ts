import type { Db, Tx } from "~/lib/db/client.server";

const statements = new WeakMap<Db | Tx, Map<string, unknown>>();

/**
 * A named prepared statement (drizzle's `.prepare(name)`), built once per database
 * handle and kept with it: PostgreSQL then parses and plans it once per connection, and
 * after a few runs keeps a generic plan, instead of planning it on every request (the
 * signed-in pages' hot reads: docs/benchmarks.md, issue 31). `name` must be the one
 * `build` gives `.prepare`: PostgreSQL knows a statement by it.
 */
export function prepared<T>(db: Db | Tx, name: string, build: () => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  if (!byName.has(name)) byName.set(name, build());
  return byName.get(name) as T;
}
