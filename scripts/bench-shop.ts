// `npm run bench:shop`: 200 buyers race for the last 10 units of one product, through
// the product's own code (placeOrder: the variant locked FOR UPDATE, stock − live holds
// checked, a 15-minute hold → createPayment with the test provider → confirmPayment,
// whose order fulfilment takes the stock with a guarded UPDATE), on PGlite and on
// PostgreSQL. It asserts exactly 10 sold, stock 0 (never negative), 10 paid orders and
// everyone else told "out of stock", and prints throughput and latency per buyer. The
// figures replace the "Shop" section of docs/benchmarks.md. Hold the heavy lock:
//   flock /tmp/naija-heavy.lock npm run bench:shop
//
// Each database runs in a child process (scripts/bench-databases.ts), as bench:tickets.
//
// Settings: BENCH_BUYERS (200), BENCH_UNITS (10), BENCH_PG_PORT (3916),
//   BENCH_DB ("pglite", "postgres" or both), BENCH_NO_WRITE=1 prints only.
import fs from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { ms, positiveEnv, quantile, raceOnDatabases, writeBenchSection } from "./bench-databases";

const selfFile = fileURLToPath(import.meta.url);
const HEADING = "## Shop: 200 buyers race for the last 10 units";

const BUYERS = positiveEnv(process.env.BENCH_BUYERS, 200);
const UNITS = positiveEnv(process.env.BENCH_UNITS, 10);
const PG_PORT = positiveEnv(process.env.BENCH_PG_PORT, 3916);
const log = (m: string) => console.log(`[bench:shop] ${m}`);

interface Result {
  database: "pglite" | "postgres";
  version: string;
  buyers: number;
  units: number;
  sold: number;
  stock: number;
  paidOrders: number;
  outOfStock: number;
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
  const { and, eq, sql } = await import("drizzle-orm");
  const { closeDatabase, getDatabase } = await import("~/lib/db/client.server");
  const { migrateDatabase } = await import("~/lib/db/migrate.server");
  const { startJobs, stopJobs } = await import("~/lib/jobs/queue.server");
  const { JOBS } = await import("~/jobs.server");
  const { cartItems, carts, orderItems, orders, productVariants } = await import("~/db/schema");
  const { AppError } = await import("~/lib/app-error.server");
  const { placeOrder } = await import("~/features/marketplace/place-order.server");
  const { marketplaceErrors } = await import("~/features/marketplace/messages");
  const { confirmPayment, findPayment } = await import("~/features/payments/checkout.server");
  const { signTestOutcome, testResultFromCallback } =
    await import("~/features/payments/providers/test.server");
  const { createProduct, createVendorProfile } = await import("./seed/factories/marketplace");

  const database = await getDatabase();
  try {
    const version = String(
      (await database.query<{ v: string }>("select version() as v"))[0]?.v ?? "",
    ).replace(/ on .*| \(.*/, "");
    log(`${database.kind}: ${version}; migrating`);
    await migrateDatabase(database);
    await startJobs({ jobs: JOBS });
    const db = database.db;
    const store = await createVendorProfile(db, { feeElsewhere: 2_000 });
    // The last UNITS units of a simple product (its one variant is the stocked unit).
    const product = await createProduct(db, {
      vendorId: store.id,
      price: 5_000,
      stock: UNITS,
      isDigital: false,
      perOrderLimit: null,
    });
    const [variant] = await db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id));
    // Each buyer's cart with one unit, made before the race.
    const cartIds: string[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const [cart] = await db.insert(carts).values({}).returning();
      await db.insert(cartItems).values({
        cartId: cart!.id,
        productId: product.id,
        variantId: variant!.id,
        quantity: 1,
        unitPrice: variant!.price,
      });
      cartIds.push(cart!.id);
    }
    const address = {
      method: "delivery" as const,
      state: "Kano",
      city: "Kano",
      street: "1 Zoo Road",
      landmark: null,
    };

    const latencies: number[] = [];
    let paid = 0;
    let outOfStock = 0;
    const otherErrors: string[] = [];
    const buyer = async (i: number) => {
      const t0 = performance.now();
      try {
        const placed = await placeOrder({
          cartId: cartIds[i]!,
          buyer: {
            userId: null,
            name: `Buyer ${i}`,
            email: `buyer${i}@bench.example`,
            phone: null,
          },
          delivery: { [store.id]: address },
          provider: "paystack",
          origin: "http://localhost:3000",
        });
        const txn = (await findPayment(placed.reference))!;
        const amount = txn.totalAmount * 100;
        const result = testResultFromCallback({
          reference: placed.reference,
          outcome: "pay",
          amount,
          currency: "NGN",
          signature: signTestOutcome(placed.reference, "pay", amount, "NGN"),
        })!;
        const confirmed = await confirmPayment(placed.reference, result);
        if (confirmed.outcome === "confirmed") paid++;
        else otherErrors.push(`payment ${confirmed.outcome}`);
      } catch (error) {
        if (
          error instanceof AppError &&
          error.userMessage.title === marketplaceErrors.outOfStock.title
        )
          outOfStock++;
        else otherErrors.push(error instanceof Error ? error.message : String(error));
      } finally {
        latencies.push(performance.now() - t0);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: BUYERS }, (_, i) => buyer(i)));
    const elapsedMs = performance.now() - started;

    const [row] = await db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variant!.id));
    const [sold] = await db
      .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.variantId, variant!.id), eq(orders.status, "paid")));
    const sorted = latencies.sort((a, b) => a - b);
    const result: Result = {
      database: database.kind,
      version,
      buyers: BUYERS,
      units: UNITS,
      sold: Number(sold!.n),
      stock: row!.stock,
      paidOrders: paid,
      outOfStock,
      otherErrors: [...new Set(otherErrors)].slice(0, 5),
      elapsedMs,
      throughput: BUYERS / (elapsedMs / 1000),
      p50: quantile(sorted, 0.5),
      p99: quantile(sorted, 0.99),
      max: sorted.at(-1) ?? 0,
      ok:
        Number(sold!.n) === UNITS &&
        row!.stock === 0 &&
        paid === UNITS &&
        outOfStock === BUYERS - UNITS &&
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
      `| ${r.database} (${r.version}) | ${r.buyers} | ${r.units} | ${r.sold} | ${r.stock} | ${r.paidOrders} | ${r.outOfStock} | ${r.otherErrors.length ? r.otherErrors.join("; ") : "none"} | ${r.throughput.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.ok ? "PASS" : "FAIL"} |`,
  );
  return [
    HEADING,
    "",
    `\`npm run bench:shop\` (scripts/bench-shop.ts), ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${os.cpus().length} cores. ${BUYERS} buyers start at once for the last ${UNITS} units of one product, each with its own cart of one unit; each checks out (\`placeOrder\`: the variant row locked FOR UPDATE, stock less live holds checked, a 15-minute hold, \`createPayment\` with the test provider) and confirms its payment (\`confirmPayment\` → order fulfilment, a guarded \`stock = stock - q where stock >= q\`). Throughput = buyers / wall time; latency = one buyer's checkout + payment + confirmation, or its refusal. Stock can never go negative (a CHECK constraint); the column shows it ends at 0.`,
    "",
    "| database | buyers | units | sold | stock after | paid orders | told out of stock | other errors | buyers/s | p50 ms | p99 ms | max ms | exactly 10 sold |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
    ...(skipped ? ["", skipped] : []),
    "",
  ].join("\n");
}

async function main() {
  const { results, skipped } = await raceOnDatabases<Result>({
    selfFile,
    prefix: "naija-bench-shop",
    pgPort: PG_PORT,
    log,
  });
  const section = report(results, skipped);
  console.log(`\n${section}`);
  if (process.env.BENCH_NO_WRITE !== "1") writeBenchSection(HEADING, section, log);
  if (results.some((r) => !r.ok)) {
    log("FAIL: oversold, undersold, or a buyer was not told 'out of stock'");
    process.exit(1);
  }
}

const resultFile = process.env.BENCH_CHILD_RESULT;
(resultFile ? child(resultFile) : main()).then(
  () => process.exit(0),
  (error) => {
    console.error(
      `[bench:shop] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exit(1);
  },
);
