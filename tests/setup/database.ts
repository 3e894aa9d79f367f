import { getDatabase } from "~/lib/db/client.server";
import { invalidatePublicCache } from "~/lib/cache.server";

/** Empties every table (and the public caches) so a test starts from nothing. */
export async function truncateAll() {
  const database = await getDatabase();
  const tables = await database.query<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = 'public'",
  );
  await database.exec(
    `truncate ${tables.map((t) => `"${t.tablename}"`).join(", ")} restart identity cascade`,
  );
  // Queued jobs belong to the rows just removed.
  const jobs = await database.query("select 1 from pg_namespace where nspname = 'pgboss'");
  if (jobs.length) await database.exec("delete from pgboss.job");
  invalidatePublicCache();
}
