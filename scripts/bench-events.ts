// `npm run bench:events`: /events discovery at 100 k events (issue 14: "fast at 100 k
// events"; target as search's, p95 ≤ 50 ms on PostgreSQL).
//
// For each database it makes a fresh throwaway one (PGlite in a temporary DATA_DIR;
// PostgreSQL through scripts/pg-throwaway.sh), applies the migrations, generates
// BENCH_ITEMS events with their ticket types from bench:search's data (about a third
// hidden: pending, rejected, draft, cancelled or ended), about 100 k completed ticket
// sales over the last 30 days (so trending has something to rank) and 1 % of events
// featured, runs VACUUM ANALYZE, warms up, then times the product's own discovery
// functions (in process, no HTTP, the public cache dropped before each call) over a
// round-robin mix of filters, sorts and fuzzy text as /events links carry them.
// The figures replace the "Events discovery" section of docs/benchmarks.md.
//
// Settings (environment): BENCH_ITEMS (100000), BENCH_QUERIES (300), BENCH_DB
// (pglite | postgres | both; default both when PostgreSQL binaries exist), BENCH_PG_PORT
// (55492), BENCH_NO_WRITE=1 (print only), BENCH_WRITE=1 (write below 100 k too),
// BENCH_PG_URL (an existing PostgreSQL database instead of a throwaway cluster; data
// generated there by an earlier run is reused).
// A measurement: it exits 0 even when a target is missed (FAIL lines say so).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const selfFile = fileURLToPath(import.meta.url);
const docsFile = path.join(root, "docs/benchmarks.md");
const HEADING = "## Events discovery at 100 k events";

const TARGET_ITEMS = 100_000;
const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
};
const ITEMS = positive(process.env.BENCH_ITEMS, TARGET_ITEMS);
const QUERIES = positive(process.env.BENCH_QUERIES, 300);
const PG_PORT = positive(process.env.BENCH_PG_PORT, 55492);
const MAX_P95_MS = 50;
const PG_SETTINGS = ["shared_buffers=1GB"]; // as bench:search (docs/decisions/011)
const ORIGIN = "https://www.example.ng";

const log = (message: string) => console.log(`[bench:events] ${message}`);
const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

/** What people open: /events links exactly as the filter form makes them. */
const MIX: { kind: string; queries: string[] }[] = [
  { kind: "no filter", queries: ["", "page=5", "tab=featured"] },
  {
    kind: "state / category",
    queries: ["state=Lagos", "category=Music", "state=Kano&category=Technology", "state=Ekiti"],
  },
  { kind: "date range", queries: ["range=today", "range=this_week", "range=this_month"] },
  {
    kind: "price range",
    queries: [
      "minPrice=5000&maxPrice=20000",
      "maxPrice=0",
      "minPrice=50000",
      "state=Lagos&minPrice=10000&maxPrice=30000",
    ],
  },
  {
    kind: "sorts",
    queries: [
      "sort=date_desc",
      "sort=price_asc",
      "sort=price_desc",
      "sort=price_asc&state=Rivers",
      "sort=price_desc&category=Business",
    ],
  },
  {
    kind: "trending",
    queries: ["sort=trending", "sort=trending&state=Lagos", "sort=trending&range=this_month"],
  },
  {
    kind: "text",
    queries: ["q=jazz", "q=lagos", "q=owambe&sort=price_asc", "q=tech+summit&state=Lagos"],
  },
  {
    kind: "fuzzy text",
    queries: ["q=abeokta", "q=afrobeat+consert", "q=jolof", "q=portharcourt&range=this_month"],
  },
];

interface Percentiles {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}
interface KindResult extends Percentiles {
  kind: string;
  examples: string[];
  medianFound: number;
}
interface DbResult {
  database: "pglite" | "postgres";
  version: string;
  visible: number;
  sales: number;
  generationMs: number;
  kinds: KindResult[];
  strip: Percentiles;
  overall: Percentiles;
  stealShare: number | null;
}

function percentile(values: number[], p: number) {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
const percentiles = (values: number[]): Percentiles => ({
  n: values.length,
  p50: percentile(values, 50),
  p95: percentile(values, 95),
  p99: percentile(values, 99),
  max: Math.max(0, ...values),
});

function cpuTicks() {
  try {
    const f = fs.readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/);
    const fields = f.slice(1, 9).map(Number);
    return { total: fields.reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 };
  } catch {
    return null;
  }
}

// ===========================================================================
// Child: one database.

async function child(resultFile: string) {
  const { closeDatabase, getDatabase } = await import("~/lib/db/client.server");
  const { migrateDatabase } = await import("~/lib/db/migrate.server");
  const database = await getDatabase();
  try {
    const version = String(
      (await database.query<{ v: string }>("select version() as v"))[0]?.v ?? "",
    ).replace(/ on .*| \(.*/, "");
    log(`${database.kind}: ${version}; migrating`);
    await migrateDatabase(database);
    const t0 = performance.now();
    const [{ n: existing }] = await database.query<{ n: string }>(
      "select count(*) as n from events",
    );
    if (Number(existing) > 0 && !process.env.BENCH_PG_URL)
      throw new Error(`the database already holds ${existing} events`);
    const { createGenerator } = await import("./bench-search-data");
    if (Number(existing) === 0) await generateData();
    async function generateData() {
      const generator = await createGenerator(database, ITEMS);
      await generator.generateUpTo(ITEMS, ["events"]);
      // Completed sales on 1 listed event in 20, 1–40 each over the last 30 days (so about
      // a quarter in the trending window); 1 % of events featured.
      await database.exec(`
      insert into tickets (event_id, ticket_type_id, payment_status, buyer_name, buyer_email,
        price_paid, ticket_code, created_at)
      select e.id, tt.id, 'completed', 'Bench Buyer', 'buyer@example.com', tt.price,
        'B-' || e.id || '-' || g, now() - ((abs(hashtext(e.id::text || g)) % 720) * interval '1 hour')
      from events e
      join lateral (select id, price from ticket_types where event_id = e.id order by price limit 1) tt on true
      cross join lateral generate_series(1, 1 + abs(hashtext(e.slug)) % 40) g
      where abs(hashtext(e.id::text)) % 20 = 0;
      update events set featured = true, featured_at = now() - (abs(hashtext(slug)) % 30) * interval '1 day'
      where abs(hashtext(id::text)) % 100 = 1;
    `);
      // As autovacuum would have by then (VACUUM cannot share a multi-statement string).
      await database.exec("vacuum analyze");
    }
    const generationMs = performance.now() - t0;
    const [{ n: sales }] = await database.query<{ n: string }>("select count(*) as n from tickets");
    log(`generated ${ITEMS} events and ${sales} sales in ${(generationMs / 1000).toFixed(1)} s`);

    const { invalidatePublicCache } = await import("~/lib/cache.server");
    const { readDiscoveryParams } = await import("~/features/events/discovery");
    const { discoverEvents, featuredEvents, trendingEvents } =
      await import("~/features/events/public-events.server");
    const run = async (query: string) => {
      const p = readDiscoveryParams(new URL(`/events?${query}`, ORIGIN));
      invalidatePublicCache();
      const page =
        p.tab === "featured" ? await featuredEvents({ page: p.page }) : await discoverEvents(p);
      return page.total;
    };
    const [{ n: listed }] = await database.query<{ n: string }>(
      "select count(*) as n from events where status = 'published' and moderation_status = 'approved' and end_datetime >= now()",
    );
    const visible = Number(listed);
    log(`listed (published, approved, not ended): ${visible}`);
    for (const k of MIX) for (const q of k.queries) await run(q); // warm-up
    const samples = new Map<string, number[]>(MIX.map((k) => [k.kind, []]));
    const found = new Map<string, number[]>(MIX.map((k) => [k.kind, []]));
    const all: number[] = [];
    const strip: number[] = [];
    const before = cpuTicks();
    for (let i = 0; i < QUERIES; i++) {
      const kind = MIX[i % MIX.length];
      const query = kind.queries[Math.floor(i / MIX.length) % kind.queries.length];
      const t = performance.now();
      const total = await run(query);
      const elapsed = performance.now() - t;
      samples.get(kind.kind)!.push(elapsed);
      found.get(kind.kind)!.push(total);
      all.push(elapsed);
      if (i % MIX.length === 0) {
        invalidatePublicCache();
        const ts = performance.now();
        await trendingEvents();
        strip.push(performance.now() - ts);
      }
    }
    const after = cpuTicks();
    const stealShare =
      before && after && after.total > before.total
        ? (after.steal - before.steal) / (after.total - before.total)
        : null;
    const kinds = MIX.map((k) => ({
      kind: k.kind,
      examples: k.queries,
      ...percentiles(samples.get(k.kind)!),
      medianFound: percentile(found.get(k.kind)!, 50),
    }));
    for (const k of kinds)
      log(`${k.kind}: p50 ${ms(k.p50)} ms, p95 ${ms(k.p95)} ms (median found ${k.medianFound})`);
    const result: DbResult = {
      database: database.kind,
      version,
      visible,
      sales: Number(sales),
      generationMs,
      kinds,
      strip: percentiles(strip),
      overall: percentiles(all),
      stealShare,
    };
    fs.writeFileSync(resultFile, JSON.stringify(result));
  } finally {
    await closeDatabase();
  }
}

// ===========================================================================
// Parent: one child per database, then the report.

function runChild(env: NodeJS.ProcessEnv): Promise<DbResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "naija-bench-events-result-"));
  const resultFile = path.join(dir, "result.json");
  return new Promise((resolve, reject) => {
    const c = spawn(process.execPath, ["--import", "tsx", selfFile], {
      cwd: root,
      stdio: "inherit",
      env: { ...env, BENCH_CHILD_RESULT: resultFile, LOG_LEVEL: "warn" },
    });
    c.on("error", reject);
    c.on("exit", (code, signal) => {
      try {
        if (code !== 0) throw new Error(`child exited with ${signal ?? code}`);
        resolve(JSON.parse(fs.readFileSync(resultFile, "utf8")) as DbResult);
      } catch (error) {
        reject(error);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

async function runPglite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "naija-bench-events-pglite-"));
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    return await runChild(env);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function runPostgres() {
  // An existing database (kept, and its data reused when present): for iterating on queries.
  if (process.env.BENCH_PG_URL)
    return runChild({ ...process.env, DATABASE_URL: process.env.BENCH_PG_URL });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "naija-bench-events-pg-"));
  const script = path.join(root, "scripts/pg-throwaway.sh");
  try {
    const started = spawnSync("bash", [script, "start", dir, String(PG_PORT)], {
      encoding: "utf8",
      env: { ...process.env, PG_SERVER_OPTS: PG_SETTINGS.map((s) => `-c ${s}`).join(" ") },
    });
    const url = /DATABASE_URL=(\S+)/.exec(started.stdout ?? "")?.[1];
    if (started.status !== 0 || !url)
      throw new Error(`pg-throwaway start failed: ${started.stderr || started.stdout}`);
    return await runChild({ ...process.env, DATABASE_URL: url });
  } finally {
    spawnSync("bash", [script, "stop", dir], { stdio: "inherit" });
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function report(results: DbResult[], startedAt: Date) {
  const cpus = os.cpus();
  const fails: string[] = [];
  const lines = [
    HEADING,
    "",
    "`npm run bench:events` (scripts/bench-events.ts) generates `BENCH_ITEMS` events with",
    "bench:search's data (scripts/bench-search-data.ts; about a third hidden: pending,",
    "rejected, draft, cancelled or ended), completed ticket sales on 1 event in 20 over the",
    "last 30 days and 1 % of events featured, runs VACUUM ANALYZE and one warm-up pass,",
    "then times the product's discovery functions in process (`discoverEvents`,",
    "`featuredEvents`, `trendingEvents`; the public cache dropped before each call, so every",
    "call reads the database) over a round-robin mix of /events links. Percentiles are",
    "nearest-rank. PostgreSQL runs as bench:search's throwaway cluster (`shared_buffers=1GB`).",
    "",
    `- Date: ${startedAt.toISOString().replace("T", " ").slice(0, 16)} UTC`,
    `- Machine: ${os.availableParallelism()} cores, ${cpus[0]?.model?.trim() ?? "unknown CPU"}, Node ${process.version}`,
    `- Command: \`${process.env.BENCH_ITEMS ? `BENCH_ITEMS=${ITEMS} ` : ""}npm run bench:events\` (${ITEMS.toLocaleString("en")} events, ${QUERIES} timed views per database)`,
    "",
  ];
  for (const r of results) {
    const name = r.database === "pglite" ? "PGlite" : "PostgreSQL";
    const target = r.database === "postgres";
    lines.push(
      `### ${name} (${r.version})${target ? "" : " (measured; the target applies to PostgreSQL)"}`,
      "",
      `${r.visible.toLocaleString("en")} events listed; ${r.sales.toLocaleString("en")} completed sales; data made in ${(r.generationMs / 1000).toFixed(1)} s.${r.stealShare === null ? "" : ` CPU steal while timing: ${(100 * r.stealShare).toFixed(0)} %.`}`,
      "",
      "| View | n | p50 (ms) | p95 (ms) | p99 (ms) | max (ms) | median found | examples | verdict |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |",
    );
    for (const k of r.kinds) {
      const ok = k.p95 <= MAX_P95_MS;
      if (target && !ok) fails.push(`${name} ${k.kind}: p95 ${ms(k.p95)} ms > ${MAX_P95_MS} ms`);
      lines.push(
        `| ${k.kind} | ${k.n} | ${ms(k.p50)} | ${ms(k.p95)} | ${ms(k.p99)} | ${ms(k.max)} | ${k.medianFound.toLocaleString("en")} | ${k.examples
          .slice(0, 3)
          .map((e) => `\`${e || "/events"}\``)
          .join(", ")} | ${target ? (ok ? "PASS" : "FAIL") : "—"} |`,
      );
    }
    const s = r.strip;
    lines.push(
      `| trending strip (top 5) | ${s.n} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} | | | ${target ? (s.p95 <= MAX_P95_MS ? "PASS" : "FAIL") : "—"} |`,
      `| **all views** | ${r.overall.n} | ${ms(r.overall.p50)} | ${ms(r.overall.p95)} | ${ms(r.overall.p99)} | ${ms(r.overall.max)} | | | ${target ? (r.overall.p95 <= MAX_P95_MS ? "PASS" : "FAIL") : "—"} |`,
      "",
    );
    if (target && s.p95 > MAX_P95_MS) fails.push(`${name} trending strip: p95 ${ms(s.p95)} ms`);
    if (target && r.overall.p95 > MAX_P95_MS)
      fails.push(`${name} all: p95 ${ms(r.overall.p95)} ms`);
  }
  lines.push(
    `Target: p95 ≤ ${MAX_P95_MS} ms per view at 100 k events on PostgreSQL (as search).`,
    "",
    fails.length ? `#### Missed targets\n\n${fails.map((f) => `- ${f}`).join("\n")}\n` : "",
  );
  return { section: lines.join("\n"), fails };
}

function writeDocs(section: string) {
  let doc = fs.readFileSync(docsFile, "utf8");
  const start = doc.indexOf(HEADING);
  if (start < 0) doc = `${doc.trimEnd()}\n\n${section}\n`;
  else {
    const next = doc.indexOf("\n## ", start + HEADING.length);
    doc = `${doc.slice(0, start)}${section}\n${next < 0 ? "" : doc.slice(next)}`;
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
  const startedAt = new Date();
  const hasPg = (() => {
    try {
      return fs
        .readdirSync("/usr/lib/postgresql")
        .some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
    } catch {
      return false;
    }
  })();
  const requested = (process.env.BENCH_DB ?? (hasPg ? "both" : "pglite")).toLowerCase();
  const wanted = requested === "both" ? ["pglite", "postgres"] : [requested];
  const results: DbResult[] = [];
  for (const db of wanted) {
    if (db === "postgres" && !hasPg) throw new Error("PostgreSQL binaries not found");
    log(`--- ${db}: ${ITEMS} events`);
    results.push(db === "pglite" ? await runPglite() : await runPostgres());
  }
  const { section, fails } = report(results, startedAt);
  console.log(`\n${section}`);
  for (const f of fails) console.log(`FAIL ${f}`);
  if (process.env.BENCH_NO_WRITE === "1") return;
  if (ITEMS < TARGET_ITEMS && process.env.BENCH_WRITE !== "1") {
    log(`not written to docs/benchmarks.md: below ${TARGET_ITEMS} events (BENCH_WRITE=1 writes)`);
    return;
  }
  writeDocs(section);
}

const resultFile = process.env.BENCH_CHILD_RESULT;
(resultFile ? child(resultFile) : main()).then(
  () => process.exit(0),
  (error) => {
    console.error(
      `[bench:events] ${error instanceof Error ? (error.stack ?? error.message) : error}`,
    );
    process.exit(1);
  },
);
