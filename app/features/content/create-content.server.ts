import crypto from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { content, contentUploads, moderationQueue, profiles } from "~/db/schema";
import { can } from "~/features/accounts/permissions";
import { normalizeRole } from "~/features/accounts/roles";
import { AppError } from "~/lib/app-error.server";
import { invalidatePublicCache } from "~/lib/cache.server";
import { getDb } from "~/lib/db/client.server";
import { enqueue } from "~/lib/jobs/queue.server";
import { getLogger } from "~/lib/logger.server";
import { registerImages } from "~/lib/media/image-records.server";
import { newStorageKey } from "~/lib/storage/keys";
import { getStorage, type StorageAdapter } from "~/lib/storage/storage.server";
import { slugWithSuffix } from "~/lib/slug";
import type { ContentType } from "./catalog";
import type { ContentFormInput } from "./content-form-schema";
import { storeContentThumbnail } from "./content-thumbnail.server";
import { discardUpload, finishedUploadOf, readUpload } from "./content-uploads.server";
import { withVariants } from "./manage-content.server";
import { processContentJob } from "./process-content-job.server";
import { contentErrors, contentToasts } from "./messages";

/** Where each type's files live in storage (001 §6 names one bucket per type). */
const STORAGE_PREFIX = {
  video: "content-videos",
  audio: "content-audio",
  image: "content-images",
  document: "content-documents",
} as const;

/** The extension a stored file gets: from its real type, never from its name. */
const EXTENSION_BY_MIME: Record<string, string> = {
  "video/mp4": "mp4",
  "video/x-m4v": "mp4",
  "video/quicktime": "mov",
  "video/vnd.avi": "avi",
  "video/x-msvideo": "avi",
  "video/matroska": "mkv",
  "video/x-matroska": "mkv",
  "audio/mpeg": "mp3",
  "audio/wav": "wav",
  "audio/x-wav": "wav",
  "audio/x-m4a": "m4a",
  "audio/mp4": "m4a",
  "audio/flac": "flac",
  "audio/x-flac": "flac",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
  "application/pdf": "pdf",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "text/plain": "txt",
};

/** A fresh storage key for a content file, named by the type its bytes were found to be. */
export function contentMediaKey({
  creatorId,
  contentType,
  mimeType,
}: {
  creatorId: string;
  contentType: ContentType;
  mimeType: string;
}) {
  return newStorageKey({
    prefix: `${STORAGE_PREFIX[contentType]}/${creatorId}`,
    ext: EXTENSION_BY_MIME[mimeType],
  });
}

function newContentSlug(title: string) {
  const suffix = Array.from(crypto.randomBytes(6), (b) => (b % 36).toString(36)).join("");
  return slugWithSuffix(title, suffix);
}

/**
 * Turns a finished upload into a content item (001 §5 Content upload): published at
 * once and queued for review (docs/product-decisions.md > Moderation), processing in the
 * background. A video or audio item may come with its own thumbnail, made through the
 * image pipeline. Files are stored first, outside the transaction (storage never holds
 * the database): a tus upload is streamed from the upload store to its own key; a file
 * posted with the form (no JavaScript, posted-upload.server.ts) already sits under its
 * key. The transaction then re-reads the creator's right to create, claims the upload
 * (so two submits of one upload make one item) and writes the item and its queue entry.
 * A lost race or a failure removes what this call stored again.
 */
export async function createContent({
  creatorId,
  input,
  thumbnail = null,
  storage = getStorage(),
}: {
  creatorId: string;
  input: ContentFormInput;
  /** The creator's picture (video and audio only; ignored for images and documents). */
  thumbnail?: Buffer | null;
  storage?: StorageAdapter;
}) {
  const upload = await finishedUploadOf({ id: input.uploadId, ownerId: creatorId });
  if (!upload) {
    throw new AppError("validation", {
      message: contentToasts.noFile,
      fieldErrors: { uploadId: [contentToasts.noFile.message] },
    });
  }
  if (upload.contentType !== input.contentType) {
    throw new AppError("validation", {
      message: contentToasts.invalidType,
      fieldErrors: { contentType: [contentToasts.invalidType.message] },
    });
  }
  const takesThumbnail = upload.contentType === "video" || upload.contentType === "audio";
  const picture =
    takesThumbnail && thumbnail?.length
      ? await storeContentThumbnail({ bytes: thumbnail, storage })
      : null;
  const mimeType = upload.mimeType ?? "application/octet-stream";
  // Stored files this call made, removed again if the item is not written.
  const ours: string[] = picture ? withVariants([picture.key]) : [];
  let mediaKey: string;
  let fileSize: number;
  try {
    if (upload.storageKey) {
      mediaKey = upload.storageKey;
      fileSize = upload.declaredSize;
    } else {
      mediaKey = contentMediaKey({ creatorId, contentType: upload.contentType, mimeType });
      ours.push(mediaKey);
      fileSize = (
        await storage.put(mediaKey, await readUpload(upload.id), { contentType: mimeType })
      ).size;
    }
  } catch (error) {
    await removeStored(storage, ours);
    throw error;
  }

  const db = await getDb();
  let item;
  try {
    item = await db.transaction(async (tx) => {
      const [actor] = await tx
        .select({ role: profiles.role })
        .from(profiles)
        .where(eq(profiles.id, creatorId));
      if (!actor || !can(normalizeRole(actor.role), "create:content"))
        throw new AppError("forbidden", { message: contentErrors.publishFailed });
      const now = new Date();
      const [row] = await tx
        .insert(content)
        .values({
          slug: newContentSlug(input.title),
          title: input.title,
          contentType: upload.contentType,
          description: input.description,
          category: input.category,
          tags: input.tags,
          creatorId,
          mediaKey,
          mimeType,
          fileSize,
          originalFilename: upload.filename,
          // 001 §3: images are their own thumbnail; video and audio may bring one.
          thumbnailKey: upload.contentType === "image" ? mediaKey : (picture?.key ?? null),
          status: "published",
          moderationStatus: "pending",
          processingStatus: "processing",
          publishedAt: now,
        })
        .returning();
      const claimed = await tx
        .update(contentUploads)
        .set({ contentId: row!.id, lastActivityAt: now })
        .where(
          and(
            eq(contentUploads.id, upload.id),
            eq(contentUploads.ownerId, creatorId),
            isNull(contentUploads.contentId),
          ),
        )
        .returning({ id: contentUploads.id });
      // Another submit of this upload got there first: this one makes nothing.
      if (claimed.length === 0)
        throw new AppError("validation", {
          message: contentToasts.noFile,
          fieldErrors: { uploadId: [contentToasts.noFile.message] },
        });
      if (picture) await registerImages(tx, [picture], creatorId);
      await tx.insert(moderationQueue).values({
        itemType: "content",
        itemId: row!.id,
        title: row!.title,
        userId: creatorId,
      });
      // Variants, poster, duration, data-saver copy, pages: a job, after the commit.
      await enqueue(tx, processContentJob, { contentId: row!.id });
      return row!;
    });
  } catch (error) {
    // A posted file stays with its upload (a second submit may still use it).
    await removeStored(storage, ours);
    throw error;
  }
  invalidatePublicCache();
  // The bytes now live under their key: the upload's own copy is no longer needed.
  await discardUpload(upload.id).catch((error: unknown) =>
    getLogger().warn({ err: error, uploadId: upload.id }, "removing a used upload failed"),
  );
  return item;
}

async function removeStored(storage: StorageAdapter, keys: string[]) {
  for (const key of keys) await storage.delete(key).catch(() => {});
}
