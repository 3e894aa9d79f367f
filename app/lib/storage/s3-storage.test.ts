import { createHash } from "node:crypto";
import { AwsV4Signer } from "aws4fetch";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startS3Fake, type S3Fake } from "../../../tests/fakes/s3-fake";
import { readAll } from "./body.server";
import { RangeNotSatisfiableError } from "./errors";
import { createS3Storage, fixedSizeParts } from "./s3-storage.server";
import type { StorageAdapter } from "./storage.server";

let s3: S3Fake;
let storage: StorageAdapter;
let endpoint: string;
let seen: S3Fake["seen"];

beforeAll(async () => {
  // Parts of 10 bytes below: the stand-in's 5 MiB floor for parts is lowered to match.
  s3 = await startS3Fake({ bucket: "media-bucket", minPartSize: 1 });
  endpoint = s3.endpoint;
  seen = s3.seen;
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
  await s3.close();
});

beforeEach(() => {
  s3.reset();
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
    // S3's multipart ETag: the MD5 of the parts' MD5s, then the number of parts.
    expect(info.size).toBe(26);
    expect(info.etag).toMatch(/^[0-9a-f]{32}-3$/);
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
