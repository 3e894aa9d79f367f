import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { contentUploads } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { getStorage, type StorageAdapter } from "~/lib/storage/storage.server";
import { CONTENT_TYPES, type ContentType } from "./catalog";
import { peekHead } from "./content-uploads.server";
import { contentMediaKey } from "./create-content.server";
import { contentToasts } from "./messages";
import { THUMBNAIL_FORM_MAX_BYTES } from "./thumbnail-limits";
import { isRefusal, sniffUpload } from "./upload-bytes.server";
import { refuseFileName, tooLargeFor, uploadLimitBytes, type UploadRefusal } from "./upload-rules";

/**
 * A file posted with the upload form itself, for people without JavaScript (issue 15).
 * Not resumable (the form's hint says so), but held to the tus path's rules: the type
 * and name are checked before a byte is stored, the size first from the whole body's
 * Content-Length and then by counting, the real bytes by file-type on the first 4,100.
 * The file streams straight to its storage key, never held whole in memory, and becomes
 * a finished upload of its owner (content_uploads, with the key), so the form's one
 * schema and `createContent` take it by id like a tus upload, a second submit after a
 * refused form can use it again, and the hourly cleanup removes it if nobody does.
 */

/** What may surround the file in the form's body: the thumbnail and the text fields. */
export const POSTED_FORM_OVERHEAD_BYTES = THUMBNAIL_FORM_MAX_BYTES + 256 * 1024;

/** The largest body the plain post can carry: the largest type's file and the rest. */
export const POSTED_FORM_MAX_BYTES =
  Math.max(...CONTENT_TYPES.map(uploadLimitBytes)) + POSTED_FORM_OVERHEAD_BYTES;

export type PostedFileOutcome = { uploadId: string } | UploadRefusal;

/**
 * Passes bytes on while counting them; errors as soon as they pass `limit` (storage
 * wraps the error in its own, so `exceeded` says why the write failed).
 */
function countUpTo(limit: number) {
  let seen = 0;
  const counter = {
    exceeded: false,
    stream: new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen <= limit) return controller.enqueue(chunk);
        counter.exceeded = true;
        controller.error(new Error("over the upload limit"));
      },
    }),
  };
  return counter;
}

/**
 * Stores one posted file for `ownerId` (who may create content: checked by the caller,
 * and again when content is created) or says why not, in the spec's words. On a
 * refusal the rest of `file` is left unread: the caller answers at once.
 */
export async function receivePostedFile({
  ownerId,
  contentType,
  filename,
  file,
  bodyBytes,
  storage = getStorage(),
}: {
  ownerId: string;
  /** The form's content type field, as posted (before the file in the form). */
  contentType: string;
  filename: string;
  file: Readable;
  /** The whole request body's declared length, when the browser sent one. */
  bodyBytes?: number;
  storage?: StorageAdapter;
}): Promise<PostedFileOutcome> {
  if (!(CONTENT_TYPES as readonly string[]).includes(contentType))
    return { status: 400, message: contentToasts.invalidType.message };
  const type = contentType as ContentType;
  const byName = refuseFileName({ contentType: type, filename });
  if (byName) return byName;
  if (bodyBytes !== undefined && bodyBytes > uploadLimitBytes(type) + POSTED_FORM_OVERHEAD_BYTES)
    return tooLargeFor(type);

  const { head, rest } = await peekHead(Readable.toWeb(file) as ReadableStream<Uint8Array>);
  if (head.byteLength === 0) return { status: 400, message: contentToasts.noFile.message };
  const found = await sniffUpload({ contentType: type, filename, head });
  if (isRefusal(found)) return found;

  const key = contentMediaKey({ creatorId: ownerId, contentType: type, mimeType: found.mime });
  const counter = countUpTo(uploadLimitBytes(type));
  let size: number;
  try {
    size = (await storage.put(key, rest.pipeThrough(counter.stream), { contentType: found.mime }))
      .size;
  } catch (error) {
    await storage.delete(key).catch(() => {});
    if (counter.exceeded) return tooLargeFor(type);
    throw error;
  }
  const id = randomUUID();
  const now = new Date();
  try {
    const db = await getDb();
    await db.insert(contentUploads).values({
      id,
      ownerId,
      contentType: type,
      declaredSize: size,
      filename: filename.slice(0, 255),
      mimeType: found.mime,
      finishedAt: now,
      lastActivityAt: now,
      storageKey: key,
    });
  } catch (error) {
    await storage.delete(key).catch(() => {});
    throw error;
  }
  return { uploadId: id };
}
