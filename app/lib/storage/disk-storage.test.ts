import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readAll } from "./body.server";
import { createDiskStorage } from "./disk-storage.server";
import { RangeNotSatisfiableError, StorageError } from "./errors";
import { InvalidKeyError, isValidKey, newStorageKey } from "./keys";
import type { StorageAdapter } from "./storage.server";

let root: string;
let storage: StorageAdapter;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "disk-storage-"));
  storage = createDiskStorage({ root });
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

const bytes = Buffer.from("0123456789abcdefghij");

describe("disk storage", () => {
  it("round-trips a buffer with its content type", async () => {
    const info = await storage.put("docs/a/file.bin", bytes, { contentType: "application/pdf" });
    expect(info).toMatchObject({
      key: "docs/a/file.bin",
      size: 20,
      contentType: "application/pdf",
    });
    expect(info.etag).toMatch(/^[0-9a-f]{32}$/);

    const got = await storage.get("docs/a/file.bin");
    expect(got).not.toBeNull();
    expect(got!.contentType).toBe("application/pdf");
    expect(got!.size).toBe(20);
    expect(got!.etag).toBe(info.etag);
    expect(await readAll(got!.body)).toEqual(bytes);
    expect(await fs.readFile(path.join(root, "docs/a/file.bin"))).toEqual(bytes);
  });

  it("accepts Node and web streams and Uint8Array", async () => {
    await storage.put("s/node.txt", Readable.from([Buffer.from("ab"), Buffer.from("cd")]), {
      contentType: "text/plain",
    });
    const web = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode("ef"));
        c.enqueue(new TextEncoder().encode("gh"));
        c.close();
      },
    });
    await storage.put("s/web.txt", web, { contentType: "text/plain" });
    await storage.put("s/u8.txt", new Uint8Array([105, 106]), { contentType: "text/plain" });
    expect((await readAll((await storage.get("s/node.txt"))!.body)).toString()).toBe("abcd");
    expect((await readAll((await storage.get("s/web.txt"))!.body)).toString()).toBe("efgh");
    expect((await readAll((await storage.get("s/u8.txt"))!.body)).toString()).toBe("ij");
  });

  it("writes atomically: no temp files left, replacement is whole", async () => {
    await storage.put("x/y.bin", bytes, { contentType: "application/octet-stream" });
    await storage.put("x/y.bin", Buffer.from("new"), { contentType: "text/plain" });
    expect(await fs.readdir(path.join(root, ".tmp"))).toEqual([]);
    const info = await storage.stat("x/y.bin");
    expect(info).toMatchObject({ size: 3, contentType: "text/plain" });
  });

  it("cleans up the temp file when the input stream fails", async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from("partial"));
        this.destroy(new Error("client went away"));
      },
    });
    await expect(
      storage.put("x/broken.bin", failing, { contentType: "text/plain" }),
    ).rejects.toThrow(/client went away/);
    expect(await storage.exists("x/broken.bin")).toBe(false);
    expect(await fs.readdir(path.join(root, ".tmp"))).toEqual([]);
  });

  it("stat, exists and delete", async () => {
    expect(await storage.stat("nope/missing.jpg")).toBeNull();
    expect(await storage.get("nope/missing.jpg")).toBeNull();
    expect(await storage.getRange("nope/missing.jpg", 0, 1)).toBeNull();
    expect(await storage.exists("a/b/c.jpg")).toBe(false);
    await storage.put("a/b/c.jpg", bytes, { contentType: "image/jpeg" });
    expect(await storage.exists("a/b/c.jpg")).toBe(true);
    const info = await storage.stat("a/b/c.jpg");
    expect(info?.lastModified).toBeInstanceOf(Date);
    await storage.delete("a/b/c.jpg");
    expect(await storage.exists("a/b/c.jpg")).toBe(false);
    await storage.delete("a/b/c.jpg"); // idempotent
    // Empty folders are pruned, the root stays.
    await expect(fs.stat(path.join(root, "a"))).rejects.toThrow();
    expect((await fs.stat(root)).isDirectory()).toBe(true);
  });

  it("falls back to the extension and size+mtime when there is no sidecar", async () => {
    await fs.mkdir(path.join(root, "manual"), { recursive: true });
    await fs.writeFile(path.join(root, "manual/song.mp3"), bytes);
    const info = await storage.stat("manual/song.mp3");
    expect(info).toMatchObject({ size: 20, contentType: "audio/mpeg" });
    expect(info!.etag).toMatch(/^14-[0-9a-f]+$/);
  });

  it("serves inclusive byte ranges and clamps the end", async () => {
    await storage.put("r/file.bin", bytes, { contentType: "application/octet-stream" });
    const mid = await storage.getRange("r/file.bin", 2, 5);
    expect(mid).toMatchObject({ start: 2, end: 5, size: 20 });
    expect((await readAll(mid!.body)).toString()).toBe("2345");

    const tail = await storage.getRange("r/file.bin", 15, 1000);
    expect(tail).toMatchObject({ start: 15, end: 19 });
    expect((await readAll(tail!.body)).toString()).toBe("fghij");

    const one = await storage.getRange("r/file.bin", 19, 19);
    expect((await readAll(one!.body)).toString()).toBe("j");

    await expect(storage.getRange("r/file.bin", 20, 25)).rejects.toBeInstanceOf(
      RangeNotSatisfiableError,
    );
    await expect(storage.getRange("r/file.bin", 5, 4)).rejects.toBeInstanceOf(
      RangeNotSatisfiableError,
    );
  });

  it("rejects unsafe or malformed keys", async () => {
    const bad = [
      "",
      "../etc/passwd",
      "a/../../b",
      "/abs/path",
      "a\\b",
      "a\0b",
      "A/Upper.jpg",
      "a//b",
      "trailing/",
      "./x",
      "a/.hidden",
      "space here.jpg",
      "ünicode.jpg",
      "a/b.jpg.meta.json",
      "x".repeat(513),
    ];
    for (const key of bad) {
      expect(isValidKey(key), key).toBe(false);
      await expect(
        storage.put(key, bytes, { contentType: "text/plain" }),
        key,
      ).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage.get(key), key).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage.delete(key), key).rejects.toBeInstanceOf(InvalidKeyError);
    }
    expect(isValidKey("covers/2026/05/0f7c-a_b.v2.jpg")).toBe(true);
    // Nothing escaped the root.
    await expect(fs.stat(path.join(root, "..", "b"))).rejects.toThrow();
  });

  it("reports a key that is both a file and a folder as a storage error", async () => {
    await storage.put("clash/a", bytes, { contentType: "text/plain" });
    await expect(
      storage.put("clash/a/b", bytes, { contentType: "text/plain" }),
    ).rejects.toBeInstanceOf(StorageError);
    expect(await storage.stat("clash/a/b")).toBeNull();
  });

  it("builds public URLs and unique keys", () => {
    expect(storage.publicUrl("covers/x.jpg")).toBe("/media/covers/x.jpg");
    const cdn = createDiskStorage({ root, publicBaseUrl: "https://cdn.example.com/" });
    expect(cdn.publicUrl("covers/x.jpg")).toBe("https://cdn.example.com/covers/x.jpg");
    const now = new Date("2026-05-03T10:00:00Z");
    const a = newStorageKey({ prefix: "covers", ext: ".JPG", now });
    const b = newStorageKey({ prefix: "covers", ext: "jpg", now });
    expect(a).toMatch(/^covers\/2026\/05\/[0-9a-f-]{36}\.jpg$/);
    expect(a).not.toBe(b);
  });
});
