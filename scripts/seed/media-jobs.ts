import sharp from "sharp";
import { registerImages } from "~/lib/media/image-records.server";
import { makeImageVariants } from "~/lib/media/image-variants.server";
import {
  VARIANT_WIDTHS,
  variantKey,
  variantWidthsFor,
  type StoredImage,
} from "~/lib/media/responsive";
import type { Db, Tx } from "~/lib/db/client.server";
import type { StorageAdapter } from "~/lib/storage/storage.server";

/**
 * Demo media made and stored with bounded concurrency (sharp and ffmpeg are
 * CPU-bound; this machine has two cores). Jobs run first-in first-out, so media
 * queued area by area finishes area by area and the seed can insert one area's rows
 * while the next area's images are still being made. Never call these inside a
 * database transaction.
 */
export class MediaJobs {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /** Originals made and stored, and ones found already stored (db:reset keeps uploads). */
  readonly stats = { images: 0, files: 0, reused: 0, bytes: 0 };

  constructor(
    private readonly storage: StorageAdapter,
    private readonly concurrency = 2,
  ) {}

  private async slot<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency)
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await job();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  /**
   * Makes an image and stores it at `key` with its WebP variants. Skipped when the
   * original and its variants are already stored (same key, same deterministic bytes:
   * db:reset keeps uploads). Resolves to the image record pages need (register it
   * with `registerAll`) and the original's size in bytes.
   */
  image(
    key: string,
    make: () => Promise<Buffer>,
    size: { width: number; height: number },
    ownerId: string | null = null,
    // Avatars use their own small steps (the header asks for the 64 px one).
    steps: readonly number[] = VARIANT_WIDTHS,
  ): Promise<SeedImage> {
    return this.slot(async () => {
      const widths = variantWidthsFor(size.width, steps);
      const largest = widths.at(-1);
      const stored = await this.storage.stat(key);
      if (
        stored &&
        (largest === undefined || (await this.storage.exists(variantKey(key, largest))))
      ) {
        this.stats.reused++;
        const image: StoredImage = {
          key,
          width: size.width,
          height: size.height,
          variants: widths.map((w) => ({ width: w, key: variantKey(key, w) })),
          placeholderColor: await this.averageColor(key),
        };
        return { image, ownerId, bytes: stored.size };
      }
      const input = await make();
      const image = await makeImageVariants({
        key,
        input,
        storage: this.storage,
        widths: steps,
      });
      this.stats.images++;
      this.stats.bytes += input.length;
      return { image, ownerId, bytes: input.length };
    });
  }

  /** `#rrggbb` mean colour of a stored image (the placeholder painted while it loads). */
  private async averageColor(key: string): Promise<string | undefined> {
    const object = await this.storage.get(key);
    if (!object) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body as AsyncIterable<Uint8Array>)
      chunks.push(Buffer.from(chunk));
    const { data, info } = await sharp(Buffer.concat(chunks))
      .resize({ width: 64, height: 64, fit: "inside" })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const sums = [0, 0, 0];
    for (let i = 0; i < data.length; i += info.channels)
      for (let c = 0; c < 3; c++) sums[c]! += data[i + c]!;
    const n = data.length / info.channels || 1;
    return `#${sums
      .map((v) =>
        Math.round(v / n)
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")}`;
  }

  /** Makes and stores a non-image file; resolves to its size in bytes, or null if `make` gave nothing. */
  file(
    key: string,
    contentType: string,
    make: () => Promise<Buffer | null> | Buffer | null,
  ): Promise<number | null> {
    return this.slot(async () => {
      const existing = await this.storage.stat(key);
      if (existing) {
        this.stats.reused++;
        return existing.size;
      }
      const body = await make();
      if (!body) return null;
      await this.storage.put(key, body, { contentType });
      this.stats.files++;
      this.stats.bytes += body.length;
      return body.length;
    });
  }
}

/** Waits for a list of jobs; the first failure rejects (others keep running to the end). */
export async function allDone<T>(jobs: Array<Promise<T>>): Promise<T[]> {
  const settled = await Promise.allSettled(jobs);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === "rejected");
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<T>).value);
}

export type SeedImage = { image: StoredImage; ownerId: string | null; bytes: number };

/** Records the images in media_assets (what pages read to draw them), grouped by owner. */
export async function registerAll(tx: Db | Tx, images: SeedImage[]) {
  const byOwner = new Map<string | null, StoredImage[]>();
  for (const { image, ownerId } of images) {
    const list = byOwner.get(ownerId) ?? [];
    if (!list.some((i) => i.key === image.key)) list.push(image);
    byOwner.set(ownerId, list);
  }
  for (const [ownerId, list] of byOwner) {
    for (let i = 0; i < list.length; i += 300)
      await registerImages(tx, list.slice(i, i + 300), ownerId);
  }
}
