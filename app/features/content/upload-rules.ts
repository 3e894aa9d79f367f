// What a content upload may be (001 §5 accepted types and limits; issue 15). Client-safe:
// the upload form limits its file picker with these, and the server refuses the rest.
import { fileSizeMessage, fileTypesMessage } from "~/lib/messages/validation";
import type { ContentType } from "./catalog";
import { NO_FILE_MESSAGE } from "./messages";

const MB = 1024 * 1024;

/** The spec's advertised limits, now enforced (001 §5: video 2GB, audio 500MB, image 50MB, written 25MB). */
export const UPLOAD_LIMIT_MB: Record<ContentType, number> = {
  video: 2048,
  audio: 500,
  image: 50,
  document: 25,
};

export const uploadLimitBytes = (type: ContentType) => UPLOAD_LIMIT_MB[type] * MB;

/** The names a file of each type may carry (issue 15's list). */
export const UPLOAD_EXTENSIONS: Record<ContentType, readonly string[]> = {
  video: [".mp4", ".mov", ".avi", ".mkv"],
  audio: [".mp3", ".wav", ".m4a", ".flac"],
  image: [".jpg", ".jpeg", ".png", ".gif", ".webp"],
  document: [".pdf", ".doc", ".docx", ".txt"],
};

/** The file picker's `accept`: the extensions plus their MIME types, so phones offer the right apps. */
export const UPLOAD_ACCEPT: Record<ContentType, string> = {
  video: [
    ...UPLOAD_EXTENSIONS.video,
    "video/mp4",
    "video/quicktime",
    "video/x-msvideo",
    "video/x-matroska",
  ].join(","),
  audio: [...UPLOAD_EXTENSIONS.audio, "audio/mpeg", "audio/wav", "audio/mp4", "audio/flac"].join(
    ",",
  ),
  image: [...UPLOAD_EXTENSIONS.image, "image/jpeg", "image/png", "image/gif", "image/webp"].join(
    ",",
  ),
  document: [
    ...UPLOAD_EXTENSIONS.document,
    "application/pdf",
    "application/msword",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "text/plain",
  ].join(","),
};

/** `.MP4` → `.mp4`; `""` when the name has no extension. */
export function fileExtension(filename: string) {
  const dot = filename.lastIndexOf(".");
  return dot > 0 ? filename.slice(dot).toLowerCase() : "";
}

export type UploadRefusal = { status: 400 | 413 | 415; message: string };

/**
 * Whether an upload of this type, name and declared size may start: checked when the
 * upload is created (the size is known from Upload-Length before any byte is sent).
 */
export function refuseUploadStart({
  contentType,
  filename,
  size,
}: {
  contentType: ContentType;
  filename: string;
  size: number;
}): UploadRefusal | null {
  if (!Number.isSafeInteger(size) || size <= 0) return { status: 400, message: NO_FILE_MESSAGE };
  if (size > uploadLimitBytes(contentType)) return tooLargeFor(contentType);
  return refuseFileName({ contentType, filename });
}

/** The spec's size message for this type's limit. */
export function tooLargeFor(contentType: ContentType): UploadRefusal {
  return { status: 413, message: fileSizeMessage(UPLOAD_LIMIT_MB[contentType]) };
}

/** A name outside the type's extensions (a form post knows the name before the size). */
export function refuseFileName({
  contentType,
  filename,
}: {
  contentType: ContentType;
  filename: string;
}): UploadRefusal | null {
  if (!UPLOAD_EXTENSIONS[contentType].includes(fileExtension(filename)))
    return { status: 415, message: fileTypesMessage(UPLOAD_EXTENSIONS[contentType]) };
  return null;
}
