import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Integration tests run on a fresh PGlite in a temp DATA_DIR, or on the PostgreSQL
 * named by DATABASE_URL (CI runs them both ways). Workers inherit this env.
 */
export default function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "naija-it-"));
  process.env.DATA_DIR = dir;
  process.env.LOG_LEVEL ??= "warn";
  process.env.DEMO_PASSWORD ??= "naija-test-password";
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
