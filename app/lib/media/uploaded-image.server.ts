import sharp from "sharp";
import { makeImageVariants } from "~/lib/media/image-variants.server";
import type { StoredImage } from "~/lib/media/responsive";
import { newStorageKey } from "~/lib/storage/keys";
import type { StorageAdapter } from "~/lib/storage/storage.server";

/** Formats we take as uploaded images, as sharp names them from the bytes. */
const ACCEPTED = new Set(["jpeg", "png", "webp", "gif", "heif"]);
/** Keep decoding bounded: a 50-megapixel photo is plenty; bigger is likely an attack. */
export const MAX_UPLOAD_PIXELS = 50_000_000;

/**
 * The real format of uploaded bytes, read by sharp from the bytes themselves (the file
 * name and the browser's declared type are not trusted), or null when they are not an
 * image we take. Shared by every image upload (avatars, event covers).
 */
export async function uploadedImageFormat(bytes: Buffer): Promise<string | null> {
  if (bytes.length === 0) return null;
  const format = await sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS })
    .metadata()
    .then((m) => m.format)
    .catch(() => undefined);
  return format && ACCEPTED.has(format) ? format : null;
}

/**
 * Stores an uploaded picture as a public image: the bytes must be an image (read by
 * sharp, not trusted from the name), it is turned upright, scaled down to at most
 * `maxWidth` without its metadata (GPS), and given the usual WebP variants. Returns
 * null when the bytes are not a picture we take. Runs outside any transaction: image
 * work and storage never hold the database. Event covers and ad logos/banners use it.
 */
export async function storeUploadedImage({
  bytes,
  maxWidth,
  prefix,
  storage,
}: {
  bytes: Buffer;
  maxWidth: number;
  prefix: string;
  storage?: StorageAdapter;
}): Promise<StoredImage | null> {
  if (!(await uploadedImageFormat(bytes))) return null;
  let upright: Buffer;
  try {
    upright = await sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS })
      .rotate()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
  return makeImageVariants({
    key: newStorageKey({ prefix, ext: "webp" }),
    input: upright,
    contentType: "image/webp",
    ...(storage ? { storage } : {}),
  });
}
