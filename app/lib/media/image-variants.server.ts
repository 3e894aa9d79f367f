import sharp from "sharp";
import { contentTypeFromKey } from "~/lib/storage/keys";
import { getStorage, type StorageAdapter } from "~/lib/storage/storage.server";
import { VARIANT_WIDTHS, variantKey, variantWidthsFor, type StoredImage } from "./responsive";

/**
 * Turns an uploaded image into the WebP variants pages show (key naming in
 * responsive.ts). Runs in the media job, not in a request: sharp is CPU-heavy and
 * this machine has two cores, so variants are made one after the other.
 *
 * Every variant is rotated upright from the EXIF orientation and carries no
 * metadata (sharp drops it unless asked to keep it): phone photos include GPS
 * positions that must not reach the public.
 */

export type MakeImageVariantsOptions = {
  /** The original's key, e.g. from `newStorageKey({ prefix: "covers", ext: "jpg" })`. */
  key: string;
  input: Buffer;
  /** Defaults to the product's storage. */
  storage?: StorageAdapter;
  /** Content type of the original when it still has to be stored; else from the key. */
  contentType?: string;
  widths?: readonly number[];
};

/** Keep decoding bounded: a 50-megapixel photo is plenty; bigger is likely an attack. */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 78;

export async function makeImageVariants({
  key,
  input,
  storage = getStorage(),
  contentType,
  widths = VARIANT_WIDTHS,
}: MakeImageVariantsOptions): Promise<StoredImage> {
  const source = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();

  // Dimensions after rotation: a portrait phone photo is stored landscape + EXIF 6.
  const { info: upright, data: small } = await source()
    .resize({ width: 64, height: 64, fit: "inside", withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new Error(`Not a readable image: ${key}`);

  // The original stays (for re-processing later); uploads normally put it there already.
  if (!(await storage.exists(key))) {
    await storage.put(key, input, { contentType: contentType ?? contentTypeFromKey(key) });
  }

  const variants = [];
  for (const w of variantWidthsFor(width, widths)) {
    const webp = await source()
      .resize({ width: w, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    const vKey = variantKey(key, w);
    await storage.put(vKey, webp, { contentType: "image/webp" });
    variants.push({ width: w, key: vKey });
  }

  return { key, width, height, variants, placeholderColor: averageColor(small, upright.channels) };
}

/** Mean colour of a thumbnail, as `#rrggbb`: calm placeholder while the image loads. */
function averageColor(pixels: Buffer, channels: number): string | undefined {
  if (channels < 3) {
    if (pixels.length === 0) return undefined;
    const grey = Math.round(
      pixels.reduce((sum, v, i) => (i % channels === 0 ? sum + v : sum), 0) /
        (pixels.length / channels),
    );
    return hex([grey, grey, grey]);
  }
  const sums = [0, 0, 0];
  const count = pixels.length / channels;
  for (let i = 0; i < pixels.length; i += channels) {
    sums[0] += pixels[i]!;
    sums[1] += pixels[i + 1]!;
    sums[2] += pixels[i + 2]!;
  }
  return count ? hex(sums.map((s) => Math.round(s / count))) : undefined;
}

function hex(rgb: number[]): string {
  return `#${rgb.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}
