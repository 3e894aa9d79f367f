import fs from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "~/db/schema";
import { getEnv } from "~/lib/env.server";
import { runAfterCommitHooks } from "./after-commit.server";
import { acquireDataDirLock, type DataDirLock } from "./lock.server";
import { countQueries } from "./query-stats.server";

export type Schema = typeof schema;
/** The one database type the product codes against, whichever driver runs below it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs multi-statement SQL (PGlite needs exec() for that). */
  exec(sqlText: string): Promise<void>;
  /** Runs one parameterised statement; used by pg-boss and raw maintenance code. */
  query<T = Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<T[]>;
  /**
   * pg-boss's driver contract: parameterised statements, and (without values) whole
   * multi-statement plans such as its schema install, answering the last result's rows.
   */
  executeSql(sqlText: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

// Kept on globalThis, the one app state that is (ADR 080): the development server
// (`npm run dev`) evaluates this module again after an edit to it or to the schema it
// imports, and a module-scope handle then opened a second PGlite on the DATA_DIR the
// first still held open (the lock, lock.server.ts, lets its own process in).
// globalThis outlives the reload.
const registry = globalThis as typeof globalThis & { __naijaDatabase?: Promise<Database> };

/**
 * Opens the database once per process and shares it. PGlite is one connection
 * that takes seconds to open, so it must be opened at boot and reused.
 */
export function getDatabase(): Promise<Database> {
  registry.__naijaDatabase ??= openDatabase().catch((error) => {
    registry.__naijaDatabase = undefined;
    throw error;
  });
  return registry.__naijaDatabase;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

export async function closeDatabase() {
  const open = registry.__naijaDatabase;
  registry.__naijaDatabase = undefined;
  if (open) await (await open).close();
}

export async function openDatabase(
  options: { databaseUrl?: string; dataDir?: string } = {},
): Promise<Database> {
  const env = getEnv();
  const databaseUrl = options.databaseUrl ?? env.DATABASE_URL;
  if (databaseUrl) return openPostgres(databaseUrl);
  return openPglite(options.dataDir ?? env.dataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  // Timestamps come back as ISO strings from node-postgres only if we ask; keep Dates.
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DB_POOL_MAX ?? 10) });
  pool.on("error", () => {
    /* idle client errors are reported by the next query */
  });
  countQueries(pool, ["query"]);
  const db = runAfterCommitHooks(drizzle(pool, { schema }) as unknown as Db);
  return {
    db,
    kind: "postgres",
    exec: async (text) => {
      await pool.query(text);
    },
    query: async (text, params) => (await pool.query(text, params as unknown[])).rows,
    executeSql: async (text, values) => {
      const result = (await pool.query(text, values as unknown[])) as unknown as
        { rows: unknown[] } | { rows: unknown[] }[];
      return Array.isArray(result) ? { rows: result.at(-1)?.rows ?? [] } : result;
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lock: DataDirLock = acquireDataDirLock(dataDir);
  try {
    // PGlite runs in its own worker thread, beside the renderer (ADR 045).
    const { PgliteThread } = await import("./pglite-thread.server");
    const { drizzle } = await import("drizzle-orm/pglite");
    const client = await PgliteThread.open(path.join(dataDir, "db"));
    countQueries(client, ["query", "exec", "transaction"]);
    // drizzle's PGlite driver calls query() and transaction(), which the thread offers.
    const db = runAfterCommitHooks(drizzle(client as never, { schema }) as unknown as Db);
    return {
      db,
      kind: "pglite",
      exec: async (text) => {
        await client.exec(text);
      },
      query: async <T>(text: string, params?: unknown[]) =>
        (await client.query<T>(text, params as unknown[])).rows,
      executeSql: async (text, values) => {
        // PGlite's query() takes one statement; its exec() takes a script but no values.
        if (values?.length) return { rows: (await client.query(text, values)).rows };
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
      close: async () => {
        await client.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
