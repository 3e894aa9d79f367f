// `npm run bench:stays`: 50 guests race for overlapping nights of one stay, through the
// product's own code (requestBooking: the property lock, the checks, the booking row that
// IS the hold of its nights under the exclusion constraint), on PGlite and on PostgreSQL.
// Every guest's dates share one night, so exactly one request may hold them: it asserts
// one holding booking, and everyone else told the spec's "unavailable for dates". It
// prints throughput and latency per guest; the figures replace the "Stays" section of
// docs/benchmarks.md. Hold the heavy lock while it runs:
//   flock /tmp/naija-heavy.lock npm run bench:stays
//
// Each database runs in a child process (the product reads its database settings once
// per process): PGlite in a temporary DATA_DIR, PostgreSQL as a throwaway cluster from
// scripts/pg-throwaway.sh (skipped, with a message, when initdb is not installed).
//
// Settings: BENCH_GUESTS (50), BENCH_PG_PORT (3916), BENCH_DB ("pglite", "postgres" or
//   both), BENCH_NO_WRITE=1 prints only.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pgBinariesExist, runChild, withPglite, withThrowawayPostgres } from "./bench-databases";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const selfFile = fileURLToPath(import.meta.url);
const docsFile = path.join(root, "docs/benchmarks.md");
const HEADING = "## Stays: 50 guests race for overlapping nights of one stay";

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
};
const GUESTS = positive(process.env.BENCH_GUESTS, 50);
const PG_PORT = positive(process.env.BENCH_PG_PORT, 3916);
const log = (m: string) => console.log(`[bench:stays] ${m}`);

interface Result {
  database: "pglite" | "postgres";
  version: string;
  guests: number;
  holding: number;
  requested: number;
  unavailable: number;
  otherErrors: string[];
  elapsedMs: number;
  throughput: number;
  p50: number;
  p99: number;
  max: number;
  ok: boolean;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

// ---------------------------------------------------------------------------
// Child: one database.

async function child(resultFile: string) {
  await import("~/fulfilments.server");
  // The stay page invalidation after each request names the item kinds.
  await import("~/item-kinds.server");
  const { and, eq, inArray, sql } = await import("drizzle-orm");
  const { closeDatabase, getDatabase } = await import("~/lib/db/client.server");
  const { migrateDatabase } = await import("~/lib/db/migrate.server");
  const { startJobs, stopJobs } = await import("~/lib/jobs/queue.server");
  const { JOBS } = await import("~/jobs.server");
  const { bookings } = await import("~/db/schema");
  const { AppError } = await import("~/lib/app-error.server");
  const { requestBooking } = await import("~/features/stays/request-booking.server");
  const { HOLDING_STATUSES } = await import("~/features/stays/booking-status");
  const { bookingErrors } = await import("~/features/stays/messages");
  const { addDays, lagosToday } = await import("~/features/stays/stay-dates");
  const { createProperty } = await import("./seed/factories/stays");

  const database = await getDatabase();
  try {
    const version = String(
      (await database.query<{ v: string }>("select version() as v"))[0]?.v ?? "",
    ).replace(/ on .*| \(.*/, "");
    log(`${database.kind}: ${version}; migrating`);
    await migrateDatabase(database);
    await startJobs({ jobs: JOBS });
    const db = database.db;
    const property = await createProperty(db, { minNights: 1, maxGuests: 4 });
    const base = addDays(lagosToday(), 30);

    const latencies: number[] = [];
    let requested = 0;
    let unavailable = 0;
    const otherErrors: string[] = [];
    const guest = async (i: number) => {
      // Check-in 0..3 days after base, check-out 4..6 days after: every stay holds night 3.
      const checkIn = addDays(base, i % 4);
      const checkOut = addDays(base, 4 + (i % 3));
      const t0 = performance.now();
      try {
        await requestBooking({
          propertyId: property.id,
          checkIn,
          checkOut,
          guests: 1 + (i % 2),
          guest: { userId: null, name: `Guest ${i}`, email: `guest${i}@bench.example` },
        });
        requested++;
      } catch (error) {
        if (
          error instanceof AppError &&
          error.userMessage.message === bookingErrors.unavailableForDates.message
        )
          unavailable++;
        else otherErrors.push(error instanceof Error ? error.message : String(error));
      } finally {
        latencies.push(performance.now() - t0);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: GUESTS }, (_, i) => guest(i)));
    const elapsedMs = performance.now() - started;

    const [held] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(
        and(eq(bookings.propertyId, property.id), inArray(bookings.status, [...HOLDING_STATUSES])),
      );
    const holding = Number(held!.n);
    const sorted = latencies.sort((a, b) => a - b);
    const result: Result = {
      database: database.kind,
      version,
      guests: GUESTS,
      holding,
      requested,
      unavailable,
      otherErrors: [...new Set(otherErrors)].slice(0, 5),
      elapsedMs,
      throughput: GUESTS / (elapsedMs / 1000),
      p50: quantile(sorted, 0.5),
      p99: quantile(sorted, 0.99),
      max: sorted.at(-1) ?? 0,
      ok:
        holding === 1 && requested === 1 && unavailable === GUESTS - 1 && otherErrors.length === 0,
    };
    fs.writeFileSync(resultFile, JSON.stringify(result));
    await stopJobs();
  } finally {
    await closeDatabase();
  }
}

// ---------------------------------------------------------------------------
// Parent: one child per database, then the report.

/** The child's environment: no SMTP and no provider keys, so the test provider takes payments. */
function childEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { ...env, LOG_LEVEL: "error" };
  for (const key of ["SMTP_URL", "PAYSTACK_SECRET_KEY", "PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET"])
    delete out[key];
  return out;
}

const runPglite = () =>
  withPglite("naija-bench-stays", (env) =>
    runChild<Result>(selfFile, childEnv(env), "naija-bench-stays"),
  );

const runPostgres = () =>
  withThrowawayPostgres({ prefix: "naija-bench-stays", port: PG_PORT, log }, (url) =>
    runChild<Result>(
      selfFile,
      childEnv({ ...process.env, DATABASE_URL: url }),
      "naija-bench-stays",
    ),
  );

const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

function report(results: Result[], skipped: string | null) {
  const rows = results.map(
    (r) =>
      `| ${r.database} (${r.version}) | ${r.guests} | ${r.holding} | ${r.unavailable} | ${r.otherErrors.length ? r.otherErrors.join("; ") : "none"} | ${r.throughput.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.ok ? "PASS" : "FAIL"} |`,
  );
  return [
    HEADING,
    "",
    `\`npm run bench:stays\` (scripts/bench-stays.ts), ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${os.cpus().length} cores. ${GUESTS} signed-out guests start at once, each requesting 4 to 6 nights of the same stay 30 days ahead, every request sharing one night (\`requestBooking\`: the property row lock, the date, guest and availability checks, the fee quote, the booking row under the exclusion constraint \`bookings_no_overlap\`, a holds row, two mails and two reminder jobs). Throughput = guests / wall time; latency = one guest's request or its refusal.`,
    "",
    "| database | guests | holding the nights | told unavailable for dates | other errors | guests/s | p50 ms | p99 ms | max ms | exactly one holds |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
    ...(skipped ? ["", skipped] : []),
    "",
  ].join("\n");
}

function writeDocs(section: string) {
  let doc = fs.readFileSync(docsFile, "utf8");
  const start = doc.indexOf(HEADING);
  if (start < 0) doc = `${doc.trimEnd()}\n\n${section}`;
  else {
    const next = doc.indexOf("\n## ", start + HEADING.length);
    doc = `${doc.slice(0, start)}${section}${next < 0 ? "" : doc.slice(next)}`;
  }
  fs.writeFileSync(docsFile, doc);
  spawnSync(
    path.join(root, "node_modules/.bin/prettier"),
    ["--write", "--log-level=warn", docsFile],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  log(`wrote ${path.relative(root, docsFile)}`);
}

async function main() {
  const which = process.env.BENCH_DB;
  const results: Result[] = [];
  let skipped: string | null = null;
  if (which !== "postgres") results.push(await runPglite());
  if (which !== "pglite") {
    if (pgBinariesExist()) results.push(await runPostgres());
    else {
      skipped =
        "PostgreSQL skipped: initdb not found (install Debian's `postgresql` package to race on it too).";
      log(skipped);
    }
  }
  const section = report(results, skipped);
  console.log(`\n${section}`);
  if (process.env.BENCH_NO_WRITE !== "1") writeDocs(section);
  if (results.some((r) => !r.ok)) {
    log(
      "FAIL: not exactly one guest holds the nights, or a guest was not told they are unavailable",
    );
    process.exit(1);
  }
}

const resultFile = process.env.BENCH_CHILD_RESULT;
(resultFile ? child(resultFile) : main()).then(
  () => process.exit(0),
  (error) => {
    console.error(
      `[bench:stays] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exit(1);
  },
);
