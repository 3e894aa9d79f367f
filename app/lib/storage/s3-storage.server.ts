import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { inputChunks } from "./body.server";
import { RangeNotSatisfiableError, StorageError } from "./errors";
import { assertValidKey } from "./keys";
import type {
  ObjectBody,
  ObjectInfo,
  RangeBody,
  StorageAdapter,
  StorageInput,
} from "./storage.server";

/**
 * S3-compatible storage (AWS S3, Cloudflare R2, MinIO, Backblaze, ...) over plain
 * signed HTTP with aws4fetch. Path-style URLs (`<endpoint>/<bucket>/<key>`) because
 * every S3-compatible service accepts them and they need no wildcard DNS.
 *
 * Uploads: S3 rejects a streamed PUT without Content-Length, so input is cut into
 * parts. An object that fits in one part goes up in a single PUT; a larger one as a
 * multipart upload, holding at most two parts in memory at a time.
 */

export type S3StorageOptions = {
  bucket: string;
  /** e.g. `https://s3.eu-west-1.amazonaws.com`, `https://<account>.r2.cloudflarestorage.com`. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicBaseUrl?: string;
  /** Multipart part size; S3 needs at least 5 MiB for all parts but the last. */
  partSize?: number;
  /** Retries of 5xx/429 answers (aws4fetch backs off exponentially). */
  retries?: number;
};

const DEFAULT_PART_SIZE = 8 * 1024 * 1024;

export function createS3Storage(options: S3StorageOptions): StorageAdapter {
  const { bucket, region, accessKeyId, secretAccessKey, publicBaseUrl = "/media" } = options;
  const partSize = options.partSize ?? DEFAULT_PART_SIZE;
  const endpoint = options.endpoint.replace(/\/+$/, "");
  const urlBase = publicBaseUrl.replace(/\/+$/, "");
  // service/region given explicitly: aws4fetch cannot guess them from a custom endpoint.
  const client = new AwsClient({
    accessKeyId,
    secretAccessKey,
    service: "s3",
    region,
    retries: options.retries ?? 3,
  });

  function objectUrl(key: string, query = ""): string {
    assertValidKey(key);
    const path = key.split("/").map(encodeURIComponent).join("/");
    return `${endpoint}/${encodeURIComponent(bucket)}/${path}${query}`;
  }

  async function send(
    method: string,
    url: string,
    init: { headers?: Record<string, string>; body?: Uint8Array | string } = {},
  ) {
    const headers = { ...init.headers };
    if (init.body !== undefined) {
      // Signing the payload hash lets S3 reject a body corrupted on the way.
      headers["x-amz-content-sha256"] = createHash("sha256").update(init.body).digest("hex");
    }
    try {
      return await client.fetch(url, { method, headers, body: init.body as BodyInit | undefined });
    } catch (error) {
      throw new StorageError(`S3 ${method} failed: ${(error as Error).message}`, undefined, {
        cause: error,
      });
    }
  }

  async function fail(res: Response, what: string): Promise<never> {
    const text = await res.text().catch(() => "");
    throw new StorageError(`S3 ${what} answered ${res.status}: ${text.slice(0, 300)}`, res.status);
  }

  function infoFrom(key: string, res: Response, size: number): ObjectInfo {
    const lastModified = res.headers.get("last-modified");
    return {
      key,
      size,
      contentType: res.headers.get("content-type") ?? "application/octet-stream",
      etag: unquote(res.headers.get("etag") ?? ""),
      lastModified: lastModified ? new Date(lastModified) : new Date(0),
    };
  }

  async function putSingle(
    key: string,
    body: Uint8Array,
    contentType: string,
  ): Promise<ObjectInfo> {
    const res = await send("PUT", objectUrl(key), {
      headers: { "content-type": contentType },
      body,
    });
    if (!res.ok) await fail(res, `PUT ${key}`);
    await res.body?.cancel();
    return {
      key,
      size: body.byteLength,
      contentType,
      etag: unquote(res.headers.get("etag") ?? ""),
      lastModified: new Date(),
    };
  }

  async function putMultipart(
    key: string,
    parts: AsyncIterable<Uint8Array>,
    contentType: string,
  ): Promise<ObjectInfo> {
    const created = await send("POST", objectUrl(key, "?uploads"), {
      headers: { "content-type": contentType },
    });
    if (!created.ok) await fail(created, `create multipart ${key}`);
    const uploadId = /<UploadId>([^<]+)<\/UploadId>/.exec(await created.text())?.[1];
    if (!uploadId) throw new StorageError(`S3 gave no UploadId for ${key}`);
    const idQuery = `uploadId=${encodeURIComponent(uploadId)}`;
    try {
      const etags: string[] = [];
      let size = 0;
      for await (const part of parts) {
        const n = etags.length + 1;
        const res = await send("PUT", objectUrl(key, `?partNumber=${n}&${idQuery}`), {
          body: part,
        });
        if (!res.ok) await fail(res, `upload part ${n} of ${key}`);
        await res.body?.cancel();
        etags.push(res.headers.get("etag") ?? "");
        size += part.byteLength;
      }
      const xml =
        "<CompleteMultipartUpload>" +
        etags
          .map(
            (etag, i) =>
              `<Part><PartNumber>${i + 1}</PartNumber><ETag>${escapeXml(etag)}</ETag></Part>`,
          )
          .join("") +
        "</CompleteMultipartUpload>";
      const done = await send("POST", objectUrl(key, `?${idQuery}`), {
        headers: { "content-type": "application/xml" },
        body: xml,
      });
      const text = await done.text();
      // S3 may answer 200 and still report an error in the body of a completion.
      if (!done.ok || text.includes("<Error>")) {
        throw new StorageError(
          `S3 complete multipart ${key} failed: ${text.slice(0, 300)}`,
          done.status,
        );
      }
      const etag = /<ETag>([^<]+)<\/ETag>/.exec(text)?.[1] ?? "";
      return { key, size, contentType, etag: unquote(decodeXml(etag)), lastModified: new Date() };
    } catch (error) {
      // Abandoned parts are billed until aborted.
      await send("DELETE", objectUrl(key, `?${idQuery}`))
        .then((r) => r.body?.cancel())
        .catch(() => {});
      throw error;
    }
  }

  async function put(key: string, body: StorageInput, { contentType }: { contentType: string }) {
    assertValidKey(key);
    const parts = fixedSizeParts(inputChunks(body), partSize);
    const first = await parts.next();
    if (first.done) return putSingle(key, new Uint8Array(0), contentType);
    const second = await parts.next();
    if (second.done) return putSingle(key, first.value, contentType);
    return putMultipart(key, prepend([first.value, second.value], parts), contentType);
  }

  async function stat(key: string): Promise<ObjectInfo | null> {
    const res = await send("HEAD", objectUrl(key));
    if (res.status === 404) return null;
    if (!res.ok) await fail(res, `HEAD ${key}`);
    return infoFrom(key, res, Number(res.headers.get("content-length") ?? 0));
  }

  async function get(key: string): Promise<ObjectBody | null> {
    const res = await send("GET", objectUrl(key));
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok) await fail(res, `GET ${key}`);
    const info = infoFrom(key, res, Number(res.headers.get("content-length") ?? 0));
    return { ...info, body: res.body ?? emptyStream() };
  }

  async function getRange(key: string, start: number, end: number): Promise<RangeBody | null> {
    if (!Number.isInteger(start) || start < 0 || end < start) {
      throw new RangeNotSatisfiableError(key, -1);
    }
    const res = await send("GET", objectUrl(key), { headers: { range: `bytes=${start}-${end}` } });
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (res.status === 416) {
      await res.body?.cancel();
      const total = /\/(\d+)$/.exec(res.headers.get("content-range") ?? "")?.[1];
      throw new RangeNotSatisfiableError(key, total ? Number(total) : -1);
    }
    if (res.status !== 206) {
      if (res.ok) await res.body?.cancel();
      else await fail(res, `GET range ${key}`);
      throw new StorageError(`S3 ignored the range for ${key} (status ${res.status})`, res.status);
    }
    const match = /bytes (\d+)-(\d+)\/(\d+)/.exec(res.headers.get("content-range") ?? "");
    if (!match) {
      await res.body?.cancel();
      throw new StorageError(`S3 sent no usable Content-Range for ${key}`);
    }
    const info = infoFrom(key, res, Number(match[3]));
    return {
      ...info,
      start: Number(match[1]),
      end: Number(match[2]),
      body: res.body ?? emptyStream(),
    };
  }

  async function remove(key: string) {
    const res = await send("DELETE", objectUrl(key));
    if (!res.ok && res.status !== 404) await fail(res, `DELETE ${key}`);
    await res.body?.cancel();
  }

  return {
    kind: "s3",
    put,
    get,
    getRange,
    stat,
    exists: async (key) => (await stat(key)) !== null,
    delete: remove,
    publicUrl: (key) => {
      assertValidKey(key);
      return `${urlBase}/${key}`;
    },
  };
}

/** Re-chunks a byte stream into parts of exactly `size` bytes (the last may be shorter). */
export async function* fixedSizeParts(
  chunks: AsyncIterable<Uint8Array>,
  size: number,
): AsyncGenerator<Uint8Array> {
  let buffered: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of chunks) {
    let rest = chunk;
    while (length + rest.byteLength >= size) {
      const take = size - length;
      buffered.push(rest.subarray(0, take));
      yield Buffer.concat(buffered);
      rest = rest.subarray(take);
      buffered = [];
      length = 0;
    }
    if (rest.byteLength > 0) {
      buffered.push(rest);
      length += rest.byteLength;
    }
  }
  if (length > 0) yield Buffer.concat(buffered);
}

async function* prepend<T>(head: T[], tail: AsyncIterator<T>): AsyncGenerator<T> {
  yield* head;
  for (let next = await tail.next(); !next.done; next = await tail.next()) yield next.value;
}

function emptyStream(): ReadableStream<Uint8Array> {
  return new ReadableStream({ start: (controller) => controller.close() });
}

function unquote(etag: string): string {
  return etag.replace(/^W\//, "").replace(/^"|"$/g, "");
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

function decodeXml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
