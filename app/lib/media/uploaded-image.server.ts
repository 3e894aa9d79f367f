import sharp from "sharp";

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
