// `npm run bench:tickets`: 200 buyers race for the last 10 seats of one ticket type,
// through the product's own code (reserveTickets → checkout → createPayment with the
// test provider → confirmPayment, which issues the tickets), on PGlite and on
// PostgreSQL. It asserts exactly 10 sold, 10 tickets, and everyone else told "sold
// out", and prints throughput and latency per buyer. The figures replace the "Tickets"
// section of docs/benchmarks.md. Hold the heavy lock while it runs:
//   flock /tmp/naija-heavy.lock npm run bench:tickets
//
// Each database runs in a child process (the product reads its database settings once
// per process): PGlite in a temporary DATA_DIR, PostgreSQL as a throwaway cluster from
// scripts/pg-throwaway.sh (skipped, with a message, when initdb is not installed).
//
// Settings: BENCH_BUYERS (200), BENCH_SEATS (10), BENCH_PG_PORT (3915),
//   BENCH_DB ("pglite", "postgres" or both), BENCH_NO_WRITE=1 prints only.
import fs from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { ms, positiveEnv, quantile, raceOnDatabases, writeBenchSection } from "./bench-databases";

const selfFile = fileURLToPath(import.meta.url);
const HEADING = "## Tickets: 200 buyers race for the last 10 seats";

const BUYERS = positiveEnv(process.env.BENCH_BUYERS, 200);
const SEATS = positiveEnv(process.env.BENCH_SEATS, 10);
const CAPACITY = 100;
const PG_PORT = positiveEnv(process.env.BENCH_PG_PORT, 3915);
const log = (m: string) => console.log(`[bench:tickets] ${m}`);

interface Result {
  database: "pglite" | "postgres";
  version: string;
  buyers: number;
  seats: number;
  sold: number;
  tickets: number;
  paid: number;
  soldOut: number;
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
  const { eq, sql } = await import("drizzle-orm");
  const { closeDatabase, getDatabase } = await import("~/lib/db/client.server");
  const { migrateDatabase } = await import("~/lib/db/migrate.server");
  const { startJobs, stopJobs } = await import("~/lib/jobs/queue.server");
  const { JOBS } = await import("~/jobs.server");
  const { tickets, ticketTypes } = await import("~/db/schema");
  const { AppError } = await import("~/lib/app-error.server");
  const { reserveTickets } = await import("~/features/events/reserve-tickets.server");
  const { checkoutTicketOrder } = await import("~/features/events/checkout-ticket-order.server");
  const { ticketBuyRefusals } = await import("~/features/events/messages");
  const { confirmPayment, findPayment } = await import("~/features/payments/checkout.server");
  const { signTestOutcome, testResultFromCallback } =
    await import("~/features/payments/providers/test.server");
  const { createEventWithTickets } = await import("./seed/factories/events");

  const database = await getDatabase();
  try {
    const version = String(
      (await database.query<{ v: string }>("select version() as v"))[0]?.v ?? "",
    ).replace(/ on .*| \(.*/, "");
    log(`${database.kind}: ${version}; migrating`);
    await migrateDatabase(database);
    await startJobs({ jobs: JOBS });
    const db = database.db;
    const {
      event,
      ticketTypes: [type],
    } = await createEventWithTickets(db, {
      ticketTypes: [{ name: "Regular", price: 5_000, quantity: CAPACITY, maxPerOrder: 10 }],
    });
    // Every seat but the last SEATS is already sold.
    await db
      .update(ticketTypes)
      .set({ sold: CAPACITY - SEATS })
      .where(eq(ticketTypes.id, type!.id));

    const latencies: number[] = [];
    let paid = 0;
    let soldOut = 0;
    const otherErrors: string[] = [];
    const buyer = async (i: number) => {
      const t0 = performance.now();
      try {
        const order = await reserveTickets({
          eventId: event.id,
          items: [{ ticketTypeId: type!.id, quantity: 1 }],
          buyer: { userId: null, name: `Buyer ${i}`, email: `buyer${i}@bench.example` },
        });
        const out = await checkoutTicketOrder({
          accessToken: order.accessToken,
          intent: "pay",
          buyer: { name: `Buyer ${i}`, email: `buyer${i}@bench.example`, phone: null },
          promoCode: null,
          provider: "paystack",
          origin: "http://localhost:3000",
        });
        if (out.kind !== "pay") throw new Error(`unexpected ${out.kind}`);
        const reference = out.redirectUrl.split("/").at(-1)!;
        const txn = (await findPayment(reference))!;
        const amount = txn.totalAmount * 100;
        const result = testResultFromCallback({
          reference,
          outcome: "pay",
          amount,
          currency: "NGN",
          signature: signTestOutcome(reference, "pay", amount, "NGN"),
        })!;
        const confirmed = await confirmPayment(reference, result);
        if (confirmed.outcome === "confirmed") paid++;
        else otherErrors.push(`payment ${confirmed.outcome}`);
      } catch (error) {
        if (
          error instanceof AppError &&
          error.userMessage.message === ticketBuyRefusals.soldOut.message
        )
          soldOut++;
        else otherErrors.push(error instanceof Error ? error.message : String(error));
      } finally {
        latencies.push(performance.now() - t0);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: BUYERS }, (_, i) => buyer(i)));
    const elapsedMs = performance.now() - started;

    const [row] = await db
      .select({ sold: ticketTypes.sold })
      .from(ticketTypes)
      .where(eq(ticketTypes.id, type!.id));
    const [issued] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(tickets)
      .where(eq(tickets.ticketTypeId, type!.id));
    const sorted = latencies.sort((a, b) => a - b);
    const sold = row!.sold - (CAPACITY - SEATS);
    const result: Result = {
      database: database.kind,
      version,
      buyers: BUYERS,
      seats: SEATS,
      sold,
      tickets: Number(issued!.n),
      paid,
      soldOut,
      otherErrors: [...new Set(otherErrors)].slice(0, 5),
      elapsedMs,
      throughput: BUYERS / (elapsedMs / 1000),
      p50: quantile(sorted, 0.5),
      p99: quantile(sorted, 0.99),
      max: sorted.at(-1) ?? 0,
      ok:
        sold === SEATS &&
        Number(issued!.n) === SEATS &&
        paid === SEATS &&
        soldOut === BUYERS - SEATS &&
        otherErrors.length === 0,
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
      `| ${r.database} (${r.version}) | ${r.buyers} | ${r.seats} | ${r.sold} | ${r.tickets} | ${r.soldOut} | ${r.otherErrors.length ? r.otherErrors.join("; ") : "none"} | ${r.throughput.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.ok ? "PASS" : "FAIL"} |`,
  );
  return [
    HEADING,
    "",
    `\`npm run bench:tickets\` (scripts/bench-tickets.ts), ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${os.cpus().length} cores. ${BUYERS} buyers start at once for the last ${SEATS} seats of one ticket type (${CAPACITY} seats, ${CAPACITY - SEATS} already sold); each holds one seat (\`reserveTickets\`, row lock on the ticket type), starts its payment (\`checkoutTicketOrder\` → \`createPayment\`, test provider) and confirms it (\`confirmPayment\` → ticket fulfilment). Throughput = buyers / wall time; latency = one buyer's hold + payment + confirmation, or its refusal.`,
    "",
    "| database | buyers | seats | sold | tickets | told sold out | other errors | buyers/s | p50 ms | p99 ms | max ms | exactly 10 sold |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
    ...(skipped ? ["", skipped] : []),
    "",
  ].join("\n");
}

async function main() {
  const { results, skipped } = await raceOnDatabases<Result>({
    selfFile,
    prefix: "naija-bench-tickets",
    pgPort: PG_PORT,
    log,
  });
  const section = report(results, skipped);
  console.log(`\n${section}`);
  if (process.env.BENCH_NO_WRITE !== "1") writeBenchSection(HEADING, section, log);
  if (results.some((r) => !r.ok)) {
    log("FAIL: oversold, undersold, or a buyer was not told the tickets sold out");
    process.exit(1);
  }
}

const resultFile = process.env.BENCH_CHILD_RESULT;
(resultFile ? child(resultFile) : main()).then(
  () => process.exit(0),
  (error) => {
    console.error(
      `[bench:tickets] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exit(1);
  },
);
