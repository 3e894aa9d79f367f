/**
 * Storage keys: the names user files have in storage, shared by the disk and S3
 * adapters, the /media route and the browser (so no server imports here).
 *
 * Format: segments of `[a-z0-9_.-]` joined by `/`, e.g.
 *   `covers/2026/05/3f2a…e1.jpg`            an original upload
 *   `covers/2026/05/3f2a…e1/w640.webp`      a derived image variant (see media/responsive.ts)
 *
 * Why so strict: a key becomes a file path on disk and a URL path segment. Lower-case
 * ASCII only means no traversal (`..`), no absolute paths, no backslashes or NUL, no
 * case-folding collisions on macOS/Windows disks, and nothing that needs URL encoding.
 * Segments may not start with a dot: that keeps `.`/`..` out and leaves dot-names
 * (the disk adapter's `.tmp/`) free for internal use.
 *
 * Keys are never overwritten with different content: new uploads get a fresh random
 * key from `newStorageKey`, and variants live under their original's unique name. That
 * is what lets `/media/*` answer with `Cache-Control: immutable`.
 */

const SEGMENT = /^[a-z0-9_-][a-z0-9_.-]*$/;
const MAX_KEY_LENGTH = 512;
/** The disk adapter keeps an object's metadata next to it under this suffix. */
export const META_SUFFIX = ".meta.json";

export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = "InvalidKeyError";
  }
}

export function isValidKey(key: unknown): key is string {
  if (typeof key !== "string" || key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  // A user key ending like a sidecar would shadow another object's metadata on disk.
  if (key.endsWith(META_SUFFIX)) return false;
  return key.split("/").every((segment) => SEGMENT.test(segment));
}

/**
 * Keys under this first segment are never served by /media (server/media.ts) nor linked
 * publicly: digital products' files, given only through signed download links. With
 * S3_PUBLIC_URL, the bucket's public policy must leave this prefix out too.
 */
export const PRIVATE_KEY_PREFIX = "private/";

/** A valid key that /media may serve: not under PRIVATE_KEY_PREFIX. */
export function isPublicKey(key: unknown): key is string {
  return isValidKey(key) && !key.startsWith(PRIVATE_KEY_PREFIX);
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidKeyError(key);
}

/**
 * A fresh, never-reused key: `<prefix>/<yyyy>/<mm>/<uuid>.<ext>`. The date folders
 * keep directories small on disk and make lifecycle rules easy on S3.
 */
export function newStorageKey({
  prefix,
  ext,
  now = new Date(),
}: {
  prefix: string;
  ext?: string;
  now?: Date;
}): string {
  const yyyy = String(now.getUTCFullYear());
  const mm = String(now.getUTCMonth() + 1).padStart(2, "0");
  const cleanExt = ext ? `.${ext.replace(/^\./, "").toLowerCase()}` : "";
  const key = `${prefix.replace(/\/+$/, "")}/${yyyy}/${mm}/${crypto.randomUUID()}${cleanExt}`;
  assertValidKey(key);
  return key;
}

/** The key's extension without the dot (`"jpg"`), or `""` if its last segment has none. */
export function keyExtension(key: string): string {
  const last = key.slice(key.lastIndexOf("/") + 1);
  const dot = last.lastIndexOf(".");
  return dot > 0 ? last.slice(dot + 1) : "";
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  svg: "image/svg+xml",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  aac: "audio/aac",
  ogg: "audio/ogg",
  oga: "audio/ogg",
  opus: "audio/ogg",
  wav: "audio/wav",
  flac: "audio/flac",
  mp4: "video/mp4",
  m4v: "video/mp4",
  webm: "video/webm",
  mov: "video/quicktime",
  pdf: "application/pdf",
  epub: "application/epub+zip",
  zip: "application/zip",
  txt: "text/plain; charset=utf-8",
  csv: "text/csv; charset=utf-8",
  md: "text/markdown; charset=utf-8",
  json: "application/json",
};

/** Best guess from the name; the stored content type (checked from bytes at upload) wins. */
export function contentTypeFromKey(key: string): string {
  return TYPES_BY_EXTENSION[keyExtension(key).toLowerCase()] ?? "application/octet-stream";
}
