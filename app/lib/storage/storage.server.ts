import type { Readable } from "node:stream";
import { getEnv } from "~/lib/env.server";
import { createDiskStorage } from "./disk-storage.server";
import { createS3Storage } from "./s3-storage.server";

/**
 * The one way the product stores user files (docs/design.md: storage is `DATA_DIR/uploads`
 * on disk by default, an S3-compatible bucket when `S3_BUCKET` is set). Code above this
 * interface never knows which one runs. Keys follow `keys.ts`.
 */

/** Anything a caller may hand to `put`: bytes in memory or a stream (web or Node). */
export type StorageInput = Buffer | Uint8Array | ReadableStream<Uint8Array> | NodeJS.ReadableStream;

export type ObjectInfo = {
  key: string;
  /** Bytes in the whole object. */
  size: number;
  contentType: string;
  /** Opaque validator without quotes (sha256 prefix on disk, S3's ETag on S3). */
  etag: string;
  lastModified: Date;
};

export type ObjectBody = ObjectInfo & {
  /** Node stream from disk, web stream from S3; both are accepted by `toWebStream`. */
  body: ReadableStream<Uint8Array> | Readable;
};

export type RangeBody = ObjectBody & {
  /** First byte returned (inclusive). */
  start: number;
  /** Last byte returned (inclusive, like HTTP `Content-Range`). */
  end: number;
};

export interface StorageAdapter {
  readonly kind: "disk" | "s3";
  /** Stores (or replaces) an object. Keys are meant to be written once; see keys.ts. */
  put(key: string, body: StorageInput, options: { contentType: string }): Promise<ObjectInfo>;
  get(key: string): Promise<ObjectBody | null>;
  /**
   * Bytes `start..end` inclusive (HTTP Range semantics), `end` clamped to the last byte.
   * Null if the object is missing; throws `RangeNotSatisfiableError` (./errors.ts) if `start` lies
   * past the end. Callers serving HTTP check the range against `stat` first.
   */
  getRange(key: string, start: number, end: number): Promise<RangeBody | null>;
  stat(key: string): Promise<ObjectInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; missing objects are not an error (deletes are retried by jobs). */
  delete(key: string): Promise<void>;
  /** Where browsers fetch the object: `/media/<key>`, or under `S3_PUBLIC_URL` (a CDN). */
  publicUrl(key: string): string;
}

/** Our own route that serves stored files (server/media.ts). */
export const MEDIA_ROUTE_PREFIX = "/media";

/**
 * Base URL browsers use for media, for loaders to pass to components (which build
 * srcsets with media/responsive.ts and cannot read the environment).
 */
export function mediaBaseUrl(): string {
  const publicUrl = getEnv().S3_PUBLIC_URL;
  return publicUrl ? publicUrl.replace(/\/+$/, "") : MEDIA_ROUTE_PREFIX;
}

let cached: StorageAdapter | undefined;

/** The adapter chosen by the environment, created once per process. */
export function getStorage(): StorageAdapter {
  if (cached) return cached;
  const env = getEnv();
  const publicBaseUrl = mediaBaseUrl();
  if (env.S3_BUCKET) {
    if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
      throw new Error("S3_BUCKET is set but S3_ACCESS_KEY_ID or S3_SECRET_ACCESS_KEY is missing");
    }
    cached = createS3Storage({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      publicBaseUrl,
    });
  } else {
    cached = createDiskStorage({ root: `${env.dataDir}/uploads`, publicBaseUrl });
  }
  return cached;
}

/** For tests that change the environment between cases. */
export function resetStorageCache(): void {
  cached = undefined;
}
