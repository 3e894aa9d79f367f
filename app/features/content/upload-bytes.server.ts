import { fileTypeFromBuffer } from "file-type";
import { validation } from "~/lib/messages/validation";
import type { ContentType } from "./catalog";
import { notThisTypeMessage } from "./messages";
import { fileExtension, UPLOAD_EXTENSIONS, type UploadRefusal } from "./upload-rules";

/** Enough of the head for every format file-type knows (its own sample size). */
export const SNIFF_BYTES = 4100;

/**
 * What file-type finds in each content type's accepted formats. An .m4a is an MP4
 * container: some encoders brand it plainly "mp4", so that one passes only under an
 * .m4a name. A .doc is an OLE compound file ("cfb"), accepted only under a .doc name.
 */
const DETECTED: Record<ContentType, readonly string[]> = {
  video: ["mp4", "m4v", "mov", "avi", "mkv"],
  audio: ["mp3", "wav", "m4a", "flac"],
  image: ["jpg", "png", "gif", "webp"],
  document: ["pdf", "docx"],
};

export type SniffedType = { mime: string; ext: string };

/** A plain-text sample: valid UTF-8 with no NUL (a cut multi-byte character at the end is fine). */
function looksLikeText(head: Uint8Array) {
  if (head.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The file's real type from its first bytes, if it is one the content type accepts;
 * else a refusal: the spec's file-types message for a name the type does not take, and
 * "this file is not an image" (notThisTypeMessage) for one it takes. The name only narrows the two ambiguous cases
 * above: renaming a file never makes its bytes pass.
 */
export async function sniffUpload({
  contentType,
  filename,
  head,
}: {
  contentType: ContentType;
  filename: string;
  head: Uint8Array;
}): Promise<SniffedType | UploadRefusal> {
  const named = fileExtension(filename);
  // A name the type takes, bytes it does not: the content is at fault, not the name.
  const refused: UploadRefusal = {
    status: 415,
    message: UPLOAD_EXTENSIONS[contentType].includes(named)
      ? notThisTypeMessage[contentType]
      : validation.fileTypes(UPLOAD_EXTENSIONS[contentType]),
  };
  const found = await fileTypeFromBuffer(head);
  if (!found) {
    if (
      contentType === "document" &&
      named === ".txt" &&
      head.byteLength > 0 &&
      looksLikeText(head)
    )
      return { mime: "text/plain", ext: "txt" };
    return refused;
  }
  if (DETECTED[contentType].includes(found.ext)) return { mime: found.mime, ext: found.ext };
  if (contentType === "audio" && found.ext === "mp4" && named === ".m4a")
    return { mime: "audio/mp4", ext: "m4a" };
  if (contentType === "document" && found.ext === "cfb" && named === ".doc")
    return { mime: "application/msword", ext: "doc" };
  return refused;
}

export function isRefusal(value: SniffedType | UploadRefusal): value is UploadRefusal {
  return "status" in value;
}
