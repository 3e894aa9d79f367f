// The databases a benchmark runs on, each in a child process of the benchmark's own
// script (the product reads its database settings once per process): PGlite in a
// temporary DATA_DIR, PostgreSQL as a throwaway cluster from scripts/pg-throwaway.sh.
// The child writes its result as JSON to the file named by BENCH_CHILD_RESULT.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Runs `script` (with tsx) as a child with `env`; resolves with the JSON it wrote. */
export function runChild<T>(script: string, env: NodeJS.ProcessEnv, prefix: string): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-result-`));
  const resultFile = path.join(dir, "result.json");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", script], {
      cwd: root,
      stdio: "inherit",
      env: { ...env, BENCH_CHILD_RESULT: resultFile },
    });
    const forward = () => child.kill("SIGTERM");
    process.once("SIGINT", forward);
    process.once("SIGTERM", forward);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      process.off("SIGINT", forward);
      process.off("SIGTERM", forward);
      try {
        if (code !== 0) throw new Error(`child exited with ${signal ?? code}`);
        resolve(JSON.parse(fs.readFileSync(resultFile, "utf8")) as T);
      } catch (error) {
        reject(error);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

/** Runs `run` with an environment pointing at a fresh PGlite directory, removed after. */
export async function withPglite<T>(prefix: string, run: (env: NodeJS.ProcessEnv) => Promise<T>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-pglite-`));
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    return await run(env);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Whether Debian's PostgreSQL server binaries (initdb) are installed. */
export function pgBinariesExist() {
  try {
    return fs
      .readdirSync("/usr/lib/postgresql")
      .some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
  } catch {
    return false;
  }
}

/**
 * Runs `run` with the URL of a throwaway PostgreSQL cluster on `port` (server settings
 * `settings`, e.g. "shared_buffers=1GB"), stopped and removed after, even when interrupted.
 */
export async function withThrowawayPostgres<T>(
  options: { prefix: string; port: number; settings?: string[]; log: (m: string) => void },
  run: (url: string) => Promise<T>,
) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${options.prefix}-pg-`));
  const script = path.join(root, "scripts/pg-throwaway.sh");
  const stop = () => {
    spawnSync("bash", [script, "stop", dir], { stdio: "inherit" });
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const onSignal = () => {
    stop();
    process.exit(130);
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    const started = spawnSync("bash", [script, "start", dir, String(options.port)], {
      encoding: "utf8",
      env: {
        ...process.env,
        PG_SERVER_OPTS: (options.settings ?? []).map((s) => `-c ${s}`).join(" "),
      },
    });
    const url = /DATABASE_URL=(\S+)/.exec(started.stdout ?? "")?.[1];
    if (started.status !== 0 || !url)
      throw new Error(`pg-throwaway start failed: ${started.stderr || started.stdout}`);
    options.log(`PostgreSQL throwaway cluster in ${dir} on port ${options.port}`);
    return await run(url);
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    stop();
  }
}

// ---------------------------------------------------------------------------
// What every race benchmark (bench:tickets, bench:shop, bench:stays) shares.

/** A positive whole setting from the environment, or `fallback`. */
export const positiveEnv = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
};

/** The q-quantile of ascending `sorted` (nearest rank). */
export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

/** Milliseconds as a table shows them. */
export const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

/** The child's environment: no SMTP and no provider keys, so the test provider takes payments. */
function childEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { ...env, LOG_LEVEL: "error" };
  for (const key of ["SMTP_URL", "PAYSTACK_SECRET_KEY", "PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET"])
    delete out[key];
  return out;
}

/**
 * Runs the benchmark's own script as a child on PGlite, then on a throwaway PostgreSQL
 * (BENCH_DB narrows to one); PostgreSQL is skipped, and said so, when its binaries are
 * missing.
 */
export async function raceOnDatabases<R>(o: {
  selfFile: string;
  prefix: string;
  pgPort: number;
  log: (m: string) => void;
}): Promise<{ results: R[]; skipped: string | null }> {
  const which = process.env.BENCH_DB;
  const results: R[] = [];
  let skipped: string | null = null;
  if (which !== "postgres")
    results.push(
      await withPglite(o.prefix, (env) => runChild<R>(o.selfFile, childEnv(env), o.prefix)),
    );
  if (which !== "pglite") {
    if (pgBinariesExist())
      results.push(
        await withThrowawayPostgres({ prefix: o.prefix, port: o.pgPort, log: o.log }, (url) =>
          runChild<R>(o.selfFile, childEnv({ ...process.env, DATABASE_URL: url }), o.prefix),
        ),
      );
    else {
      skipped =
        "PostgreSQL skipped: initdb not found (install Debian's `postgresql` package to race on it too).";
      o.log(skipped);
    }
  }
  return { results, skipped };
}

/** Replaces the section under `heading` in docs/benchmarks.md (or adds it at the end). */
export function writeBenchSection(heading: string, section: string, log: (m: string) => void) {
  const docsFile = path.join(root, "docs/benchmarks.md");
  let doc = fs.readFileSync(docsFile, "utf8");
  const start = doc.indexOf(heading);
  if (start < 0) doc = `${doc.trimEnd()}\n\n${section}`;
  else {
    const next = doc.indexOf("\n## ", start + heading.length);
    doc = `${doc.slice(0, start)}${section}${next < 0 ? "" : doc.slice(next)}`;
  }
  fs.writeFileSync(docsFile, doc);
  spawnSync(
    path.join(root, "node_modules/.bin/prettier"),
    ["--write", "--log-level=warn", docsFile],
    { cwd: root, stdio: "inherit" },
  );
  log(`wrote ${path.relative(root, docsFile)}`);
}
