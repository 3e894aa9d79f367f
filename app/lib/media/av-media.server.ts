import { ffmpegPath, runFfmpeg } from "./ffmpeg.server";
import { parseDecodedSeconds, parseProbe, type MediaProbe } from "./media-probe";

/**
 * Video and audio work for the content processing job, with the ffmpeg the seed already
 * uses (lib/media/ffmpeg.server.ts). Files in, files out: the caller moves bytes between
 * storage and a temp directory, and never runs this inside a database transaction.
 */

/** A decode or transcode of a long upload may take a while; past this it is given up. */
const TRANSCODE_TIMEOUT_MS = 3 * 60 * 60_000;
const PROBE_TIMEOUT_MS = 60_000;

/** Media ffmpeg cannot read: retrying will not help (the upload itself is bad). */
export class UnreadableMediaError extends Error {
  constructor(
    readonly reason: "unreadable" | "no-video",
    detail: string,
  ) {
    super(`${reason}: ${detail.slice(-300)}`);
    this.name = "UnreadableMediaError";
  }
}

/** Duration and streams of a file; containers that do not say their length are decoded. */
export async function probeMedia(file: string): Promise<MediaProbe> {
  // A machine without ffmpeg is ours to fix, not the upload's fault: retried, not failed.
  if (!ffmpegPath()) throw new Error("ffmpeg is not installed");
  const { stderr } = await runFfmpeg(["-i", file], { timeoutMs: PROBE_TIMEOUT_MS });
  const probe = parseProbe(stderr);
  if (!probe.video && !probe.hasAudio) throw new UnreadableMediaError("unreadable", stderr);
  if (probe.durationSeconds !== null) return probe;
  const decoded = await runFfmpeg(["-i", file, "-f", "null", "-"], {
    timeoutMs: TRANSCODE_TIMEOUT_MS,
    background: true,
  });
  return { ...probe, durationSeconds: parseDecodedSeconds(decoded.stderr) };
}

/** One frame as a JPEG, a second in (or earlier for very short clips). */
export async function extractPosterFrame(
  file: string,
  out: string,
  durationSeconds: number | null,
) {
  const at = Math.min(1, (durationSeconds ?? 0) / 4);
  const { code, stderr } = await runFfmpeg(
    [
      "-loglevel",
      "error",
      "-y",
      "-ss",
      at.toFixed(2),
      "-i",
      file,
      "-frames:v",
      "1",
      "-q:v",
      "3",
      out,
    ],
    { timeoutMs: PROBE_TIMEOUT_MS, background: true },
  );
  if (code !== 0) throw new UnreadableMediaError("unreadable", stderr);
}

/**
 * The data-saver rendition for mobile data: H.264/AAC in MP4 (plays in every browser),
 * at most 640×360, about 400 kb/s of video and 48 kb/s of mono audio, the index at the
 * front so playback starts before the download ends. One thread at low priority: the
 * web server shares the machine.
 */
export const DATA_SAVER = { maxWidth: 640, maxHeight: 360, videoKbps: 400, audioKbps: 48 };

export async function makeDataSaverVideo(
  file: string,
  out: string,
  { hasAudio }: { hasAudio: boolean },
) {
  const { maxWidth, maxHeight, videoKbps, audioKbps } = DATA_SAVER;
  const fit = `scale='min(${maxWidth},iw)':'min(${maxHeight},ih)':force_original_aspect_ratio=decrease,scale=trunc(iw/2)*2:trunc(ih/2)*2`;
  const audio = hasAudio ? ["-c:a", "aac", "-b:a", `${audioKbps}k`, "-ac", "1"] : ["-an"];
  const { code, stderr } = await runFfmpeg(
    [
      "-loglevel",
      "error",
      "-y",
      "-i",
      file,
      "-map",
      "0:v:0",
      ...(hasAudio ? ["-map", "0:a:0"] : []),
      "-vf",
      fit,
      "-c:v",
      "libx264",
      "-preset",
      "veryfast",
      "-profile:v",
      "main",
      "-crf",
      "30",
      "-maxrate",
      `${videoKbps}k`,
      "-bufsize",
      `${videoKbps * 2}k`,
      "-pix_fmt",
      "yuv420p",
      "-threads",
      "1",
      ...audio,
      "-movflags",
      "+faststart",
      out,
    ],
    { timeoutMs: TRANSCODE_TIMEOUT_MS, background: true },
  );
  if (code !== 0) throw new UnreadableMediaError("unreadable", stderr);
}
