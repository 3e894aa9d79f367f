/**
 * Applies pending migrations to the configured database (DATABASE_URL, else the
 * embedded PGlite in DATA_DIR). Usage: npm run db:migrate
 */
import { closeDatabase, getDatabase } from "~/lib/db/client.server";
import { migrateDatabase } from "~/lib/db/migrate.server";

const started = Date.now();
try {
  const database = await getDatabase();
  await migrateDatabase(database);
  console.log(
    `Migrations applied (${database.kind}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.error("Migration failed:", error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
