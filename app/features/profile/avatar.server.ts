import sharp from "sharp";
import { AppError } from "~/lib/app-error.server";
import { makeImageVariants } from "~/lib/media/image-variants.server";
import type { StoredImage } from "~/lib/media/responsive";
import { MAX_UPLOAD_PIXELS, uploadedImageFormat } from "~/lib/media/uploaded-image.server";
import { generalErrors } from "~/lib/messages/error-pages";
import { profileMessages } from "~/features/profile/messages";
import { validation } from "~/lib/messages/validation";
import { newStorageKey } from "~/lib/storage/keys";
import type { StorageAdapter } from "~/lib/storage/storage.server";
import { AVATAR_SIZE, AVATAR_WIDTHS } from "./avatar";
import { AVATAR_MAX_BYTES, AVATAR_MAX_MB } from "./profile-constants";

/**
 * Turns an uploaded file into a stored avatar: the bytes must decode as an image
 * (checked by sharp, not by the file name), then it is rotated upright, cropped to a
 * centred square of 256 px (metadata such as GPS dropped) and handed to the media
 * pipeline for its WebP variants. Runs before the profile transaction: image work and
 * storage writes must never hold the database (docs/design.md pitfalls).
 */
export async function storeAvatar({
  bytes,
  storage,
}: {
  bytes: Buffer;
  storage?: StorageAdapter;
}): Promise<StoredImage> {
  if (bytes.length === 0) {
    throw new AppError("validation", { fieldErrors: { avatar: [validation.required] } });
  }
  if (bytes.length > AVATAR_MAX_BYTES) {
    throw new AppError("fileSize", {
      message: generalErrors.fileSize,
      fieldErrors: { avatar: [validation.fileSize(AVATAR_MAX_MB)] },
    });
  }
  if (!(await uploadedImageFormat(bytes))) {
    throw new AppError("fileType", {
      message: generalErrors.fileType,
      fieldErrors: { avatar: [profileMessages.avatarInvalid] },
    });
  }
  let square: Buffer;
  try {
    square = await sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS })
      .rotate()
      .resize({ width: AVATAR_SIZE, height: AVATAR_SIZE, fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError("fileType", {
      message: generalErrors.fileType,
      fieldErrors: { avatar: [profileMessages.avatarInvalid] },
    });
  }
  const key = newStorageKey({ prefix: "avatars", ext: "webp" });
  return makeImageVariants({
    key,
    input: square,
    contentType: "image/webp",
    widths: AVATAR_WIDTHS,
    ...(storage ? { storage } : {}),
  });
}
