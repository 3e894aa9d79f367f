// `npm run bench`: builds the product and the framework floor (bench/floor), serves
// both in production mode, loads them with autocannon in this process and prints
// throughput/latency against the targets in docs/design.md ("Performance budgets"), then
// the first-load JavaScript (gzip) of every public page. The latest figures replace
// the "Latest figures" section of docs/benchmarks.md.
//
// Settings (environment):
//   BENCH_DURATION    seconds per measurement (default 10)
//   BENCH_WARMUP      seconds of warm-up per target (default 2)
//   BENCH_PORT        product port (default 3900); the floor uses BENCH_PORT + 1
//   BENCH_SKIP_BUILD  "1" reuses the existing builds (build/ and bench/floor/build/)
//   BENCH_NO_WRITE    "1" prints only, leaves docs/benchmarks.md alone
//   BENCH_JS_ONLY     "1" only the first-load JavaScript table (no servers, no load)
//
// It is a measurement: it exits 0 even when a target is missed (FAIL lines say so),
// and non-zero only when it cannot measure (build or server start failed).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  type JsSize,
  MAX_FIRST_LOAD_KB,
  PUBLIC_ROUTES,
  firstLoadJs,
  pageLabel,
  readAssets,
} from "./first-load-js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const floorDir = path.join(root, "bench/floor");
const docsFile = path.join(root, "docs/benchmarks.md");

const DURATION = positive(process.env.BENCH_DURATION, 10);
const WARMUP = positive(process.env.BENCH_WARMUP, 2);
const PORT = positive(process.env.BENCH_PORT, 3900);
const FLOOR_PORT = PORT + 1;
const SKIP_BUILD = process.env.BENCH_SKIP_BUILD === "1";
const JS_ONLY = process.env.BENCH_JS_ONLY === "1";
const READY_TIMEOUT_MS = 180_000; // the first start seeds the demo data (up to ~60 s)

// Targets (docs/design.md, "Performance budgets").
const MIN_RATIO = 0.6; // page req/s ÷ floor req/s, 50 connections
const MAX_P99_MS = 50; // at 10 connections
// Other processes using more than this many cores during a measurement make it unreliable.
const DISTURBED_CORES = 0.25;

// ---------------------------------------------------------------------------
// autocannon (CommonJS, no bundled types): only the parts used here.

interface Histogram {
  average: number;
  mean: number;
  p50: number;
  p99: number;
  total?: number;
}
interface CannonResult {
  requests: Histogram;
  latency: Histogram;
  non2xx: number;
  errors: number;
  timeouts: number;
  "2xx": number;
  statusCodeStats?: Record<string, { count: number }>;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  pipelining?: number;
  headers?: Record<string, string>;
}) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

// ---------------------------------------------------------------------------

function positive(value: string | undefined, fallback: number) {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

function log(message: string) {
  console.log(`[bench] ${message}`);
}

function run(command: string, args: string[], cwd: string) {
  log(
    `$ ${[command, ...args].join(" ")}${cwd === root ? "" : `   (in ${path.relative(root, cwd)})`}`,
  );
  const result = spawnSync(command, args, {
    cwd,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Server {
  name: string;
  child: ChildProcess;
  output: string[];
  exited: boolean;
}

/** Starts a Node server; keeps the last lines of its output for error reports. */
function startServer(name: string, script: string, env: Record<string, string>): Server {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const server: Server = { name, child, output: [], exited: false };
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) {
      if (!line.trim()) continue;
      server.output.push(line);
      if (server.output.length > 200) server.output.shift();
    }
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  child.on("exit", () => {
    server.exited = true;
  });
  log(`started ${name} (pid ${child.pid})`);
  return server;
}

async function waitFor(server: Server, url: string, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.exited) break;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) {
        log(`${server.name} ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
        return;
      }
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(
    `${server.name} ${server.exited ? "exited" : `not ready within ${timeoutMs / 1000} s`} (${url}). Last output:\n` +
      server.output.slice(-40).join("\n"),
  );
}

/** SIGTERM by PID, then SIGKILL if it has not exited after 12 s. */
async function stopServer(server: Server | undefined) {
  if (!server || server.exited || server.child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => server.child.once("exit", () => resolve()));
  process.kill(server.child.pid, "SIGTERM");
  const timer = setTimeout(() => {
    if (!server.exited && server.child.pid !== undefined) process.kill(server.child.pid, "SIGKILL");
  }, 12_000);
  await exited;
  clearTimeout(timer);
  log(`stopped ${server.name}`);
}

// ---------------------------------------------------------------------------
// Load

interface Target {
  name: string;
  url: string;
  isFloor?: boolean;
  /** PID of the server answering this target (for its CPU use). */
  pid?: number;
}
interface Measure {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statuses: string;
  /** Cores used by the server under test, and by processes other than it and this one. */
  serverCores: number | null;
  otherCores: number | null;
}
interface LoadRow {
  target: Target;
  c50: Measure;
  c10: Measure;
}

// CPU accounting from /proc (Linux): was the machine shared during a measurement?
// Clock ticks of all CPUs (busy, total) and of one process (user + system).
function machineTicks(): { busy: number; total: number } | null {
  try {
    const f = fs
      .readFileSync("/proc/stat", "utf8")
      .split("\n")[0]
      .trim()
      .split(/\s+/)
      .slice(1, 9)
      .map(Number);
    const total = f.reduce((a, b) => a + b, 0);
    return { busy: total - f[3] - f[4], total };
  } catch {
    return null;
  }
}
function processTicks(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(f[11]) + Number(f[12]); // utime, stime
  } catch {
    return null;
  }
}
function cpuSample(serverPid: number | undefined) {
  return {
    machine: machineTicks(),
    server: processTicks(serverPid),
    self: processTicks(process.pid),
  };
}
function cpuCores(before: ReturnType<typeof cpuSample>, after: ReturnType<typeof cpuSample>) {
  if (!before.machine || !after.machine) return { serverCores: null, otherCores: null };
  const cpus = os.cpus().length || 1;
  const wall = (after.machine.total - before.machine.total) / cpus; // ticks per core
  if (wall <= 0) return { serverCores: null, otherCores: null };
  const d = (a: number | null, b: number | null) => (a === null || b === null ? null : b - a);
  const server = d(before.server, after.server);
  const self = d(before.self, after.self);
  const busy = after.machine.busy - before.machine.busy;
  return {
    serverCores: server === null ? null : server / wall,
    otherCores: server === null || self === null ? null : Math.max(0, busy - server - self) / wall,
  };
}

async function measure(
  url: string,
  connections: number,
  duration: number,
  serverPid?: number,
): Promise<Measure> {
  const before = cpuSample(serverPid);
  const r = await autocannon({ url, connections, duration, pipelining: 1 });
  const cores = cpuCores(before, cpuSample(serverPid));
  const statuses = Object.entries(r.statusCodeStats ?? {})
    .map(([code, s]) => `${code}×${s.count}`)
    .join(" ");
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statuses,
    ...cores,
  };
}

async function load(target: Target): Promise<LoadRow> {
  log(
    `${target.name}: warm-up ${WARMUP} s, then 50 and 10 connections × ${DURATION} s  (${target.url})`,
  );
  await autocannon({ url: target.url, connections: 50, duration: WARMUP });
  const c50 = await measure(target.url, 50, DURATION, target.pid);
  const c10 = await measure(target.url, 10, DURATION, target.pid);
  log(
    `${target.name}: 50c ${c50.rps.toFixed(0)} req/s p50 ${c50.p50} ms p99 ${c50.p99} ms | ` +
      `10c ${c10.rps.toFixed(0)} req/s p50 ${c10.p50} ms p99 ${c10.p99} ms | ` +
      `server ${cores(c50.serverCores)}/${cores(c10.serverCores)} cores, others ${cores(c50.otherCores)}/${cores(c10.otherCores)} cores`,
  );
  return { target, c50, c10 };
}

// ---------------------------------------------------------------------------
// Report

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const cores = (n: number | null) => (n === null ? "?" : n.toFixed(2));
const ms = (n: number) => (Number.isFinite(n) ? String(n) : "–");

function loadTable(rows: LoadRow[], floorRps: number) {
  const lines = [
    "| Target | req/s @50 | p50 @50 (ms) | p99 @50 (ms) | req/s @10 | p50 @10 (ms) | p99 @10 (ms) | non-2xx / errors | server CPU @50 (cores) | others' CPU @50/@10 (cores) | ratio to floor @50 | verdict |",
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|",
  ];
  const fails: string[] = [];
  const disturbed: string[] = [];
  for (const { target, c50, c10 } of rows) {
    const others = Math.max(c50.otherCores ?? 0, c10.otherCores ?? 0);
    if (others > DISTURBED_CORES) disturbed.push(`${target.name} (${others.toFixed(2)} cores)`);
    const ratio = floorRps > 0 ? c50.rps / floorRps : NaN;
    const bad = c50.non2xx + c10.non2xx + c50.errors + c10.errors + c50.timeouts + c10.timeouts;
    let verdict = "reference";
    if (!target.isFloor) {
      const problems: string[] = [];
      if (!(ratio >= MIN_RATIO)) problems.push(`ratio ${ratio.toFixed(2)} < ${MIN_RATIO}`);
      if (!(c10.p99 <= MAX_P99_MS)) problems.push(`p99 @10 ${c10.p99} ms > ${MAX_P99_MS} ms`);
      if (bad)
        problems.push(
          `${bad} non-2xx/errors (${[c50.statuses, c10.statuses].filter(Boolean).join("; ")})`,
        );
      verdict = problems.length ? `FAIL: ${problems.join(", ")}` : "PASS";
      if (problems.length) fails.push(`FAIL ${target.name}: ${problems.join(", ")}`);
    } else if (bad) {
      verdict = `reference (${bad} non-2xx/errors!)`;
      fails.push(`FAIL floor: ${bad} non-2xx/errors (${c50.statuses}; ${c10.statuses})`);
    }
    if (others > DISTURBED_CORES) verdict += " (disturbed)";
    lines.push(
      `| ${target.name} | ${c50.rps.toFixed(0)} | ${ms(c50.p50)} | ${ms(c50.p99)} | ${c10.rps.toFixed(0)} | ${ms(c10.p50)} | ${ms(c10.p99)} | ` +
        `${c50.non2xx + c10.non2xx} / ${c50.errors + c10.errors + c50.timeouts + c10.timeouts} | ` +
        `${cores(c50.serverCores)} | ${cores(c50.otherCores)} / ${cores(c10.otherCores)} | ${target.isFloor ? "1.00" : ratio.toFixed(2)} | ${verdict} |`,
    );
  }
  const note = disturbed.length
    ? `Warning: other processes used more than ${DISTURBED_CORES} cores during ${disturbed.join(", ")}: ` +
      "those figures (and every ratio, if the floor is among them) are not reliable; run again on a quiet machine."
    : "";
  return { table: lines.join("\n"), fails, note };
}

function jsTable(sizes: JsSize[], floor: JsSize | null) {
  const lines = [
    "| Page (route) | JS files | raw (kB) | gzip (kB) | verdict |",
    "|---|--:|--:|--:|---|",
  ];
  const fails: string[] = [];
  if (floor)
    lines.push(
      `| floor (bare React Router) | ${floor.files} | ${kb(floor.raw)} | ${kb(floor.gzip)} | reference |`,
    );
  for (const s of sizes) {
    let verdict: string;
    if (s.missing.length) {
      verdict = `FAIL: route ${s.missing.join(", ")} not in the build`;
      fails.push(`FAIL first-load JS ${s.page}: route not in the build`);
    } else if (s.gzip / 1000 > MAX_FIRST_LOAD_KB) {
      verdict = `FAIL: > ${MAX_FIRST_LOAD_KB} kB`;
      fails.push(`FAIL first-load JS ${s.page}: ${kb(s.gzip)} kB gzip > ${MAX_FIRST_LOAD_KB} kB`);
    } else verdict = "PASS";
    lines.push(`| ${s.page} | ${s.files} | ${kb(s.raw)} | ${kb(s.gzip)} | ${verdict} |`);
  }
  return { table: lines.join("\n"), fails };
}

function writeDocs(section: string) {
  const heading = "## Latest figures";
  let doc = fs.existsSync(docsFile)
    ? fs.readFileSync(docsFile, "utf8")
    : [
        "# Benchmarks",
        "",
        "`npm run bench` (scripts/bench.ts) builds the product and the framework floor",
        "(bench/floor: a bare React Router 7 app rendering as many cards as `/events` shows, from",
        "static loader data), serves both with NODE_ENV=production behind the same kind of Hono",
        "server (the product on a fresh temporary DATA_DIR with the demo data), and loads them one",
        "after the other with autocannon running in the bench process (the load generator shares",
        "the machine, as in docs/design.md). Each target (floor, `/`, `/events`, one event page) gets a",
        "warm-up, then 50 connections and 10 connections for `BENCH_DURATION` seconds (default",
        "10). Requests carry no Accept-Encoding, so neither server compresses the HTML.",
        "",
        'Targets (docs/design.md, "Performance budgets"): throughput at 50 connections ≥ 0.6 × the',
        "floor measured in the same run; p99 ≤ 50 ms at 10 connections; first-load JavaScript",
        "≤ 140 kB gzip per public page (what React Router's `<Scripts>` loads: entry client and",
        "its imports, the root route and the page's route modules and all their static imports,",
        "read from the server build's `assets` manifest and checked against the chunks' own",
        "imports; each file gzipped at level 9; 1 kB = 1000 bytes).",
        "",
        'The CPU columns come from /proc: "server CPU" is the server under test, "others\' CPU"',
        "is every process except that server and the bench itself. The machine is shared: when",
        'others use more than 0.25 cores during a measurement, its row says "(disturbed)" and a',
        "warning follows the table; a disturbed floor makes every ratio unreliable.",
        "",
        "Settings: `BENCH_DURATION`, `BENCH_WARMUP` (2 s), `BENCH_PORT` (3900; floor +1),",
        "`BENCH_SKIP_BUILD=1` (reuse builds), `BENCH_NO_WRITE=1` (leave this file alone),",
        "`BENCH_JS_ONLY=1` (only the first-load JavaScript table; never written here).",
        "",
      ].join("\n");
  const start = doc.indexOf(heading);
  if (start < 0) doc = `${doc.trimEnd()}\n\n${section}\n`;
  else {
    const next = doc.indexOf("\n## ", start + heading.length);
    doc = `${doc.slice(0, start)}${section}\n${next < 0 ? "" : doc.slice(next)}`;
  }
  fs.mkdirSync(path.dirname(docsFile), { recursive: true });
  fs.writeFileSync(docsFile, doc);
  // Keep `npm run format:check` green: the repo's Prettier pads the markdown tables.
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

// ---------------------------------------------------------------------------

interface LoadRun {
  rows: LoadRow[];
  floorCards: number;
  productWarnings: string[];
}

/** Serves the product (fresh DATA_DIR, demo data) and the floor, and loads both. */
async function runLoad(): Promise<LoadRun> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "naija-bench-"));
  let product: Server | undefined;
  let floor: Server | undefined;
  const rows: LoadRow[] = [];
  let floorCards = 24;
  try {
    product = startServer("product", "build/server/main.js", {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SEED_DEMO: "auto",
      // Known, so nothing is generated and printed (the bench signs nobody in).
      DEMO_PASSWORD: process.env.DEMO_PASSWORD ?? "naija-bench-password",
    });
    const base = `http://127.0.0.1:${PORT}`;
    await waitFor(product, `${base}/readyz`, READY_TIMEOUT_MS);
    const ready = (await (await fetch(`${base}/readyz`)).json()) as { database?: string };
    log(
      `product database: ${ready.database ?? "?"}${ready.database === "pglite" ? ` in ${dataDir}` : " (DATABASE_URL)"}`,
    );

    const eventsHtml = await (await fetch(`${base}/events`)).text();
    const slugs = [
      ...new Set([...eventsHtml.matchAll(/href="\/events\/([^"?#/]+)"/g)].map((m) => m[1])),
    ];
    if (!slugs.length) throw new Error("no event link on /events: is the demo data seeded?");
    floorCards = slugs.length;
    log(
      `/events lists ${floorCards} cards; event page /events/${slugs[0]}; FLOOR_CARDS=${floorCards}`,
    );

    floor = startServer("floor", "bench/floor/server.mjs", {
      PORT: String(FLOOR_PORT),
      FLOOR_CARDS: String(floorCards),
    });
    const floorBase = `http://127.0.0.1:${FLOOR_PORT}`;
    await waitFor(floor, `${floorBase}/healthz`, 30_000);

    const targets: Target[] = [
      {
        name: `floor (${floorCards} cards)`,
        url: `${floorBase}/`,
        isFloor: true,
        pid: floor.child.pid,
      },
      { name: "/", url: `${base}/`, pid: product.child.pid },
      { name: "/events", url: `${base}/events`, pid: product.child.pid },
      { name: `/events/${slugs[0]}`, url: `${base}/events/${slugs[0]}`, pid: product.child.pid },
    ];
    for (const t of targets) {
      const res = await fetch(t.url);
      const body = await res.text();
      // One card's markup, to keep the floor's cards about as heavy as the product's.
      const card = [...body.matchAll(/<li\b[^>]*>[\s\S]*?<\/li>/g)].find((m) =>
        m[0].includes('href="/events/'),
      );
      log(
        `${t.name}: HTTP ${res.status}, ${kb(Buffer.byteLength(body))} kB HTML` +
          (card && t.name !== `/events/${slugs[0]}`
            ? `, first card ${Buffer.byteLength(card[0])} bytes`
            : ""),
      );
    }
    for (const t of targets) rows.push(await load(t));
  } finally {
    await stopServer(floor);
    await stopServer(product);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const productWarnings =
    product?.output.filter((l) => /"level":(40|50|60)|error|warn/i.test(l)) ?? [];
  return { rows, floorCards, productWarnings };
}

async function main() {
  const startedAt = new Date();
  if (!SKIP_BUILD) {
    run("npm", ["run", "build"], root);
    run(path.join(root, "node_modules/.bin/react-router"), ["build"], floorDir);
  }
  const needed = ["build/server/index.js", "bench/floor/build/server/index.js"];
  if (!JS_ONLY) needed.push("build/server/main.js");
  for (const f of needed)
    if (!fs.existsSync(path.join(root, f)))
      throw new Error(`${f} is missing: run without BENCH_SKIP_BUILD`);

  const loadRun = JS_ONLY ? null : await runLoad();

  // First-load JS.
  const productAssets = readAssets(path.join(root, "build/server/index.js"), root);
  const floorAssets = readAssets(path.join(floorDir, "build/server/index.js"), root);
  const clientDir = path.join(root, "build/client");
  const sizes = PUBLIC_ROUTES.map((id) =>
    firstLoadJs(pageLabel(id), id, productAssets.assets, productAssets.discovery, clientDir),
  );
  const floorSize = firstLoadJs(
    "floor",
    "routes/home",
    floorAssets.assets,
    floorAssets.discovery,
    path.join(floorDir, "build/client"),
  );
  const scanned = sizes.filter((s) => s.addedByScan > 0);
  if (scanned.length)
    log(
      `note: static-import scan added chunks the manifest did not list: ${scanned.map((s) => `${s.page} +${s.addedByScan}`).join(", ")}`,
    );

  const floorRps = loadRun?.rows.find((r) => r.target.isFloor)?.c50.rps ?? 0;
  const loadReport = loadRun ? loadTable(loadRun.rows, floorRps) : null;
  const jsReport = jsTable(sizes, floorSize);

  const cpus = os.cpus();
  const nproc = spawnSync("nproc", { encoding: "utf8" }).stdout?.trim() || String(cpus.length);
  const settings = ["BENCH_DURATION", "BENCH_WARMUP", "BENCH_JS_ONLY"]
    .filter((k) => process.env[k])
    .map((k) => `${k}=${process.env[k]} `);
  const command = `${settings.join("")}npm run bench`;
  const date = startedAt.toISOString().replace("T", " ").slice(0, 16);
  const fails = [...(loadReport?.fails ?? []), ...jsReport.fails];
  const section = [
    "## Latest figures",
    "",
    `- Date: ${date} UTC`,
    `- Machine: ${nproc} cores (nproc), ${cpus[0]?.model?.trim() ?? "unknown CPU"}, Node ${process.version}, ${os.platform()} ${os.release()}`,
    `- Command: \`${command}\`` +
      (loadRun
        ? ` (warm-up ${WARMUP} s at 50 connections, then ${DURATION} s at 50 and ${DURATION} s at 10 connections per target; the floor renders ${loadRun.floorCards} cards, as many as /events)`
        : ""),
    "",
    ...(loadReport
      ? [
          "### Throughput and latency",
          "",
          loadReport.table,
          "",
          `Targets: ratio ≥ ${MIN_RATIO} at 50 connections, p99 ≤ ${MAX_P99_MS} ms at 10 connections.`,
          "",
          ...(loadReport.note ? [loadReport.note, ""] : []),
        ]
      : []),
    "### First-load JavaScript (gzip)",
    "",
    jsReport.table,
    "",
    `Target: ≤ ${MAX_FIRST_LOAD_KB} kB gzip per public page.`,
    "",
    fails.length
      ? `### Missed targets\n\n${fails.map((f) => `- ${f}`).join("\n")}\n`
      : "All targets met.\n",
  ].join("\n");

  console.log(`\n${section}`);
  const warnings = loadRun?.productWarnings ?? [];
  if (warnings.length) {
    console.log(
      `Product server warnings/errors during the run (last ${Math.min(warnings.length, 20)} of ${warnings.length}):`,
    );
    for (const l of warnings.slice(-20)) console.log(`  ${l.slice(0, 400)}`);
  }
  for (const f of fails) console.log(f);
  if (loadReport?.note) console.log(loadReport.note);
  // A JS-only run is partial: it never replaces the recorded figures.
  if (process.env.BENCH_NO_WRITE !== "1" && !JS_ONLY) writeDocs(section);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
