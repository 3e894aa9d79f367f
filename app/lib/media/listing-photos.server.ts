import { AppError } from "~/lib/app-error.server";
import { generalErrors } from "~/lib/messages/error-pages";
import { validation } from "~/lib/messages/validation";
import type { StoredImage } from "./responsive";
import { storeFormImage } from "./store-uploaded-image.server";
import { PHOTO_MAX_MB, PHOTOS_MAX } from "./listing-photos";

/** Photos are shown at most this wide (item page gallery); larger uploads are scaled down. */
const PHOTO_MAX_WIDTH = 1600;

/** The files chosen in a multiple-file input, in the order the browser sent them. */
export function photoFilesFrom(form: FormData, field = "photos"): File[] {
  return form.getAll(field).filter((f): f is File => f instanceof File && f.size > 0);
}

/**
 * Stores a listing's new photos through the one image pipeline, one after the other
 * (sharp is CPU-heavy; two cores), in the order given. Before the item's transaction.
 */
export async function storeListingPhotos({
  files,
  prefix,
  field = "photos",
  invalidMessage,
  room = PHOTOS_MAX,
}: {
  files: File[];
  prefix: string;
  field?: string;
  invalidMessage: string;
  /** How many more photos the listing can take. */
  room?: number;
}): Promise<StoredImage[]> {
  if (files.length > room) {
    throw new AppError("validation", {
      message: generalErrors.validation,
      fieldErrors: { [field]: [validation.tooManyPhotos(PHOTOS_MAX)] },
    });
  }
  const stored: StoredImage[] = [];
  for (const file of files) {
    stored.push(
      await storeFormImage({
        bytes: Buffer.from(await file.arrayBuffer()),
        prefix,
        maxWidth: PHOTO_MAX_WIDTH,
        maxMb: PHOTO_MAX_MB,
        field,
        invalidMessage,
      }),
    );
  }
  return stored;
}
