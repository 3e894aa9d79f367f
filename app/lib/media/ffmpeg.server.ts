import { createRequire } from "node:module";
import { spawn, spawnSync } from "node:child_process";
import os from "node:os";

let cached: string | null | undefined;

/**
 * The ffmpeg binary: one on PATH, else the static build shipped inside the
 * @ffmpeg-installer npm package (so a fresh `npm ci` machine can make video).
 */
export function ffmpegPath(): string | null {
  if (cached !== undefined) return cached;
  const candidates: string[] = [];
  if (process.env.FFMPEG_PATH) candidates.push(process.env.FFMPEG_PATH);
  candidates.push("ffmpeg");
  try {
    const require = createRequire(import.meta.url);
    candidates.push((require("@ffmpeg-installer/ffmpeg") as { path: string }).path);
  } catch {
    /* optional package for another platform, or not installed */
  }
  cached =
    candidates.find((bin) => spawnSync(bin, ["-version"], { stdio: "ignore" }).status === 0) ??
    null;
  return cached;
}

export type FfmpegRun = {
  /** Exit code; null when the binary is missing, could not start, or was killed. */
  code: number | null;
  /** The end of what ffmpeg wrote to stderr (its log and its probe output). */
  stderr: string;
};

/**
 * Runs ffmpeg with `args`, killed after `timeoutMs`. With `background`, the process
 * runs at a lower CPU priority: a transcode must not starve the web server sharing
 * this machine's two cores.
 */
export function runFfmpeg(
  args: string[],
  { timeoutMs = 60_000, background = false }: { timeoutMs?: number; background?: boolean } = {},
): Promise<FfmpegRun> {
  const bin = ffmpegPath();
  if (!bin) return Promise.resolve({ code: null, stderr: "ffmpeg is not installed" });
  return new Promise((resolve) => {
    const child = spawn(bin, ["-hide_banner", "-nostdin", ...args], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    if (background && child.pid) {
      try {
        os.setPriority(child.pid, 10);
      } catch {
        /* not permitted here: it runs at normal priority */
      }
    }
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-8000);
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      resolve({ code: null, stderr: error.message });
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}
