import sharp from "sharp";
import { AppError } from "~/lib/app-error.server";
import { generalErrors } from "~/lib/messages/error-pages";
import { validation } from "~/lib/messages/validation";
import { newStorageKey } from "~/lib/storage/keys";
import type { StorageAdapter } from "~/lib/storage/storage.server";
import { makeImageVariants } from "./image-variants.server";
import type { StoredImage } from "./responsive";
import { MAX_UPLOAD_PIXELS, uploadedImageFormat } from "./uploaded-image.server";

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
 * Turns an uploaded image into a stored image, for every form that takes one (event
 * covers, product and property photos): the bytes must be an image (read by sharp, not
 * trusted from the name), it is turned upright, scaled down to `maxWidth` without its
 * metadata (GPS), and given the usual WebP variants. Runs before the item's
 * transaction: image work and storage never hold the database.
 */
export async function storeUploadedImage({
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
  const invalid = () =>
    new AppError("fileType", {
      message: generalErrors.fileType,
      fieldErrors: { [field]: [invalidMessage] },
    });
  if (!(await uploadedImageFormat(bytes))) throw invalid();
  let upright: Buffer;
  try {
    upright = await sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS })
      .rotate()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw invalid();
  }
  return makeImageVariants({
    key: newStorageKey({ prefix, ext: "webp" }),
    input: upright,
    contentType: "image/webp",
    ...(storage ? { storage } : {}),
  });
}
