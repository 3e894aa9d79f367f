import { storeFormImage } from "~/lib/media/store-uploaded-image.server";
import type { StorageAdapter } from "~/lib/storage/storage.server";
import { contentManageCopy } from "./messages";
import { THUMBNAIL_MAX_MB, THUMBNAIL_MAX_WIDTH } from "./thumbnail-limits";

/**
 * A creator's picture for a video or audio item, given with the upload or replaced from
 * My Content: the one image pipeline (bytes read by sharp, upright, scaled, WebP with
 * variants), the errors on the form's `thumbnail` field. Before any transaction.
 */
export function storeContentThumbnail({
  bytes,
  storage,
}: {
  bytes: Buffer;
  storage?: StorageAdapter;
}) {
  return storeFormImage({
    bytes,
    prefix: "thumbnails",
    maxWidth: THUMBNAIL_MAX_WIDTH,
    maxMb: THUMBNAIL_MAX_MB,
    field: "thumbnail",
    invalidMessage: contentManageCopy.thumbnailInvalid,
    ...(storage ? { storage } : {}),
  });
}
