import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { generalErrors } from "~/lib/messages/error-pages";
import { validation } from "~/lib/messages/validation";
import type { StorageAdapter } from "~/lib/storage/storage.server";
import { registerImages } from "./image-records.server";
import type { StoredImage } from "./responsive";
import { storeFormImage } from "./store-uploaded-image.server";
import { PHOTO_MAX_MB, PHOTOS_MAX } from "./listing-photos";
import { discardListingPhotos } from "./listing-photos-sweep.server";

/** Photos are shown at most this wide (item page gallery); larger uploads are scaled down. */
const PHOTO_MAX_WIDTH = 1600;

/** The files chosen in a multiple-file input, in the order the browser sent them. */
export function photoFilesFrom(form: FormData, field = "photos"): File[] {
  return form.getAll(field).filter((f): f is File => f instanceof File && f.size > 0);
}

/**
 * Stores a listing's new photos through the one image pipeline, one after the other
 * (sharp is CPU-heavy; two cores), in the order given. Before the item's transaction.
 * Each photo is recorded in `media_assets` as soon as its files exist (committed on
 * its own), so a photo whose listing is never saved is known to the sweep; when a
 * later photo is refused, the ones already stored are removed at once.
 */
export async function storeListingPhotos({
  files,
  prefix,
  ownerId,
  field = "photos",
  invalidMessage,
  room = PHOTOS_MAX,
  storage,
}: {
  files: File[];
  prefix: string;
  /** Who uploads them (media_assets.owner_id). */
  ownerId: string;
  field?: string;
  invalidMessage: string;
  /** How many more photos the listing can take. */
  room?: number;
  storage?: StorageAdapter;
}): Promise<StoredImage[]> {
  if (files.length > room) {
    throw new AppError("validation", {
      message: generalErrors.validation,
      fieldErrors: { [field]: [validation.tooManyPhotos(PHOTOS_MAX)] },
    });
  }
  const db = await getDb();
  const stored: StoredImage[] = [];
  try {
    for (const file of files) {
      const image = await storeFormImage({
        bytes: Buffer.from(await file.arrayBuffer()),
        prefix,
        maxWidth: PHOTO_MAX_WIDTH,
        maxMb: PHOTO_MAX_MB,
        field,
        invalidMessage,
        ...(storage ? { storage } : {}),
      });
      stored.push(image);
      await registerImages(db, [image], ownerId);
    }
  } catch (error) {
    await discardListingPhotos(stored, storage);
    throw error;
  }
  return stored;
}
