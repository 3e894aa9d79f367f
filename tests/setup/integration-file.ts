import { beforeAll } from "vitest";
// Registers fulfilments and item kinds, as the app's entry points do.
import "~/fulfilments.server";
import "~/item-kinds.server";
import { JOBS } from "~/jobs.server";
import { getDatabase } from "~/lib/db/client.server";
import { startJobs } from "~/lib/jobs/queue.server";
import { migrateDatabase } from "~/lib/db/migrate.server";
import { truncateAll } from "./database";

const state = globalThis as typeof globalThis & { __naijaMigrated?: Promise<void> };

/**
 * One database per worker (opening PGlite costs seconds): migrate once, then empty
 * every table before each test file so files never see each other's rows.
 */
beforeAll(async () => {
  const database = await getDatabase();
  if (database.kind === "postgres" && !state.__naijaMigrated) {
    // A reused PostgreSQL database starts from a clean schema each run.
    await database.exec(
      "drop schema if exists public cascade; drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; create schema public;",
    );
  }
  // Queues exist (jobs can be enqueued); tests run due jobs themselves (runDueJobs),
  // so no cron adds jobs behind their back.
  state.__naijaMigrated ??= migrateDatabase(database).then(async () => {
    await startJobs({ jobs: JOBS, cron: false });
  });
  await state.__naijaMigrated;
  await truncateAll();
});
