// `npm test`: every check the project has, stopping at the first failure: lint, format,
// typecheck, unit, integration (PGlite, and PostgreSQL when DATABASE_URL is set),
// production build, the first-load JavaScript budget of the build, two built app
// processes on one PostgreSQL, and browser tests against the built server.
//
// Steps in one group run at the same time (the machine has two cores): the checks that
// only read the sources and the unit tests together, and the two-process test (mostly
// waiting for its scheduler's minute slots) beside the browser tests. A group's last step streams its
// output; the others' is printed when they end, so logs never interleave.
import { spawn } from "node:child_process";
import { Buffer } from "node:buffer";
import fs from "node:fs";

const chromium = [
  process.env.CHROMIUM_PATH,
  "/usr/lib/chromium/chromium-headless-shell",
  "/usr/lib/chromium/chromium",
  "/usr/bin/chromium",
].find((p) => p && fs.existsSync(p));
if (!chromium && !process.env.SKIP_E2E) {
  console.error(
    "npm test: Chromium is missing. The browser tests need Debian's 'chromium' package:\n" +
      "  apt-get update && apt-get install -y chromium chromium-headless-shell\n" +
      "(or set CHROMIUM_PATH to a Chromium binary).",
  );
  process.exit(1);
}

const groups = [
  [
    ["lint", ["npx", "eslint", ".", "--max-warnings=0"]],
    ["format", ["npx", "prettier", "--check", ".", "--log-level", "warn"]],
    // No unit test times anything, so sharing the cores with the source checks costs it
    // nothing but wall time the group saves (85 s one after the other, ADR 075).
    ["unit tests", ["npx", "vitest", "run", "--project", "unit"]],
    ["typecheck", ["npm", "run", "-s", "typecheck"]],
  ],
  [["integration tests", ["npx", "vitest", "run", "--project", "integration*"]]],
  [["build", ["npm", "run", "-s", "build"]]],
  // Bytes of the build just made, not a benchmark: fails over MAX_FIRST_LOAD_KB (120 kB
  // gzip) on any public page (scripts/first-load-js.ts).
  [["JS budget", ["node", "--import", "tsx", "scripts/check-js-budget.ts"]]],
  [
    // Two built app processes on a throwaway PostgreSQL behind a round-robin proxy.
    ["multi-process", ["npx", "vitest", "run", "--project", "multi-process"]],
    ...(process.env.SKIP_E2E ? [] : [["browser tests", ["npx", "playwright", "test"]]]),
  ],
];

const only = process.env.TEST_STEPS?.split(",");
const started = Date.now();
for (const group of groups) {
  const steps = group.filter(([name]) => !only || only.includes(name));
  if (!steps.length) continue;
  const results = await Promise.all(steps.map((step, i) => run(step, i === steps.length - 1)));
  const failed = results.find((r) => r.status !== 0);
  if (failed) {
    console.error(`\n✗ ${failed.name} failed after ${failed.secs}s`);
    process.exit(failed.status ?? 1);
  }
}
console.log(`\nAll checks passed (${((Date.now() - started) / 1000).toFixed(0)}s).`);

/** Runs one step, streaming its output or printing it when the step ends. */
function run([name, [cmd, ...args]], stream) {
  const began = Date.now();
  if (stream) console.log(`\n▶ ${name}`);
  const env = { ...process.env };
  // The browser tests serve on their own embedded databases.
  if (name === "browser tests") delete env.DATABASE_URL;
  const child = spawn(cmd, args, { stdio: stream ? "inherit" : ["ignore", "pipe", "pipe"], env });
  const output = [];
  child.stdout?.on("data", (d) => output.push(d));
  child.stderr?.on("data", (d) => output.push(d));
  return new Promise((resolve) => {
    child.on("close", (status) => {
      const secs = ((Date.now() - began) / 1000).toFixed(1);
      if (!stream) {
        console.log(`\n▶ ${name}`);
        process.stdout.write(Buffer.concat(output));
      }
      if (status === 0) console.log(`✓ ${name} (${secs}s)`);
      resolve({ name, status, secs });
    });
  });
}
