import { describe, expect, it } from "vitest";
import { parseDecodedSeconds, parseProbe } from "./media-probe";

const VIDEO = `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'input':
  Duration: 00:01:04.52, start: 0.000000, bitrate: 1205 kb/s
    Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p, 1280x720 [SAR 1:1 DAR 16:9], 1070 kb/s, 25 fps, 25 tbr, 12800 tbn, 50 tbc (default)
    Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 44100 Hz, stereo, fltp, 128 kb/s (default)
At least one output file must be specified`;

const MP3_WITH_COVER = `Input #0, mp3, from 'input':
  Duration: 01:02:03.40, start: 0.025057, bitrate: 128 kb/s
    Stream #0:0: Audio: mp3, 44100 Hz, stereo, fltp, 128 kb/s
    Stream #0:1: Video: mjpeg (Baseline), yuvj420p(pc, bt470bg/unknown/unknown), 500x500 [SAR 1:1 DAR 1:1], 90k tbr, 90k tbn, 90k tbc (attached pic)`;

describe("parseProbe", () => {
  it("reads duration (rounded), the video stream's codec and size, and audio", () => {
    expect(parseProbe(VIDEO)).toEqual({
      durationSeconds: 65,
      video: { codec: "h264", width: 1280, height: 720 },
      hasAudio: true,
    });
  });

  it("takes an audio file's cover picture for what it is, not a video", () => {
    expect(parseProbe(MP3_WITH_COVER)).toEqual({
      durationSeconds: 3723,
      video: null,
      hasAudio: true,
    });
  });

  it("knows nothing of bytes ffmpeg could not read", () => {
    expect(parseProbe("input: Invalid data found when processing input")).toEqual({
      durationSeconds: null,
      video: null,
      hasAudio: false,
    });
    expect(
      parseProbe("  Duration: N/A, bitrate: N/A\n    Stream #0:0: Audio: opus, 48000 Hz"),
    ).toMatchObject({
      durationSeconds: null,
      hasAudio: true,
    });
  });
});

describe("parseDecodedSeconds", () => {
  it("takes the last progress time of a full decode", () => {
    expect(
      parseDecodedSeconds(
        "size=N/A time=00:00:01.00 bitrate=N/A\rsize=N/A time=00:02:09.60 bitrate=N/A",
      ),
    ).toBe(130);
    expect(parseDecodedSeconds("nothing")).toBeNull();
  });
});
