import { fileTypeFromBuffer } from "file-type";
import { AppError } from "~/lib/app-error.server";
import { generalErrors } from "~/lib/messages/error-pages";
import { validation } from "~/lib/messages/validation";
import { newStorageKey, PRIVATE_KEY_PREFIX } from "~/lib/storage/keys";
import { getStorage } from "~/lib/storage/storage.server";
import { DIGITAL_FILE_MAX_BYTES, DIGITAL_FILE_MAX_MB } from "./digital-file-limits";
import { productFormFieldTexts } from "./product-form-messages";

/** What file-type finds in the files buyers may download: documents, archives, media, images. */
const ALLOWED: Record<string, string> = {
  pdf: "application/pdf",
  zip: "application/zip",
  epub: "application/epub+zip",
  mp3: "audio/mpeg",
  mp4: "video/mp4",
  m4a: "audio/mp4",
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
};

const SNIFF_BYTES = 4100;

export type StoredDigitalFile = { key: string; name: string; size: number };

/** The name buyers' downloads get: the uploaded name without folders, cut to 120 characters. */
function downloadName(raw: string, ext: string) {
  const base = raw
    .split(/[\\/]/)
    .pop()!
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(-120);
  return base || `download.${ext}`;
}

const refuse = (message: string, kind: "fileType" | "fileSize") =>
  new AppError(kind, {
    message: generalErrors[kind],
    fieldErrors: { digitalFile: [message] },
  });

/**
 * Stores a digital product's file privately (never under a public URL: /media refuses
 * the private/ prefix; buyers get it through signed links). The bytes decide the type,
 * not the name; the size is checked before anything is stored.
 */
export async function storeDigitalFile(file: File): Promise<StoredDigitalFile> {
  if (file.size > DIGITAL_FILE_MAX_BYTES)
    throw refuse(validation.fileSize(DIGITAL_FILE_MAX_MB), "fileSize");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const found = await fileTypeFromBuffer(bytes.subarray(0, SNIFF_BYTES));
  const mime = found ? ALLOWED[found.ext] : undefined;
  if (!found || !mime) throw refuse(productFormFieldTexts.digitalFileType, "fileType");
  const key = newStorageKey({ prefix: `${PRIVATE_KEY_PREFIX}products`, ext: found.ext });
  const stored = await getStorage().put(key, bytes, { contentType: mime });
  return { key, name: downloadName(file.name, found.ext), size: stored.size };
}

/** The posted digital file, if one was chosen. */
export function postedDigitalFile(form: FormData): File | null {
  const file = form.get("digitalFile");
  return file instanceof File && file.size > 0 ? file : null;
}

/** Removes a stored file (a replaced one, or one whose product was not saved). */
export async function removeDigitalFile(key: string | null | undefined) {
  if (key)
    await getStorage()
      .delete(key)
      .catch(() => {});
}

/**
 * The product form's `attach` step (lib/listing-form.server.ts): the chosen file stored
 * for a digital product, or nothing; a physical product's file is refused.
 */
export async function attachDigitalFile(form: FormData, input: { isDigital: boolean }) {
  const file = postedDigitalFile(form);
  if (!file) return { value: null, discard: async () => {} };
  if (!input.isDigital)
    throw new AppError("validation", {
      message: generalErrors.validation,
      fieldErrors: { digitalFile: [productFormFieldTexts.digitalFileForDigital] },
    });
  const stored = await storeDigitalFile(file);
  return {
    value: stored as StoredDigitalFile | null,
    discard: () => removeDigitalFile(stored.key),
  };
}
