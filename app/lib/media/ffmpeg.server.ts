import { createRequire } from "node:module";
import { spawnSync } from "node:child_process";

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
