import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { AwsV4Signer } from "aws4fetch";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readAll } from "./body.server";
import { RangeNotSatisfiableError } from "./errors";
import { createS3Storage, fixedSizeParts } from "./s3-storage.server";
import type { StorageAdapter } from "./storage.server";

/**
 * A tiny S3 stand-in speaking just enough of the protocol for the adapter: path-style
 * PUT/GET(+Range)/HEAD/DELETE and multipart uploads. It records every request so the
 * test can check what went over the wire (signature header, payload hash).
 */
type Stored = { body: Buffer; contentType: string };
type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: Buffer };

const objects = new Map<string, Stored>();
const uploads = new Map<string, { key: string; contentType: string; parts: Map<number, Buffer> }>();
const seen: Seen[] = [];
let server: http.Server;
let storage: StorageAdapter;
let endpoint: string;

function etagOf(body: Buffer) {
  return `"${createHash("md5").update(body).digest("hex")}"`;
}

function handle(req: http.IncomingMessage, body: Buffer, res: http.ServerResponse) {
  const url = new URL(req.url!, "http://fake");
  const [, bucket, ...rest] = url.pathname.split("/");
  const key = rest.join("/");
  if (bucket !== "media-bucket")
    return void res.writeHead(404).end("<Error><Code>NoSuchBucket</Code></Error>");

  if (req.method === "POST" && url.searchParams.has("uploads")) {
    const id = `up-${uploads.size + 1}`;
    uploads.set(id, { key, contentType: String(req.headers["content-type"]), parts: new Map() });
    return void res.end(
      `<InitiateMultipartUploadResult><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
    );
  }
  const uploadId = url.searchParams.get("uploadId");
  if (uploadId) {
    const upload = uploads.get(uploadId);
    if (!upload) return void res.writeHead(404).end("<Error><Code>NoSuchUpload</Code></Error>");
    if (req.method === "PUT") {
      upload.parts.set(Number(url.searchParams.get("partNumber")), body);
      return void res.writeHead(200, { etag: etagOf(body) }).end();
    }
    if (req.method === "POST") {
      const numbers = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) =>
        Number(m[1]),
      );
      const whole = Buffer.concat(numbers.map((n) => upload.parts.get(n)!));
      objects.set(upload.key, { body: whole, contentType: upload.contentType });
      uploads.delete(uploadId);
      return void res.end(
        `<CompleteMultipartUploadResult><ETag>&quot;multi-2&quot;</ETag></CompleteMultipartUploadResult>`,
      );
    }
    if (req.method === "DELETE") {
      uploads.delete(uploadId);
      return void res.writeHead(204).end();
    }
  }

  const object = objects.get(key);
  switch (req.method) {
    case "PUT":
      objects.set(key, { body, contentType: String(req.headers["content-type"]) });
      return void res.writeHead(200, { etag: etagOf(body) }).end();
    case "DELETE":
      objects.delete(key);
      return void res.writeHead(204).end();
    case "HEAD":
    case "GET": {
      if (!object)
        return void res
          .writeHead(404)
          .end(req.method === "GET" ? "<Error><Code>NoSuchKey</Code></Error>" : undefined);
      const common = {
        "content-type": object.contentType,
        etag: etagOf(object.body),
        "last-modified": new Date("2026-01-02T03:04:05Z").toUTCString(),
        "accept-ranges": "bytes",
      };
      const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? "");
      if (req.method === "GET" && range) {
        const size = object.body.length;
        const start = Number(range[1]);
        const end = Math.min(range[2] ? Number(range[2]) : size - 1, size - 1);
        if (start >= size)
          return void res.writeHead(416, { "content-range": `bytes */${size}` }).end();
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
      return void res.end(req.method === "GET" ? object.body : undefined);
    }
  }
  res.writeHead(405).end();
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      handle(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  storage = createS3Storage({
    bucket: "media-bucket",
    endpoint,
    region: "eu-west-1",
    accessKeyId: "AKIDEXAMPLE",
    secretAccessKey: "secret",
    partSize: 10,
    retries: 0,
  });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  objects.clear();
  seen.length = 0;
});

describe("S3 storage", () => {
  it("signs every request with AWS Signature V4 and a payload hash", async () => {
    await storage.put("covers/a.jpg", Buffer.from("hello"), { contentType: "image/jpeg" });
    await storage.stat("covers/a.jpg");
    await storage.delete("covers/a.jpg");
    expect(seen.map((r) => r.method)).toEqual(["PUT", "HEAD", "DELETE"]);
    for (const request of seen) {
      expect(request.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/,
      );
      expect(request.headers["x-amz-date"]).toMatch(/^\d{8}T\d{6}Z$/);
      expect(request.url.startsWith("/media-bucket/covers/a.jpg")).toBe(true);
    }
    // Recompute the signature from what arrived: proves the signed headers survived the trip.
    for (const request of seen) {
      const signedNames = /SignedHeaders=([^,]+)/
        .exec(request.headers.authorization!)![1]!
        .split(";");
      const headers: Record<string, string> = {};
      for (const name of signedNames)
        if (name !== "host") headers[name] = String(request.headers[name]);
      const signer = new AwsV4Signer({
        method: request.method,
        url: `${endpoint}${request.url}`,
        headers,
        accessKeyId: "AKIDEXAMPLE",
        secretAccessKey: "secret",
        service: "s3",
        region: "eu-west-1",
        datetime: String(request.headers["x-amz-date"]),
      });
      const signed = await signer.sign();
      expect(signed.headers.get("authorization")).toBe(request.headers.authorization);
    }
    const put = seen[0]!;
    expect(put.headers["x-amz-content-sha256"]).toBe(
      createHash("sha256").update("hello").digest("hex"),
    );
    expect(put.headers.authorization).toContain("x-amz-content-sha256");
    expect(put.headers["content-type"]).toBe("image/jpeg");
  });

  it("round-trips put, get, range, stat and delete", async () => {
    const body = Buffer.from("0123456789");
    const info = await storage.put("docs/file.pdf", body, { contentType: "application/pdf" });
    expect(info).toMatchObject({ key: "docs/file.pdf", size: 10, contentType: "application/pdf" });
    expect(info.etag).toMatch(/^[0-9a-f]{32}$/);

    const got = await storage.get("docs/file.pdf");
    expect(got).toMatchObject({ size: 10, contentType: "application/pdf", etag: info.etag });
    expect(await readAll(got!.body)).toEqual(body);

    const range = await storage.getRange("docs/file.pdf", 3, 6);
    expect(range).toMatchObject({ start: 3, end: 6, size: 10 });
    expect((await readAll(range!.body)).toString()).toBe("3456");
    expect(seen.at(-1)!.headers.range).toBe("bytes=3-6");

    await expect(storage.getRange("docs/file.pdf", 50, 60)).rejects.toBeInstanceOf(
      RangeNotSatisfiableError,
    );

    const stat = await storage.stat("docs/file.pdf");
    expect(stat).toMatchObject({ size: 10, contentType: "application/pdf" });
    expect(stat!.lastModified.toISOString()).toBe("2026-01-02T03:04:05.000Z");
    expect(await storage.exists("docs/file.pdf")).toBe(true);

    await storage.delete("docs/file.pdf");
    expect(await storage.exists("docs/file.pdf")).toBe(false);
    expect(await storage.get("docs/file.pdf")).toBeNull();
    expect(await storage.getRange("docs/file.pdf", 0, 1)).toBeNull();
    expect(await storage.stat("docs/file.pdf")).toBeNull();
  });

  it("uploads streams larger than one part as a multipart upload", async () => {
    const text = "abcdefghijklmnopqrstuvwxyz";
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (const piece of ["abcdefg", "hijklmnopqrstu", "vwxyz"])
          c.enqueue(new TextEncoder().encode(piece));
        c.close();
      },
    });
    const info = await storage.put("audio/long.wav", stream, { contentType: "audio/wav" });
    expect(info).toMatchObject({ size: 26, etag: "multi-2" });
    const parts = seen.filter((r) => r.method === "PUT").map((r) => r.body.toString());
    expect(parts).toEqual(["abcdefghij", "klmnopqrst", "uvwxyz"]);
    const got = await storage.get("audio/long.wav");
    expect(got!.contentType).toBe("audio/wav");
    expect((await readAll(got!.body)).toString()).toBe(text);
  });

  it("stores small streams and empty bodies with a single PUT", async () => {
    await storage.put("t/small.txt", new Blob(["tiny"]).stream(), { contentType: "text/plain" });
    await storage.put("t/empty.txt", Buffer.alloc(0), { contentType: "text/plain" });
    expect(seen.filter((r) => r.method === "PUT").map((r) => r.url)).toEqual([
      "/media-bucket/t/small.txt",
      "/media-bucket/t/empty.txt",
    ]);
    expect((await readAll((await storage.get("t/small.txt"))!.body)).toString()).toBe("tiny");
    expect((await storage.stat("t/empty.txt"))!.size).toBe(0);
  });

  it("rejects invalid keys before any request", async () => {
    await expect(
      storage.put("../x", Buffer.from("a"), { contentType: "text/plain" }),
    ).rejects.toThrow(/Invalid storage key/);
    expect(seen).toEqual([]);
  });

  it("cuts streams into fixed-size parts", async () => {
    async function* source() {
      yield new Uint8Array([1, 2, 3]);
      yield new Uint8Array([4, 5, 6, 7, 8, 9, 10]);
      yield new Uint8Array([11]);
    }
    const parts: number[][] = [];
    for await (const part of fixedSizeParts(source(), 4)) parts.push([...part]);
    expect(parts).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9, 10, 11],
    ]);
  });
});
