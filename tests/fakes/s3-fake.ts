import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small S3 stand-in at the HTTP boundary (docs/design.md convention 9), speaking the
 * part of the protocol our code and the AWS SDK (through @tus/s3-store) use, path-style
 * (`<endpoint>/<bucket>/<key>`):
 *
 * - objects: PUT, GET (+Range), HEAD, DELETE, with `x-amz-meta-*` kept and returned;
 *   POST `?delete` (DeleteObjects);
 * - multipart uploads: create, upload part, list parts (paged), complete, abort, with
 *   S3's rules that matter to callers: every part but the last at least `minPartSize`
 *   (5 MiB on S3), parts named in ascending order with their ETags, and a completed or
 *   aborted upload answering `NoSuchUpload`;
 * - bodies sent `aws-chunked` (the SDK's streamed uploads with trailing checksums) are
 *   decoded; a request without an AWS Signature V4 Authorization header is refused.
 *
 * It records every request so a test can check what went over the wire.
 */

export type StoredObject = { body: Buffer; contentType: string; meta: Record<string, string> };
export type SeenRequest = {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
};
type Part = { body: Buffer; etag: string; lastModified: Date };
type MultipartUpload = {
  key: string;
  contentType: string;
  meta: Record<string, string>;
  parts: Map<number, Part>;
};

export type S3Fake = {
  endpoint: string;
  bucket: string;
  objects: Map<string, StoredObject>;
  /** Multipart uploads in progress, by upload id. */
  uploads: Map<string, MultipartUpload>;
  seen: SeenRequest[];
  /** Forgets every object, upload and recorded request. */
  reset(): void;
  close(): Promise<void>;
};

const FIXED_LAST_MODIFIED = new Date("2026-01-02T03:04:05Z");

function md5(body: Buffer) {
  return createHash("md5").update(body).digest("hex");
}

function xmlEscape(text: string) {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

function xmlUnescape(text: string) {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

function tagValues(xml: string, tag: string) {
  return [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, "g"))].map((m) =>
    xmlUnescape(m[1]!),
  );
}

/** `aws-chunked` framing: `<hex size>[;ext]\r\n<bytes>\r\n` … `0\r\n<trailers>\r\n\r\n`. */
function decodeAwsChunked(raw: Buffer) {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf("\r\n", at);
    if (lineEnd < 0) throw new Error("bad aws-chunked body");
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString().split(";")[0]!, 16);
    at = lineEnd + 2;
    if (size === 0) break;
    parts.push(raw.subarray(at, at + size));
    at += size + 2;
  }
  return Buffer.concat(parts);
}

function metaOf(headers: http.IncomingHttpHeaders) {
  const meta: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (name.startsWith("x-amz-meta-")) meta[name] = String(value);
  return meta;
}

function xml(res: http.ServerResponse, status: number, body: string) {
  res
    .writeHead(status, { "content-type": "application/xml" })
    .end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
}

function s3Error(res: http.ServerResponse, status: number, code: string, head = false) {
  if (head) return void res.writeHead(status).end();
  xml(res, status, `<Error><Code>${code}</Code><Message>${code}</Message></Error>`);
}

export async function startS3Fake({
  bucket = "media-bucket",
  minPartSize = 5 * 1024 * 1024,
}: { bucket?: string; minPartSize?: number } = {}): Promise<S3Fake> {
  const objects = new Map<string, StoredObject>();
  const uploads = new Map<string, MultipartUpload>();
  const seen: SeenRequest[] = [];
  let nextUpload = 1;

  function completeUpload(res: http.ServerResponse, uploadId: string, body: Buffer) {
    const upload = uploads.get(uploadId)!;
    const xmlBody = body.toString();
    const numbers = tagValues(xmlBody, "PartNumber").map(Number);
    const etags = tagValues(xmlBody, "ETag");
    if (numbers.length === 0) return s3Error(res, 400, "MalformedXML");
    const chosen: Part[] = [];
    for (const [i, n] of numbers.entries()) {
      const part = upload.parts.get(n);
      if (!part || part.etag !== etags[i]) return s3Error(res, 400, "InvalidPart");
      if (i > 0 && n <= numbers[i - 1]!) return s3Error(res, 400, "InvalidPartOrder");
      chosen.push(part);
    }
    if (chosen.slice(0, -1).some((p) => p.body.length < minPartSize))
      return s3Error(res, 400, "EntityTooSmall");
    const whole = Buffer.concat(chosen.map((p) => p.body));
    const etag = `"${md5(Buffer.concat(chosen.map((p) => Buffer.from(p.etag.slice(1, -1), "hex"))))}-${chosen.length}"`;
    objects.set(upload.key, { body: whole, contentType: upload.contentType, meta: upload.meta });
    uploads.delete(uploadId);
    xml(
      res,
      200,
      `<CompleteMultipartUploadResult><Location>/${bucket}/${xmlEscape(upload.key)}</Location><Bucket>${bucket}</Bucket><Key>${xmlEscape(upload.key)}</Key><ETag>${xmlEscape(etag)}</ETag></CompleteMultipartUploadResult>`,
    );
  }

  function listParts(res: http.ServerResponse, url: URL, key: string, upload: MultipartUpload) {
    const marker = Number(url.searchParams.get("part-number-marker") ?? 0);
    const max = Number(url.searchParams.get("max-parts") ?? 1000);
    const all = [...upload.parts.entries()].filter(([n]) => n > marker).sort(([a], [b]) => a - b);
    const page = all.slice(0, max);
    const truncated = all.length > page.length;
    const parts = page
      .map(
        ([n, p]) =>
          `<Part><PartNumber>${n}</PartNumber><LastModified>${p.lastModified.toISOString()}</LastModified><ETag>${xmlEscape(p.etag)}</ETag><Size>${p.body.length}</Size></Part>`,
      )
      .join("");
    xml(
      res,
      200,
      `<ListPartsResult><Bucket>${bucket}</Bucket><Key>${xmlEscape(key)}</Key><UploadId>${url.searchParams.get("uploadId")}</UploadId><PartNumberMarker>${marker}</PartNumberMarker>${truncated ? `<NextPartNumberMarker>${page.at(-1)![0]}</NextPartNumberMarker>` : ""}<MaxParts>${max}</MaxParts><IsTruncated>${truncated}</IsTruncated>${parts}</ListPartsResult>`,
    );
  }

  function deleteObjects(res: http.ServerResponse, body: Buffer) {
    const keys = tagValues(body.toString(), "Key");
    for (const key of keys) objects.delete(key);
    xml(
      res,
      200,
      `<DeleteResult>${keys.map((k) => `<Deleted><Key>${xmlEscape(k)}</Key></Deleted>`).join("")}</DeleteResult>`,
    );
  }

  function serveObject(req: http.IncomingMessage, res: http.ServerResponse, key: string) {
    const isHead = req.method === "HEAD";
    const object = objects.get(key);
    if (!object) return s3Error(res, 404, "NoSuchKey", isHead);
    const common = {
      "content-type": object.contentType,
      etag: `"${md5(object.body)}"`,
      "last-modified": FIXED_LAST_MODIFIED.toUTCString(),
      "accept-ranges": "bytes",
      ...object.meta,
    };
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? "");
    if (!isHead && range) {
      const size = object.body.length;
      const start = Number(range[1]);
      const end = Math.min(range[2] ? Number(range[2]) : size - 1, size - 1);
      if (start >= size) {
        res.setHeader("content-range", `bytes */${size}`);
        return s3Error(res, 416, "InvalidRange");
      }
      const slice = object.body.subarray(start, end + 1);
      return void res
        .writeHead(206, {
          ...common,
          "content-length": slice.length,
          "content-range": `bytes ${start}-${end}/${size}`,
        })
        .end(slice);
    }
    res.writeHead(200, { ...common, "content-length": object.body.length });
    res.end(isHead ? undefined : object.body);
  }

  function handle(req: http.IncomingMessage, body: Buffer, res: http.ServerResponse) {
    const isHead = req.method === "HEAD";
    if (!/^AWS4-HMAC-SHA256 Credential=/.test(req.headers.authorization ?? ""))
      return s3Error(res, 403, "AccessDenied", isHead);
    const url = new URL(req.url!, "http://fake");
    const [, bucketName, ...rest] = url.pathname.split("/");
    const key = rest.map(decodeURIComponent).join("/");
    if (bucketName !== bucket) return s3Error(res, 404, "NoSuchBucket", isHead);

    if (req.method === "POST" && url.searchParams.has("delete") && !key)
      return deleteObjects(res, body);
    if (req.method === "POST" && url.searchParams.has("uploads")) {
      const id = `upload-${nextUpload++}`;
      uploads.set(id, {
        key,
        contentType: String(req.headers["content-type"] ?? "binary/octet-stream"),
        meta: metaOf(req.headers),
        parts: new Map(),
      });
      return xml(
        res,
        200,
        `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${xmlEscape(key)}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    const uploadId = url.searchParams.get("uploadId");
    if (uploadId) {
      const upload = uploads.get(uploadId);
      if (!upload || upload.key !== key) return s3Error(res, 404, "NoSuchUpload", isHead);
      switch (req.method) {
        case "PUT": {
          const etag = `"${md5(body)}"`;
          upload.parts.set(Number(url.searchParams.get("partNumber")), {
            body,
            etag,
            lastModified: new Date(),
          });
          return void res.writeHead(200, { etag }).end();
        }
        case "GET":
          return listParts(res, url, key, upload);
        case "POST":
          return completeUpload(res, uploadId, body);
        case "DELETE":
          uploads.delete(uploadId);
          return void res.writeHead(204).end();
      }
      return s3Error(res, 405, "MethodNotAllowed");
    }

    switch (req.method) {
      case "PUT": {
        const contentType = String(req.headers["content-type"] ?? "binary/octet-stream");
        objects.set(key, { body, contentType, meta: metaOf(req.headers) });
        return void res.writeHead(200, { etag: `"${md5(body)}"` }).end();
      }
      case "DELETE":
        objects.delete(key);
        return void res.writeHead(204).end();
      case "HEAD":
      case "GET":
        return serveObject(req, res, key);
    }
    s3Error(res, 405, "MethodNotAllowed", isHead);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks);
      const chunked =
        String(req.headers["content-encoding"] ?? "").includes("aws-chunked") ||
        String(req.headers["x-amz-content-sha256"] ?? "").startsWith("STREAMING-");
      const body = chunked ? decodeAwsChunked(raw) : raw;
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      handle(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bucket,
    objects,
    uploads,
    seen,
    reset() {
      objects.clear();
      uploads.clear();
      seen.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
