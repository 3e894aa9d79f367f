import { AppError } from "~/lib/app-error.server";
import type { StoredImage } from "~/lib/media/responsive";
import { storeUploadedImage } from "~/lib/media/uploaded-image.server";
import { generalErrors } from "~/lib/messages/error-pages";
import { validation } from "~/lib/messages/validation";
import type { StorageAdapter } from "~/lib/storage/storage.server";
import { COVER_MAX_BYTES, COVER_MAX_MB } from "./event-form-limits";
import { eventFormCopy } from "./organizer-messages";

/** Covers are shown at most this wide (event page hero); larger uploads are scaled down. */
const COVER_MAX_WIDTH = 1920;

/**
 * Turns an uploaded cover into a stored image: the bytes must be an image (read by
 * sharp, not trusted from the name), it is turned upright, scaled down to at most
 * 1920 px wide without its metadata (GPS), and given the usual WebP variants. Runs
 * before the event's transaction: image work and storage never hold the database.
 */
export async function storeEventCover({
  bytes,
  storage,
}: {
  bytes: Buffer;
  storage?: StorageAdapter;
}): Promise<StoredImage> {
  if (bytes.length > COVER_MAX_BYTES) {
    throw new AppError("fileSize", {
      message: generalErrors.fileSize,
      fieldErrors: { coverImage: [validation.fileSize(COVER_MAX_MB)] },
    });
  }
  const cover = await storeUploadedImage({
    bytes,
    maxWidth: COVER_MAX_WIDTH,
    prefix: "covers",
    ...(storage ? { storage } : {}),
  });
  if (!cover) {
    throw new AppError("fileType", {
      message: generalErrors.fileType,
      fieldErrors: { coverImage: [eventFormCopy.errors.coverInvalid] },
    });
  }
  return cover;
}
