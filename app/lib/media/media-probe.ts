/**
 * Reads what `ffmpeg -i <file>` prints about an input (ffprobe is not shipped with the
 * static ffmpeg the product uses): its duration and its first video stream's size.
 * Pure, so its parsing is tested without ffmpeg.
 */
export type MediaProbe = {
  /** Whole seconds, rounded; null when the container does not say. */
  durationSeconds: number | null;
  video: { width: number; height: number; codec: string } | null;
  hasAudio: boolean;
};

const DURATION = /Duration:\s*(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/;
// "Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p, 320x180 [SAR 1:1 DAR 16:9], ..."
const VIDEO_STREAM = /Stream #\d+:\d+[^:]*: Video: (\w+)[^\n]*?, (\d{2,5})x(\d{2,5})/;
// A cover picture inside an audio file is a "video" stream marked attached_pic.
const ATTACHED_PICTURE = /Stream #\d+:\d+[^:]*: Video: [^\n]*\(attached pic\)/;
const AUDIO_STREAM = /Stream #\d+:\d+[^:]*: Audio: /;
// The progress line of a decode: "... time=00:00:04.01 bitrate=..."
const PROGRESS_TIME = /time=(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/g;

const seconds = (h: string, m: string, s: string) => Number(h) * 3600 + Number(m) * 60 + Number(s);

export function parseProbe(stderr: string): MediaProbe {
  const d = DURATION.exec(stderr);
  const v = ATTACHED_PICTURE.test(stderr) ? null : VIDEO_STREAM.exec(stderr);
  return {
    durationSeconds: d ? Math.round(seconds(d[1]!, d[2]!, d[3]!)) : null,
    video: v ? { codec: v[1]!, width: Number(v[2]), height: Number(v[3]) } : null,
    hasAudio: AUDIO_STREAM.test(stderr),
  };
}

/** The last progress time of a full decode (`-f null -`), for containers without a duration. */
export function parseDecodedSeconds(stderr: string): number | null {
  let last: RegExpExecArray | null = null;
  for (const m of stderr.matchAll(PROGRESS_TIME)) last = m;
  return last ? Math.round(seconds(last[1]!, last[2]!, last[3]!)) : null;
}
