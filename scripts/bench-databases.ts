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
