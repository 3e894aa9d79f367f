import { storeFormImage } from "~/lib/media/store-uploaded-image.server";
import type { StoredImage } from "~/lib/media/responsive";
import type { StorageAdapter } from "~/lib/storage/storage.server";
import { profileMessages } from "./messages";
import { COVER_MAX_MB, COVER_MAX_WIDTH } from "./profile-constants";

/**
 * A public page's cover picture through the one upload pipeline (as event covers):
 * bytes checked, upright, at most 1920 px wide, no metadata, WebP variants. Runs before
 * the profile transaction: image work never holds the database.
 */
export function storeProfileCover({
  bytes,
  storage,
}: {
  bytes: Buffer;
  storage?: StorageAdapter;
}): Promise<StoredImage> {
  return storeFormImage({
    bytes,
    prefix: "profile-covers",
    maxWidth: COVER_MAX_WIDTH,
    maxMb: COVER_MAX_MB,
    field: "cover",
    invalidMessage: profileMessages.coverInvalid,
    ...(storage ? { storage } : {}),
  });
}
