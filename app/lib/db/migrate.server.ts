import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "./client.server";

/** Finds the migrations folder from wherever this code runs (source, tests or bundle). */
export function migrationsFolder(): string {
  if (process.env.MIGRATIONS_DIR) return path.resolve(process.env.MIGRATIONS_DIR);
  const candidates = [path.resolve(process.cwd(), "drizzle")];
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    candidates.push(path.join(dir, "drizzle"));
    dir = path.dirname(dir);
  }
  const found = candidates.find((c) => fs.existsSync(path.join(c, "meta", "_journal.json")));
  if (!found) throw new Error("Cannot find the drizzle/ migrations folder");
  return found;
}

/**
 * Applies pending migrations with drizzle's runtime migrator (drizzle-kit migrate
 * does nothing on PGlite). Safe to run at every start.
 */
export async function migrateDatabase(database: Database) {
  const folder = migrationsFolder();
  if (database.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(database.db as never, { migrationsFolder: folder });
  } else {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(database.db as never, { migrationsFolder: folder });
  }
}
