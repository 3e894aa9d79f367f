import { storeFormImage } from "~/lib/media/store-uploaded-image.server";
import type { StoredImage } from "~/lib/media/responsive";
import type { StorageAdapter } from "~/lib/storage/storage.server";
import { COVER_MAX_MB } from "./event-form-limits";
import { eventFormCopy } from "./organizer-messages";

/** Covers are shown at most this wide (event page hero); larger uploads are scaled down. */
const COVER_MAX_WIDTH = 1920;

/**
 * Turns an uploaded cover into a stored image through the one upload pipeline
 * (lib/media/store-uploaded-image.server.ts): bytes checked, upright, at most 1920 px
 * wide, no metadata, WebP variants.
 */
export async function storeEventCover({
  bytes,
  storage,
}: {
  bytes: Buffer;
  storage?: StorageAdapter;
}): Promise<StoredImage> {
  return storeFormImage({
    bytes,
    prefix: "covers",
    maxWidth: COVER_MAX_WIDTH,
    maxMb: COVER_MAX_MB,
    field: "coverImage",
    invalidMessage: eventFormCopy.errors.coverInvalid,
    ...(storage ? { storage } : {}),
  });
}
