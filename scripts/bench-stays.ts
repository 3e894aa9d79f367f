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
import fs from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { ms, positiveEnv, quantile, raceOnDatabases, writeBenchSection } from "./bench-databases";

const selfFile = fileURLToPath(import.meta.url);
const HEADING = "## Stays: 50 guests race for overlapping nights of one stay";

const GUESTS = positiveEnv(process.env.BENCH_GUESTS, 50);
const PG_PORT = positiveEnv(process.env.BENCH_PG_PORT, 3916);
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

async function main() {
  const { results, skipped } = await raceOnDatabases<Result>({
    selfFile,
    prefix: "naija-bench-stays",
    pgPort: PG_PORT,
    log,
  });
  const section = report(results, skipped);
  console.log(`\n${section}`);
  if (process.env.BENCH_NO_WRITE !== "1") writeBenchSection(HEADING, section, log);
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
