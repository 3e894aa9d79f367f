import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { content, mediaAssets, notifications } from "~/db/schema";
import { search } from "~/features/search/search.server";
import { getDb } from "~/lib/db/client.server";
import { enqueue, runDueJobs } from "~/lib/jobs/queue.server";
import { probeMedia } from "~/lib/media/av-media.server";
import { runFfmpeg } from "~/lib/media/ffmpeg.server";
import { readAll } from "~/lib/storage/body.server";
import { getStorage } from "~/lib/storage/storage.server";
import { createUploadedContent } from "../../../scripts/seed/factories/content";
import {
  makeCoverImage,
  makePdfDocument,
  makeWavAudio,
} from "../../../scripts/seed/factories/media";
import { createUser } from "../../../scripts/seed/factories/users";
import { processingCopy } from "./messages";
import {
  derivedContentKeys,
  processContent,
  processContentJob,
} from "./process-content-job.server";
import { getPublicContent, listPublicContent } from "./public-content.server";

// Small real media, made here at test time: a 960×540 H.264 video with sound (ffmpeg's
// lavfi test source, encoded big on purpose so a data-saver copy saves data), a WAV
// melody, a PNG and a PDF.
let video: Buffer;
let silentVideo: Buffer;
let audioOnlyMp4: Buffer;

async function lavfi(args: string[], name: string) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "process-content-"));
  const out = path.join(dir, name);
  const run = await runFfmpeg(["-loglevel", "error", "-y", ...args, out], { timeoutMs: 60_000 });
  expect(run.code, run.stderr).toBe(0);
  const bytes = await fs.readFile(out);
  await fs.rm(dir, { recursive: true, force: true });
  return bytes;
}

beforeAll(async () => {
  const h264 = ["-c:v", "libx264", "-preset", "ultrafast", "-crf", "16", "-pix_fmt", "yuv420p"];
  video = await lavfi(
    [
      ...["-f", "lavfi", "-i", "testsrc2=size=960x540:rate=25:duration=3"],
      ...["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=44100:duration=3"],
      ...h264,
      ...["-c:a", "aac", "-b:a", "128k", "-shortest"],
    ],
    "video.mp4",
  );
  silentVideo = await lavfi(
    ["-f", "lavfi", "-i", "testsrc2=size=320x240:rate=10:duration=2", ...h264],
    "silent.mov",
  );
  audioOnlyMp4 = await lavfi(
    ["-f", "lavfi", "-i", "sine=frequency=330:duration=2", "-c:a", "aac"],
    "audio.mp4",
  );
}, 120_000);

async function upload(
  type: "video" | "audio" | "image" | "document",
  bytes: Buffer,
  ext: string,
  mimeType: string,
  extra: Parameters<typeof createUploadedContent>[2] extends infer T ? Partial<T> : never = {},
) {
  const db = await getDb();
  const creator = await createUser(db, { role: "creator" });
  return createUploadedContent(db, getStorage(), {
    contentType: type,
    bytes,
    ext,
    mimeType,
    creatorId: creator.id,
    ...extra,
  });
}

async function rowOf(id: string) {
  const [row] = await (await getDb()).select().from(content).where(eq(content.id, id));
  return row!;
}

async function noticesOf(userId: string) {
  return (await getDb()).select().from(notifications).where(eq(notifications.userId, userId));
}

async function storedBytes(key: string) {
  const object = await getStorage().get(key);
  expect(object, key).not.toBeNull();
  return readAll(object!.body);
}

describe("processing an uploaded video", () => {
  it("stores duration, size, a poster with its variants and a smaller data-saver MP4; then it is public", async () => {
    const item = await upload("video", video, "mp4", "video/mp4");
    expect(await getPublicContent(item.slug)).toBeNull();

    expect(await processContent({ contentId: item.id })).toBe("ready");
    const row = await rowOf(item.id);
    const keys = derivedContentKeys(item.mediaKey);
    expect(row).toMatchObject({
      processingStatus: "ready",
      processingError: null,
      durationSeconds: 3,
      width: 960,
      height: 540,
      posterKey: keys.poster,
      dataSaverKey: keys.dataSaver,
      // No thumbnail of the creator's: the poster frame stands in on cards and search.
      thumbnailKey: keys.poster,
    });
    expect(row.processedAt).toBeInstanceOf(Date);

    const [poster] = await (
      await getDb()
    )
      .select()
      .from(mediaAssets)
      .where(eq(mediaAssets.key, keys.poster));
    expect(poster).toMatchObject({ width: 960, height: 540, variantWidths: [320, 640, 960] });
    expect(await getStorage().exists(`${keys.poster.replace(/\.jpg$/, "")}/w640.webp`)).toBe(true);

    // The rendition: H.264 at 640×360 with sound, and far smaller than the original.
    const saver = await storedBytes(keys.dataSaver);
    expect(saver.length).toBeLessThan(video.length / 2);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "saver-"));
    await fs.writeFile(path.join(dir, "s.mp4"), saver);
    const probe = await probeMedia(path.join(dir, "s.mp4"));
    await fs.rm(dir, { recursive: true, force: true });
    expect(probe).toMatchObject({
      durationSeconds: 3,
      video: { codec: "h264", width: 640, height: 360 },
      hasAudio: true,
    });

    const notices = await noticesOf(item.creatorId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      type: "content.ready",
      title: processingCopy.readyNotice(item.title).title,
      data: { href: "/dashboard/content", itemId: item.id },
    });

    const page = await getPublicContent(item.slug);
    expect(page?.id).toBe(item.id);
  });

  it("keeps the creator's own thumbnail, and a rendition of a .mov even when it is not smaller", async () => {
    const db = await getDb();
    const item = await upload("video", silentVideo, "mov", "video/quicktime", {
      thumbnailKey: "content/own-thumbnail.jpg",
    });
    expect(await processContent({ contentId: item.id })).toBe("ready");
    const row = await rowOf(item.id);
    expect(row.thumbnailKey).toBe("content/own-thumbnail.jpg");
    expect(row.dataSaverKey).toBe(derivedContentKeys(item.mediaKey).dataSaver);
    expect(row).toMatchObject({ durationSeconds: 2, width: 320, height: 240 });
    // Processing again (a retry, a second delivery) changes nothing.
    expect(await processContent({ contentId: item.id })).toBe("skipped");
    expect(await noticesOf(item.creatorId)).toHaveLength(1);
    await db.delete(content).where(eq(content.id, item.id));
  });

  it("fails, with its reason shown to the creator, when the bytes are no video", async () => {
    for (const [bytes, reason] of [
      [Buffer.from("this is not a video at all, whatever its name says"), "unreadable"],
      [audioOnlyMp4, "noVideo"],
    ] as const) {
      const item = await upload("video", bytes, "mp4", "video/mp4");
      expect(await processContent({ contentId: item.id })).toBe("failed");
      const row = await rowOf(item.id);
      expect(row.processingStatus).toBe("failed");
      expect(row.processingError).toBe(processingCopy.reasons[reason]);
      expect(row.posterKey).toBeNull();
      const [notice] = await noticesOf(item.creatorId);
      expect(notice).toMatchObject({
        type: "content.failed",
        message: processingCopy.failedNotice(item.title, processingCopy.reasons[reason]).message,
        data: { href: "/dashboard/content" },
      });
      expect(await getPublicContent(item.slug)).toBeNull();
    }
  });
});

describe("processing audio, images and documents", () => {
  it("audio: its duration", async () => {
    const item = await upload("audio", makeWavAudio({ seconds: 3 }), "wav", "audio/wav");
    expect(await processContent({ contentId: item.id })).toBe("ready");
    expect(await rowOf(item.id)).toMatchObject({ processingStatus: "ready", durationSeconds: 3 });
  });

  it("image: the WebP variants of the image pipeline, its size, itself as the thumbnail", async () => {
    const png = await makeCoverImage({
      title: "Lagos at dusk",
      width: 1200,
      height: 800,
      format: "png",
    });
    const item = await upload("image", png, "png", "image/png");
    expect(await processContent({ contentId: item.id })).toBe("ready");
    expect(await rowOf(item.id)).toMatchObject({
      width: 1200,
      height: 800,
      thumbnailKey: item.mediaKey,
    });
    const [asset] = await (
      await getDb()
    )
      .select()
      .from(mediaAssets)
      .where(eq(mediaAssets.key, item.mediaKey));
    expect(asset?.variantWidths).toEqual([320, 640, 1024]);
    const page = await getPublicContent(item.slug);
    expect(page?.image?.variants.map((v) => v.width)).toEqual([320, 640, 1024]);
  });

  it("image: bytes that are no image fail", async () => {
    const item = await upload("image", Buffer.from("GIF89a but not really"), "gif", "image/gif");
    expect(await processContent({ contentId: item.id })).toBe("failed");
    expect((await rowOf(item.id)).processingError).toBe(processingCopy.reasons.unreadable);
  });

  it("PDF: its page count; a Word file is ready as it is", async () => {
    const paragraphs = Array.from({ length: 40 }, (_, i) =>
      `Paragraph ${i + 1}. Nollywood stories told one page after another, long enough to fill the pages.`.repeat(
        3,
      ),
    );
    const pdf = makePdfDocument({ title: "Pages", paragraphs });
    const expected = pdf.toString("latin1").match(/\/Type \/Page /g)!.length;
    expect(expected).toBeGreaterThan(1);
    const item = await upload("document", pdf, "pdf", "application/pdf");
    expect(await processContent({ contentId: item.id })).toBe("ready");
    expect((await rowOf(item.id)).pageCount).toBe(expected);

    const doc = await upload(
      "document",
      Buffer.from("PK\u0003\u0004 word"),
      "docx",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(await processContent({ contentId: doc.id })).toBe("ready");
    expect((await rowOf(doc.id)).pageCount).toBeNull();
  });
});

describe("the content.process job and the public rule", () => {
  it("runs from the queue; until then the item is in no public list, search or item page", async () => {
    const db = await getDb();
    const item = await upload("audio", makeWavAudio({ seconds: 2, seed: 7 }), "wav", "audio/wav", {
      title: "Zanzibar processing anthem",
      moderationStatus: "approved",
    });
    await db.transaction((tx) => enqueue(tx, processContentJob, { contentId: item.id }));

    const visible = async () => ({
      list: (await listPublicContent({ page: 1, search: "zanzibar" })).items.map((c) => c.id),
      search: (
        await search({
          q: "zanzibar",
          type: "content",
          sort: "relevance",
          location: "",
          price: "any",
          page: 1,
        })
      )
        .flatMap((t) => t.items)
        .map((r) => r.id),
      page: (await getPublicContent(item.slug))?.id ?? null,
    });
    expect(await visible()).toEqual({ list: [], search: [], page: null });

    expect(await runDueJobs([processContentJob])).toBe(1);
    expect((await rowOf(item.id)).processingStatus).toBe("ready");
    expect(await visible()).toEqual({ list: [item.id], search: [item.id], page: item.id });
  });
});
