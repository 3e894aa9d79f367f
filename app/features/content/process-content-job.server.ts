import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { content } from "~/db/schema";
import { notifyUsers } from "~/features/notifications/notifications.server";
import { invalidatePublicCache } from "~/lib/cache.server";
import { getDb } from "~/lib/db/client.server";
import { getEnv } from "~/lib/env.server";
import { defineJob } from "~/lib/jobs/queue.server";
import { getLogger } from "~/lib/logger.server";
import {
  extractPosterFrame,
  makeDataSaverVideo,
  probeMedia,
  UnreadableMediaError,
} from "~/lib/media/av-media.server";
import { registerImages } from "~/lib/media/image-records.server";
import { makeImageVariants } from "~/lib/media/image-variants.server";
import { pdfPageCount } from "~/lib/media/pdf-pages";
import { variantBaseKey, type StoredImage } from "~/lib/media/responsive";
import { MAX_UPLOAD_PIXELS, uploadedImageFormat } from "~/lib/media/uploaded-image.server";
import { readAll } from "~/lib/storage/body.server";
import { getStorage, type StorageAdapter } from "~/lib/storage/storage.server";
import { itemMayBePublic } from "~/lib/item-published.server";
import { MY_CONTENT_PATH } from "./content-paths";
import { processingCopy } from "./messages";

/**
 * What happens to an upload after it is stored (issue 15; docs/decisions/034-content-
 * processing.md). The row waits in `processing` (hidden from the public by
 * publicContentWhere) until this job has made what its type needs:
 * - image: the WebP variants of the existing pipeline (ADR 001), its size;
 * - video: duration and size, a poster frame (with its variants), a data-saver MP4;
 * - audio: duration;
 * - document: the page count of a PDF.
 * Then it is `ready` (or `failed`, with the reason shown to the creator), and the
 * creator gets a notification linking to My Content. All file work happens here, outside
 * any transaction; only the final update and the notice share one.
 */

type Row = Pick<
  typeof content.$inferSelect,
  "id" | "title" | "creatorId" | "contentType" | "mediaKey" | "mimeType" | "processingStatus"
>;

/** What processing learnt and made; only the fields a type produces are set. */
type Derived = {
  durationSeconds?: number | null;
  width?: number | null;
  height?: number | null;
  pageCount?: number | null;
  posterKey?: string;
  dataSaverKey?: string | null;
  /** Used as the card thumbnail when the creator gave none (images: themselves). */
  thumbnailFallback?: string;
  images: StoredImage[];
  /** Files made here, removed again if the row is gone by the time they are ready. */
  made: string[];
};

/** Bad input, not a passing fault: the item fails at once with this reason. */
class ProcessingRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "ProcessingRefused";
  }
}

/** Keys of the files made from an upload, derived from its key (no extra columns). */
export function derivedContentKeys(mediaKey: string) {
  const base = variantBaseKey(mediaKey);
  return { poster: `${base}/poster.jpg`, dataSaver: `${base}/data-saver.mp4` };
}

async function download(storage: StorageAdapter, key: string, file: string) {
  const object = await storage.get(key);
  if (!object) throw new Error(`stored upload is missing: ${key}`);
  const body =
    object.body instanceof Readable ? object.body : Readable.fromWeb(object.body as never);
  await pipeline(body, createWriteStream(file));
}

async function processImage(row: Row, storage: StorageAdapter): Promise<Derived> {
  const object = await storage.get(row.mediaKey);
  if (!object) throw new Error(`stored upload is missing: ${row.mediaKey}`);
  const bytes = await readAll(object.body);
  if (!(await uploadedImageFormat(bytes)))
    throw new ProcessingRefused(processingCopy.reasons.unreadable);
  const meta = await sharp(bytes).metadata();
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_UPLOAD_PIXELS)
    throw new ProcessingRefused(processingCopy.reasons.imageTooLarge);
  const image = await makeImageVariants({ key: row.mediaKey, input: bytes, storage });
  return {
    width: image.width,
    height: image.height,
    thumbnailFallback: image.key,
    images: [image],
    made: image.variants.map((v) => v.key),
  };
}

async function processVideo(row: Row, storage: StorageAdapter, dir: string): Promise<Derived> {
  const input = path.join(dir, "input");
  await download(storage, row.mediaKey, input);
  const probe = await probeMedia(input);
  if (!probe.video) throw new ProcessingRefused(processingCopy.reasons.noVideo);
  const keys = derivedContentKeys(row.mediaKey);
  const made: string[] = [];

  const posterFile = path.join(dir, "poster.jpg");
  await extractPosterFrame(input, posterFile, probe.durationSeconds);
  const poster = await makeImageVariants({
    key: keys.poster,
    input: await fs.readFile(posterFile),
    contentType: "image/jpeg",
    storage,
  });
  made.push(poster.key, ...poster.variants.map((v) => v.key));

  const saverFile = path.join(dir, "data-saver.mp4");
  await makeDataSaverVideo(input, saverFile, { hasAudio: probe.hasAudio });
  const [saverSize, originalSize] = await Promise.all([
    fs.stat(saverFile).then((s) => s.size),
    fs.stat(input).then((s) => s.size),
  ]);
  // Kept when it saves data, or when the original is not an MP4 (a .mov, .avi or .mkv
  // many phones cannot play: the rendition is then the version that plays everywhere).
  const keepSaver = saverSize < originalSize || row.mimeType !== "video/mp4";
  if (keepSaver) {
    await storage.put(keys.dataSaver, createReadStream(saverFile), {
      contentType: "video/mp4",
    });
    made.push(keys.dataSaver);
  }
  return {
    durationSeconds: probe.durationSeconds,
    width: probe.video.width,
    height: probe.video.height,
    posterKey: poster.key,
    dataSaverKey: keepSaver ? keys.dataSaver : null,
    thumbnailFallback: poster.key,
    images: [poster],
    made,
  };
}

async function processAudio(row: Row, storage: StorageAdapter, dir: string): Promise<Derived> {
  const input = path.join(dir, "input");
  await download(storage, row.mediaKey, input);
  const probe = await probeMedia(input);
  if (!probe.hasAudio) throw new ProcessingRefused(processingCopy.reasons.unreadable);
  return { durationSeconds: probe.durationSeconds, images: [], made: [] };
}

async function processDocument(row: Row, storage: StorageAdapter): Promise<Derived> {
  // Word and text files are offered for download as they are: nothing to make.
  if (row.mimeType !== "application/pdf") return { images: [], made: [] };
  const object = await storage.get(row.mediaKey);
  if (!object) throw new Error(`stored upload is missing: ${row.mediaKey}`);
  const pages = pdfPageCount(await readAll(object.body));
  if (pages === null) throw new ProcessingRefused(processingCopy.reasons.unreadable);
  return { pageCount: pages, images: [], made: [] };
}

async function derive(row: Row, storage: StorageAdapter): Promise<Derived> {
  if (row.contentType === "image") return processImage(row, storage);
  if (row.contentType === "document") return processDocument(row, storage);
  const dir = await fs.mkdtemp(path.join(await tempRoot(), "content-"));
  try {
    return row.contentType === "video"
      ? await processVideo(row, storage, dir)
      : await processAudio(row, storage, dir);
  } catch (error) {
    if (error instanceof UnreadableMediaError)
      throw new ProcessingRefused(
        error.reason === "no-video"
          ? processingCopy.reasons.noVideo
          : processingCopy.reasons.unreadable,
      );
    throw error;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Under DATA_DIR, on disk: a 2 GB upload must not land in a RAM-backed /tmp. */
async function tempRoot() {
  const root = path.join(getEnv().dataDir, "tmp");
  await fs.mkdir(root, { recursive: true });
  return root;
}

const stillProcessing = (id: string) =>
  and(eq(content.id, id), eq(content.processingStatus, "processing"));

async function markReady(row: Row, d: Derived, now: Date) {
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(content)
      .set({
        processingStatus: "ready",
        processingError: null,
        processedAt: now,
        updatedAt: now,
        ...(d.durationSeconds !== undefined ? { durationSeconds: d.durationSeconds } : {}),
        ...(d.width !== undefined ? { width: d.width, height: d.height } : {}),
        ...(d.pageCount !== undefined ? { pageCount: d.pageCount } : {}),
        ...(d.posterKey !== undefined ? { posterKey: d.posterKey } : {}),
        ...(d.dataSaverKey !== undefined ? { dataSaverKey: d.dataSaverKey } : {}),
        // A thumbnail the creator chose (at upload or since) is never replaced.
        ...(d.thumbnailFallback
          ? { thumbnailKey: sql`coalesce(${content.thumbnailKey}, ${d.thumbnailFallback})` }
          : {}),
      })
      .where(stillProcessing(row.id))
      .returning({ id: content.id });
    if (!updated) return false;
    await registerImages(tx, d.images, row.creatorId);
    // Approved before its processing finished: it turns public now, and followers hear.
    await itemMayBePublic(tx, { type: "content", id: row.id });
    const notice = processingCopy.readyNotice(row.title);
    await notifyUsers(tx, [
      {
        userId: row.creatorId,
        type: "content.ready",
        title: notice.title,
        message: notice.message,
        data: { itemType: "content", itemId: row.id, href: MY_CONTENT_PATH },
      },
    ]);
    return true;
  });
  if (saved) invalidatePublicCache();
  return saved;
}

/** Marks the item failed with a reason the creator reads, and tells them. */
export async function markContentFailed({
  contentId,
  reason,
  now = new Date(),
}: {
  contentId: string;
  reason: string;
  now?: Date;
}) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(content)
      .set({
        processingStatus: "failed",
        processingError: reason,
        processedAt: now,
        updatedAt: now,
      })
      .where(stillProcessing(contentId))
      .returning({ title: content.title, creatorId: content.creatorId });
    if (!row) return false;
    const notice = processingCopy.failedNotice(row.title, reason);
    await notifyUsers(tx, [
      {
        userId: row.creatorId,
        type: "content.failed",
        title: notice.title,
        message: notice.message,
        data: { itemType: "content", itemId: contentId, href: MY_CONTENT_PATH },
      },
    ]);
    return true;
  });
}

export type ProcessOutcome = "ready" | "failed" | "skipped";

/**
 * Processes one uploaded item. Idempotent: an item no longer `processing` (done, failed,
 * deleted) is skipped, so a retry or a second delivery of the job changes nothing.
 */
export async function processContent({
  contentId,
  storage = getStorage(),
  now = () => new Date(),
}: {
  contentId: string;
  storage?: StorageAdapter;
  now?: () => Date;
}): Promise<ProcessOutcome> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: content.id,
      title: content.title,
      creatorId: content.creatorId,
      contentType: content.contentType,
      mediaKey: content.mediaKey,
      mimeType: content.mimeType,
      processingStatus: content.processingStatus,
    })
    .from(content)
    .where(eq(content.id, contentId));
  if (!row || row.processingStatus !== "processing") return "skipped";

  let derived: Derived;
  try {
    derived = await derive(row, storage);
  } catch (error) {
    if (!(error instanceof ProcessingRefused)) throw error;
    getLogger().info({ contentId, reason: error.reason }, "uploaded content refused by processing");
    return (await markContentFailed({ contentId, reason: error.reason, now: now() }))
      ? "failed"
      : "skipped";
  }
  if (await markReady(row, derived, now())) return "ready";
  // Deleted (or decided) while we worked: what was made belongs to nothing.
  await Promise.all(derived.made.map((key) => storage.delete(key)));
  return "skipped";
}

export const processContentJob = defineJob<{ contentId: string }>({
  name: "content.process",
  retryLimit: 3,
  retryDelaySeconds: 60,
  // A long video's data-saver rendition on one low-priority thread takes a while.
  expireInSeconds: 4 * 60 * 60,
  async run({ contentId }, attempt) {
    try {
      await processContent({ contentId });
    } catch (error) {
      // Storage or the machine failed us every time: the creator must not wait forever.
      if (attempt.lastAttempt)
        await markContentFailed({ contentId, reason: processingCopy.reasons.gaveUp });
      throw error;
    }
  },
});
