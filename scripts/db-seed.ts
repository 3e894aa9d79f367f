/**
 * Migrates the configured database and creates the demo data if it has no users yet.
 * Usage: npm run db:seed   (DATA_DIR or DATABASE_URL choose the database)
 */
import { closeDatabase, getDatabase } from "~/lib/db/client.server";
import { migrateDatabase } from "~/lib/db/migrate.server";
import { getEnv } from "~/lib/env.server";
import { demoPassword } from "~/lib/secrets.server";
import { demoSummary, seedDemoIfEmpty } from "./seed/seed-demo";
import { printSummary } from "./seed/summary";

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
try {
  const database = await getDatabase();
  console.log(
    `Database: ${database.kind === "pglite" ? `embedded PGlite in ${getEnv().dataDir}` : "PostgreSQL (DATABASE_URL)"} (opened in ${seconds()} s)`,
  );
  await migrateDatabase(database);
  console.log(`Migrations applied (${seconds()} s)`);
  const seeded = await seedDemoIfEmpty(database.db, { log: console.log });
  console.log(
    seeded
      ? `Demo data created (${seconds()} s total)`
      : "The database already has users: demo data not created.",
  );
  printSummary(await demoSummary(database.db), demoPassword().password);
} catch (error) {
  console.error("Seeding failed:", error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
