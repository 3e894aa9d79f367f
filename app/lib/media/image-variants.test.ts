import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readAll } from "~/lib/storage/body.server";
import { createDiskStorage } from "~/lib/storage/disk-storage.server";
import type { StorageAdapter } from "~/lib/storage/storage.server";
import { makeImageVariants } from "./image-variants.server";

let root: string;
let storage: StorageAdapter;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "image-variants-"));
  storage = createDiskStorage({ root });
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });
}

describe("makeImageVariants", () => {
  it("rotates by EXIF, strips metadata and stores WebP variants beside the original", async () => {
    // Landscape pixels + orientation 6 = a portrait photo as phones store it.
    const input = await photo(1500, 1000).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const key = "covers/2026/05/abc.jpg";
    const image = await makeImageVariants({ key, input, storage });

    expect(image).toMatchObject({ key, width: 1000, height: 1500 });
    expect(image.variants).toEqual([
      { width: 320, key: "covers/2026/05/abc/w320.webp" },
      { width: 640, key: "covers/2026/05/abc/w640.webp" },
      { width: 1000, key: "covers/2026/05/abc/w1000.webp" },
    ]);
    expect(image.placeholderColor).toMatch(/^#c[0-9a-f]2[0-9a-f]2[0-9a-f]$/);

    for (const variant of image.variants) {
      const stored = await storage.get(variant.key);
      expect(stored?.contentType).toBe("image/webp");
      const meta = await sharp(await readAll(stored!.body)).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(variant.width);
      expect(meta.height).toBe(Math.round((variant.width * 1500) / 1000));
      expect(meta.orientation).toBeUndefined();
      expect(meta.exif).toBeUndefined();
    }
    // The original is kept as uploaded.
    expect(await readAll((await storage.get(key))!.body)).toEqual(input);
    expect((await storage.stat(key))!.contentType).toBe("image/jpeg");
  });

  it("makes all three widths from a large image", async () => {
    const input = await photo(2400, 1350).png().toBuffer();
    const image = await makeImageVariants({ key: "p/big.png", input, storage });
    expect(image.variants.map((v) => v.width)).toEqual([320, 640, 1024]);
  });

  it("never upscales a small image", async () => {
    const input = await photo(200, 100).png().toBuffer();
    const image = await makeImageVariants({ key: "p/tiny.png", input, storage });
    expect(image).toMatchObject({ width: 200, height: 100 });
    expect(image.variants).toEqual([{ width: 200, key: "p/tiny/w200.webp" }]);
    const meta = await sharp(
      await readAll((await storage.get("p/tiny/w200.webp"))!.body),
    ).metadata();
    expect(meta.width).toBe(200);
  });

  it("does not rewrite an original that is already stored", async () => {
    const input = await photo(400, 300).jpeg().toBuffer();
    await storage.put("p/up.jpg", input, { contentType: "image/jpeg" });
    const before = await storage.stat("p/up.jpg");
    await makeImageVariants({ key: "p/up.jpg", input, storage });
    expect((await storage.stat("p/up.jpg"))!.lastModified).toEqual(before!.lastModified);
  });

  it("rejects bytes that are not an image", async () => {
    // Refused by the image reader for what the bytes are, not by any other slip (issue 30).
    await expect(
      makeImageVariants({ key: "p/bad.jpg", input: Buffer.from("not an image"), storage }),
    ).rejects.toThrow("Input buffer contains unsupported image format");
    expect(await storage.exists("p/bad.jpg")).toBe(false);
  });
});
