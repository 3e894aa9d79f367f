import { AppError } from "~/lib/app-error.server";
import { generalErrors } from "~/lib/messages/error-pages";
import { validation } from "~/lib/messages/validation";
import type { StorageAdapter } from "~/lib/storage/storage.server";
import type { StoredImage } from "./responsive";
import { storeUploadedImage } from "./uploaded-image.server";

export type StoreUploadedImageOptions = {
  bytes: Buffer;
  /** Storage key prefix, e.g. "covers" or "products". */
  prefix: string;
  /** Images are shown at most this wide; larger uploads are scaled down. */
  maxWidth: number;
  maxMb: number;
  /** The form field the errors belong to. */
  field: string;
  /** The field's words for bytes that are not an image we take. */
  invalidMessage: string;
  storage?: StorageAdapter;
};

/**
 * An uploaded image from a form field (event covers, product and property photos):
 * storeUploadedImage's checks and variants, with the form's own errors: too large for
 * `maxMb`, or bytes that are no image we take. Runs before the item's transaction:
 * image work and storage never hold the database.
 */
export async function storeFormImage({
  bytes,
  prefix,
  maxWidth,
  maxMb,
  field,
  invalidMessage,
  storage,
}: StoreUploadedImageOptions): Promise<StoredImage> {
  if (bytes.length > maxMb * 1024 * 1024) {
    throw new AppError("fileSize", {
      message: generalErrors.fileSize,
      fieldErrors: { [field]: [validation.fileSize(maxMb)] },
    });
  }
  const image = await storeUploadedImage({
    bytes,
    prefix,
    maxWidth,
    ...(storage ? { storage } : {}),
  });
  if (!image)
    throw new AppError("fileType", {
      message: generalErrors.fileType,
      fieldErrors: { [field]: [invalidMessage] },
    });
  return image;
}
