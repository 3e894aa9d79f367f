import path from "node:path";

/**
 * Integration files run on two workers at once (vitest.config.ts), each on a database of
 * its own: PGlite under DATA_DIR/w<n>, or PostgreSQL database <name>_w<n> beside the one
 * DATABASE_URL names (made here the first time). Listed first among the setup files, so
 * it runs before anything reads the settings.
 */
const worker = process.env.VITEST_POOL_ID ?? "1";
const marker = globalThis as typeof globalThis & { __naijaWorkerDb?: true };

if (!marker.__naijaWorkerDb) {
  marker.__naijaWorkerDb = true;
  const base = process.env.DATA_DIR!;
  process.env.DATA_DIR = path.join(base, `w${worker}`);
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    const name = `${url.pathname.slice(1) || "postgres"}_w${worker}`;
    const { default: pg } = await import("pg");
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (!exists.rowCount) await admin.query(`create database "${name}"`);
    await admin.end();
    url.pathname = `/${name}`;
    process.env.DATABASE_URL = url.toString();
  }
}
