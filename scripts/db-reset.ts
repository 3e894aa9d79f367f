/**
 * Drops everything in the database (the public schema and drizzle's migration
 * journal), migrates from scratch and creates the demo data.
 * Usage: npm run db:reset [-- --force]   (refuses with NODE_ENV=production unless --force)
 * Stored files are kept: demo media with the same keys are reused.
 */
import { closeDatabase, getDatabase } from "~/lib/db/client.server";
import { migrateDatabase } from "~/lib/db/migrate.server";
import { getEnv } from "~/lib/env.server";
import { demoPassword } from "~/lib/secrets.server";
import { demoSummary, seedDemo } from "./seed/seed-demo";
import { printSummary } from "./seed/summary";

const force = process.argv.includes("--force");
const env = getEnv();
if (env.NODE_ENV === "production" && !force) {
  console.error(
    "Refusing to reset a production database (NODE_ENV=production). Re-run with --force if you really mean it.",
  );
  process.exit(1);
}

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
try {
  const database = await getDatabase();
  const where =
    database.kind === "pglite" ? `embedded PGlite in ${env.dataDir}` : "PostgreSQL (DATABASE_URL)";
  console.log(`Resetting ${where}`);
  await database.exec(`
    DROP SCHEMA IF EXISTS drizzle CASCADE;
    DROP SCHEMA IF EXISTS public CASCADE;
    CREATE SCHEMA public;
    GRANT ALL ON SCHEMA public TO public;
  `);
  console.log(`Schemas dropped (${seconds()} s)`);
  await migrateDatabase(database);
  console.log(`Migrations applied (${seconds()} s)`);
  await seedDemo(database.db, { log: console.log });
  console.log(`Demo data created (${seconds()} s total)`);
  printSummary(await demoSummary(database.db), demoPassword().password);
} catch (error) {
  console.error("Reset failed:", error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
