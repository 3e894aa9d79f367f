import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStorage } from "~/lib/storage/disk-storage.server";
import type { StorageAdapter } from "~/lib/storage/storage.server";
import { createMediaRoutes, parseRange } from "./media";

let root: string;
let storage: StorageAdapter;
let app: ReturnType<typeof createMediaRoutes>;
const body = Buffer.from("0123456789abcdefghijklmnopqrstuvwxyz"); // 36 bytes
let etag: string;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "media-route-"));
  storage = createDiskStorage({ root });
  app = createMediaRoutes({ storage: () => storage });
  etag = `"${(await storage.put("audio/2026/05/song.mp3", body, { contentType: "audio/mpeg" })).etag}"`;
  await storage.put("docs/2026/05/guide.pdf", Buffer.from("%PDF-1.4 fake"), {
    contentType: "application/pdf",
  });
  await storage.put("files/2026/05/page.html", Buffer.from("<script>alert(1)</script>"), {
    contentType: "text/html",
  });
  await storage.put("files/2026/05/pack.zip", Buffer.from("PK"), {
    contentType: "application/zip",
  });
  await storage.put("covers/2026/05/c/w320.webp", Buffer.from("RIFF....WEBP"), {
    contentType: "image/webp",
  });
  await storage.put("files/2026/05/empty.txt", Buffer.alloc(0), {
    contentType: "text/plain; charset=utf-8",
  });
});

afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

function get(url: string, headers: Record<string, string> = {}, method = "GET") {
  return app.request(url, { method, headers });
}

describe("GET /media/*", () => {
  it("serves the whole file with caching and safety headers", async () => {
    const res = await get("/media/audio/2026/05/song.mp3");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("audio/mpeg");
    expect(res.headers.get("content-length")).toBe("36");
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("etag")).toBe(etag);
    expect(res.headers.get("last-modified")).toMatch(/GMT$/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-disposition")).toBeNull();
    expect(Buffer.from(await res.arrayBuffer())).toEqual(body);
  });

  it("answers HEAD with headers only", async () => {
    const res = await get("/media/audio/2026/05/song.mp3", {}, "HEAD");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe("36");
    expect(res.headers.get("etag")).toBe(etag);
    expect((await res.arrayBuffer()).byteLength).toBe(0);

    const partial = await get("/media/audio/2026/05/song.mp3", { Range: "bytes=0-9" }, "HEAD");
    expect(partial.status).toBe(206);
    expect(partial.headers.get("content-range")).toBe("bytes 0-9/36");
    expect(partial.headers.get("content-length")).toBe("10");
  });

  it.each([
    ["bytes=0-9", "bytes 0-9/36", "0123456789"],
    ["bytes=30-", "bytes 30-35/36", "uvwxyz"],
    ["bytes=-4", "bytes 32-35/36", "wxyz"],
    ["bytes=-100", "bytes 0-35/36", body.toString()],
    ["bytes=34-1000", "bytes 34-35/36", "yz"],
    ["bytes=35-35", "bytes 35-35/36", "z"],
  ])("serves Range %s as 206", async (range, contentRange, expected) => {
    const res = await get("/media/audio/2026/05/song.mp3", { Range: range });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(contentRange);
    expect(res.headers.get("content-length")).toBe(String(expected.length));
    expect(res.headers.get("content-type")).toBe("audio/mpeg");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await res.text()).toBe(expected);
  });

  it.each(["bytes=36-", "bytes=100-200", "bytes=-0"])(
    "answers unsatisfiable %s with 416",
    async (range) => {
      const res = await get("/media/audio/2026/05/song.mp3", { Range: range });
      expect(res.status).toBe(416);
      expect(res.headers.get("content-range")).toBe("bytes */36");
    },
  );

  it("answers any range of an empty file with 416", async () => {
    const res = await get("/media/files/2026/05/empty.txt", { Range: "bytes=0-" });
    expect(res.status).toBe(416);
    expect(res.headers.get("content-range")).toBe("bytes */0");
  });

  it.each(["bytes=5-2", "bytes=0-1,4-5", "items=0-1", "bytes=abc"])(
    "ignores unusable Range %s and sends it all",
    async (range) => {
      const res = await get("/media/audio/2026/05/song.mp3", { Range: range });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(body.toString());
    },
  );

  it("honours If-Range only while the validator matches", async () => {
    const fresh = await get("/media/audio/2026/05/song.mp3", {
      Range: "bytes=0-1",
      "If-Range": etag,
    });
    expect(fresh.status).toBe(206);
    const stale = await get("/media/audio/2026/05/song.mp3", {
      Range: "bytes=0-1",
      "If-Range": '"other"',
    });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(body.toString());
  });

  it("answers 304 to a matching If-None-Match", async () => {
    for (const value of [etag, `W/${etag}`, `"zzz", ${etag}`, "*"]) {
      const res = await get("/media/audio/2026/05/song.mp3", { "If-None-Match": value });
      expect(res.status, value).toBe(304);
      expect(res.headers.get("etag")).toBe(etag);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await res.text()).toBe("");
    }
    const changed = await get("/media/audio/2026/05/song.mp3", { "If-None-Match": '"nope"' });
    expect(changed.status).toBe(200);
  });

  it("answers 304 to If-Modified-Since when no ETag is sent", async () => {
    const first = await get("/media/audio/2026/05/song.mp3");
    const res = await get("/media/audio/2026/05/song.mp3", {
      "If-Modified-Since": first.headers.get("last-modified")!,
    });
    expect(res.status).toBe(304);
    const old = await get("/media/audio/2026/05/song.mp3", {
      "If-Modified-Since": "Mon, 01 Jan 2001 00:00:00 GMT",
    });
    expect(old.status).toBe(200);
  });

  it.each([
    "/media/nope/missing.mp3",
    "/media/Audio/2026/05/song.mp3",
    "/media/audio/2026/05/song.mp3.meta.json",
    "/media/audio%2F2026%2F05%2Fsong.mp3",
    "/media/.tmp/x",
    "/media/",
    "/media/audio//2026/05/song.mp3",
  ])("answers 404 for %s", async (url) => {
    const res = await get(url);
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("never resolves dot-segments into storage", async () => {
    // WHATWG URL parsing turns %2e%2e into `..` and resolves it before routing.
    for (const url of [
      "/media/%2e%2e/etc/passwd",
      "/media/audio/../audio/2026/05/song.mp3.meta.json",
    ]) {
      expect((await get(url)).status, url).toBe(404);
    }
  });

  it("serves PDFs inline and risky types as attachments", async () => {
    const pdf = await get("/media/docs/2026/05/guide.pdf");
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe('inline; filename="guide.pdf"');
    expect(pdf.headers.get("content-security-policy")).toBe("frame-ancestors 'self'");

    const html = await get("/media/files/2026/05/page.html");
    expect(html.headers.get("content-disposition")).toBe('attachment; filename="page.html"');
    expect(html.headers.get("content-security-policy")).toContain("sandbox");

    const zip = await get("/media/files/2026/05/pack.zip");
    expect(zip.headers.get("content-disposition")).toBe('attachment; filename="pack.zip"');

    const image = await get("/media/covers/2026/05/c/w320.webp");
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(image.headers.get("content-disposition")).toBeNull();

    const text = await get("/media/files/2026/05/empty.txt");
    expect(text.status).toBe(200);
    expect(text.headers.get("content-length")).toBe("0");
    expect(text.headers.get("content-disposition")).toBeNull();
  });

  it("does not handle other methods or paths", async () => {
    expect((await app.request("/media/audio/2026/05/song.mp3", { method: "POST" })).status).toBe(
      404,
    );
    expect((await app.request("/other/audio/2026/05/song.mp3")).status).toBe(404);
  });
});

describe("parseRange", () => {
  it("parses the three single-range forms", () => {
    expect(parseRange("bytes=0-0", 10)).toEqual({ kind: "partial", start: 0, end: 0 });
    expect(parseRange("bytes=5-", 10)).toEqual({ kind: "partial", start: 5, end: 9 });
    expect(parseRange("bytes=-3", 10)).toEqual({ kind: "partial", start: 7, end: 9 });
    expect(parseRange("bytes=-", 10)).toEqual({ kind: "none" });
    expect(parseRange("bytes=10-", 10)).toEqual({ kind: "unsatisfiable" });
  });
});
