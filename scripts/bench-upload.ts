// `npm run bench:upload`: a 300 MB video uploaded over tus (/uploads/content, as the
// browser's tus-js-client sends it: 8 MB PATCHes) while other pages are loaded at 10
// connections, against the built product in production mode (issue 15: "uploading a
// 300 MB video keeps the server responsive; memory stays flat"). Prints, and writes to
// docs/benchmarks.md, the pages' latency without and during the upload, the upload's
// rate, and the server's resident memory before, at its highest during, and after.
// Hold the heavy lock while it runs:
//   flock /tmp/naija-heavy.lock npm run bench:upload
//
// Settings: BENCH_UPLOAD_MB (300), BENCH_UPLOAD_CHUNK_MB (8; 300 sends one PATCH),
//   BENCH_DURATION seconds of the baseline (10), BENCH_PORT (3950), BENCH_SKIP_BUILD=1
//   reuses build/, BENCH_NO_WRITE=1 prints only.
import { fork, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { signIn } from "./bench-sign-in";

const selfFile = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const docsFile = path.join(root, "docs/benchmarks.md");
const HEADING = "## Content upload: 300 MB over tus while pages are served";
const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
};
const UPLOAD_MB = positive(process.env.BENCH_UPLOAD_MB, 300);
const CHUNK_MB = positive(process.env.BENCH_UPLOAD_CHUNK_MB, 8);
const DURATION = positive(process.env.BENCH_DURATION, 10);
const PORT = positive(process.env.BENCH_PORT, 3950);
const BASE = `http://localhost:${PORT}`;
const PASSWORD = "bench-upload-password";
/** docs/design.md: p99 ≤ 50 ms at 10 connections for listing and item pages. */
const P99_BUDGET_MS = 50;
/** "Flat": the server holds far less than the file, whatever its size. */
const MEMORY_BUDGET_MB = 64;
const log = (m: string) => console.log(`[bench:upload] ${m}`);

type Histogram = { p50: number; p99: number; average: number };
type CannonResult = { latency: Histogram; requests: Histogram; non2xx: number; errors: number };
type CannonInstance = Promise<CannonResult> & { stop: () => void };
type Autocannon = (options: {
  url: string;
  connections: number;
  duration?: number;
  requests: { path: string; headers: Record<string, string> }[];
}) => CannonInstance;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** CPU ticks of the whole machine and of one process, to tell what else ran meanwhile. */
function ticks(pid: number) {
  const f = fs.readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1, 9);
  const n = f.map(Number);
  const total = n.reduce((a, b) => a + b, 0);
  const own = (p: number) => {
    const s = fs.readFileSync(`/proc/${p}/stat`, "utf8");
    const x = s.slice(s.lastIndexOf(")") + 2).split(" ");
    return Number(x[11]) + Number(x[12]);
  };
  return { busy: total - n[3]! - n[4]!, total, server: own(pid), self: own(process.pid) };
}
function othersCores(a: ReturnType<typeof ticks>, b: ReturnType<typeof ticks>) {
  const wall = (b.total - a.total) / (os.cpus().length || 1);
  const others = b.busy - a.busy - (b.server - a.server) - (b.self - a.self);
  return { server: (b.server - a.server) / wall, others: Math.max(0, others) / wall };
}

/** An MP4's first box (ftyp, brand isom), then zeros: real to file-type, cheap to make. */
function videoBytes(total: number, from: number, length: number) {
  const head = Buffer.from("000000186674797069736f6d0000020069736f6d6d703431", "hex");
  const chunk = Buffer.alloc(length);
  if (from < head.length) head.copy(chunk, 0, from, Math.min(head.length, from + length));
  return chunk.subarray(0, Math.min(length, total - from));
}

/** One PATCH whose body is made as it is sent (1 MB at a time): the client holds no file. */
async function patch(
  location: string,
  cookie: string,
  offset: number,
  length: number,
  total: number,
) {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= length) return controller.close();
      const n = Math.min(1024 * 1024, length - sent);
      controller.enqueue(videoBytes(total, offset + sent, n));
      sent += n;
    },
  });
  const res = await fetch(`${BASE}${location}`, {
    method: "PATCH",
    headers: {
      "Tus-Resumable": "1.0.0",
      "Upload-Offset": String(offset),
      "Content-Type": "application/offset+octet-stream",
      "Content-Length": String(length),
      Cookie: cookie,
    },
    body,
    duplex: "half",
  } as RequestInit);
  if (res.status !== 204)
    throw new Error(`PATCH at ${offset} answered ${res.status}: ${await res.text()}`);
  return Number(res.headers.get("Upload-Offset"));
}

async function upload(cookie: string) {
  const total = UPLOAD_MB * 1024 * 1024;
  const meta = `filename ${Buffer.from("bench.mp4").toString("base64")},contentType ${Buffer.from("video").toString("base64")}`;
  const created = await fetch(`${BASE}/uploads/content`, {
    method: "POST",
    headers: {
      "Tus-Resumable": "1.0.0",
      "Upload-Length": String(total),
      "Upload-Metadata": meta,
      Cookie: cookie,
    },
  });
  const location = created.headers.get("Location");
  if (created.status !== 201 || !location)
    throw new Error(`creating the upload answered ${created.status}: ${await created.text()}`);
  const started = performance.now();
  let offset = 0;
  while (offset < total)
    offset = await patch(
      location,
      cookie,
      offset,
      Math.min(CHUNK_MB * 1024 * 1024, total - offset),
      total,
    );
  const seconds = (performance.now() - started) / 1000;
  await fetch(`${BASE}${location}`, {
    method: "DELETE",
    headers: { "Tus-Resumable": "1.0.0", Cookie: cookie },
  });
  return { seconds, mbPerSecond: UPLOAD_MB / seconds };
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    log("building");
    if (spawnSync("npm", ["run", "-s", "build"], { cwd: root, stdio: "inherit" }).status !== 0)
      throw new Error("build failed");
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "naija-bench-upload-"));
  const server = spawn(process.execPath, ["build/server/index.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DEMO_PASSWORD: PASSWORD,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const pid = server.pid!;
  try {
    for (let i = 0; ; i++) {
      if (i > 240) throw new Error("server not ready in 120 s");
      const ok = await fetch(`${BASE}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const cookie = await signIn({
      baseUrl: BASE,
      email: "creator@example.com",
      password: PASSWORD,
    });
    const signedIn = { Cookie: cookie, Accept: "text/html" };
    // Pages other people open meanwhile: two anonymous lists (micro-cached) and the
    // signed-in home page (rendered every time).
    const requests = [
      { path: "/content", headers: { Accept: "text/html" } },
      { path: "/events", headers: { Accept: "text/html" } },
      { path: "/", headers: signedIn },
    ];
    // The load runs in a process of its own: in this one it would slow the uploader's
    // event loop and the figure would be the client's, not the server's.
    const load = async (duration: number) => {
      const child = fork(selfFile, ["--load"], {
        execArgv: ["--import", "tsx"],
        stdio: ["ignore", "inherit", "inherit", "ipc"],
      });
      const messages: unknown[] = [];
      const waiters: ((m: unknown) => void)[] = [];
      child.on("message", (m) => (waiters.length ? waiters.shift()!(m) : messages.push(m)));
      child.once("exit", (code) => {
        if (code) throw new Error(`load generator exited with ${code}`);
      });
      const next = () =>
        new Promise<unknown>((resolve) =>
          messages.length ? resolve(messages.shift()) : waiters.push(resolve),
        );
      await next(); // the generator listens
      child.send({ requests, duration });
      // Measuring starts once the generator's connections are loading the server.
      await next();
      return { done: next() as Promise<CannonResult>, stop: () => child.send("stop") };
    };

    log("warm-up 3 s");
    await (
      await load(3)
    ).done;
    const rssIdle = rssMb(pid);
    log(`baseline: pages alone for ${DURATION} s`);
    const aloneRun = await load(DURATION);
    let t0 = ticks(pid);
    const alone = await aloneRun.done;
    const aloneCpu = othersCores(t0, ticks(pid));

    log(`uploading ${UPLOAD_MB} MB alone`);
    const upAlone = await upload(cookie);
    log(`alone: ${upAlone.seconds.toFixed(1)} s`);
    log(`uploading ${UPLOAD_MB} MB in ${CHUNK_MB} MB PATCHes while the pages are loaded`);
    const rssBefore = rssMb(pid);
    let rssMax = rssBefore;
    const sampler = setInterval(() => (rssMax = Math.max(rssMax, rssMb(pid))), 100);
    const during = await load(600);
    t0 = ticks(pid);
    const up = await upload(cookie);
    during.stop();
    const duringResult = await during.done;
    const duringCpu = othersCores(t0, ticks(pid));
    clearInterval(sampler);
    await new Promise((r) => setTimeout(r, 1000));
    const rssAfter = rssMb(pid);

    const row = (name: string, r: CannonResult, cpu: { server: number; others: number }) =>
      `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx + r.errors} | ${cpu.server.toFixed(2)} | ${cpu.others.toFixed(2)} | ${r.latency.p99 <= P99_BUDGET_MS ? "PASS" : "FAIL"} |`;
    const growth = rssMax - rssBefore;
    const lines = [
      HEADING,
      "",
      `\`npm run bench:upload\` (scripts/bench-upload.ts), ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${os.cpus().length} cores, built product in production mode (PGlite, disk store). One ${UPLOAD_MB} MB video (an MP4 head, then zeros) sent over tus as the browser sends it (${CHUNK_MB} MB PATCHes, one after another) by a signed-in creator, while 10 connections (autocannon, in a process of its own) load \`/content\` and \`/events\` (anonymous) and \`/\` (signed in) in turn; the same load alone first, and the upload alone. Budget: p99 ≤ ${P99_BUDGET_MS} ms at 10 connections (docs/design.md); memory: the server's resident set grows by less than ${MEMORY_BUDGET_MB} MB however large the file.`,
      "",
      "| pages at 10 connections | req/s | p50 ms | p99 ms | non-2xx / errors | server CPU (cores) | others' CPU (cores) | p99 within budget |",
      "| --- | --- | --- | --- | --- | --- | --- | --- |",
      row("alone", alone, aloneCpu),
      row(`during the ${UPLOAD_MB} MB upload`, duringResult, duringCpu),
      "",
      `Upload over loopback: ${UPLOAD_MB} MB in ${upAlone.seconds.toFixed(1)} s alone (${upAlone.mbPerSecond.toFixed(0)} MB/s), ${up.seconds.toFixed(1)} s (${up.mbPerSecond.toFixed(1)} MB/s) during the page load. Server memory (RSS): ${rssIdle.toFixed(0)} MB idle, ${rssBefore.toFixed(0)} MB before the upload, ${rssMax.toFixed(0)} MB at most during it (+${growth.toFixed(0)} MB), ${rssAfter.toFixed(0)} MB after: ${growth < MEMORY_BUDGET_MB ? "PASS" : "FAIL"} (flat: each PATCH streams to disk, never held whole).`,
      "",
    ];
    const section = lines.join("\n");
    console.log(`\n${section}`);
    if (process.env.BENCH_NO_WRITE !== "1") {
      const doc = fs.readFileSync(docsFile, "utf8");
      const start = doc.indexOf(HEADING);
      let next = start === -1 ? -1 : doc.indexOf("\n## ", start + HEADING.length);
      if (next !== -1) next += 1;
      const updated =
        start === -1
          ? `${doc.trimEnd()}\n\n${section}`
          : `${doc.slice(0, start)}${section}${next === -1 ? "" : `\n${doc.slice(next)}`}`;
      fs.writeFileSync(docsFile, updated);
      log(`wrote "${HEADING}" in docs/benchmarks.md`);
    }
  } finally {
    process.kill(pid, "SIGTERM");
    await new Promise((r) => server.once("exit", r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The load generator's process: one autocannon run, stopped early on "stop". */
function loadChild() {
  process.once(
    "message",
    (m: { requests: Parameters<Autocannon>[0]["requests"]; duration: number }) => {
      const run = autocannon({
        url: BASE,
        connections: 10,
        requests: m.requests,
        duration: m.duration,
      });
      process.send!("started");
      process.on("message", (msg) => msg === "stop" && run.stop());
      void run.then((r) => {
        const result = {
          latency: r.latency,
          requests: r.requests,
          non2xx: r.non2xx,
          errors: r.errors,
        };
        process.send!(result, () => process.exit(0));
      });
    },
  );
  process.send!("ready");
}

if (process.argv.includes("--load")) loadChild();
else
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
