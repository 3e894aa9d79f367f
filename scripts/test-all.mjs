// `npm test`: every check the project has, in order, stopping at the first failure:
// lint, format, typecheck, unit, integration (PGlite, and PostgreSQL when DATABASE_URL
// is set), production build, the first-load JavaScript budget of the build, two
// built app processes on one PostgreSQL, then browser tests against the built server.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const chromium = [
  process.env.CHROMIUM_PATH,
  "/usr/lib/chromium/chromium",
  "/usr/bin/chromium",
].find((p) => p && fs.existsSync(p));
if (!chromium && !process.env.SKIP_E2E) {
  console.error(
    "npm test: Chromium is missing. The browser tests need Debian's 'chromium' package:\n" +
      "  apt-get update && apt-get install -y chromium\n" +
      "(or set CHROMIUM_PATH to a Chromium binary).",
  );
  process.exit(1);
}

const steps = [
  ["lint", ["npx", "eslint", ".", "--max-warnings=0"]],
  ["format", ["npx", "prettier", "--check", ".", "--log-level", "warn"]],
  ["typecheck", ["npm", "run", "-s", "typecheck"]],
  ["unit tests", ["npx", "vitest", "run", "--project", "unit"]],
  ["integration tests", ["npx", "vitest", "run", "--project", "integration"]],
  ["build", ["npm", "run", "-s", "build"]],
  // Bytes of the build just made, not a benchmark: fails over MAX_FIRST_LOAD_KB (120 kB
  // gzip) on any public page (scripts/first-load-js.ts).
  ["JS budget", ["node", "--import", "tsx", "scripts/check-js-budget.ts"]],
  // Two built app processes on a throwaway PostgreSQL behind a round-robin proxy.
  ["multi-process", ["npx", "vitest", "run", "--project", "multi-process"]],
  ...(process.env.SKIP_E2E ? [] : [["browser tests", ["npx", "playwright", "test"]]]),
];

const only = process.env.TEST_STEPS?.split(",");
for (const [name, [cmd, ...args]] of steps) {
  if (only && !only.includes(name)) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const env = { ...process.env };
  // The browser tests serve on their own embedded database.
  if (name === "browser tests") delete env.DATABASE_URL;
  const result = spawnSync(cmd, args, { stdio: "inherit", env });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${secs}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${secs}s)`);
}
console.log("\nAll checks passed.");
