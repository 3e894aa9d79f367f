import { inArray, sql } from "drizzle-orm";
import { mediaAssets } from "~/db/schema";
import type { Db, Tx } from "~/lib/db/client.server";
import { imageView, variantKey, type ImageView, type StoredImage } from "./responsive";

/** Remembers an image made by makeImageVariants so pages can draw it. */
export async function registerImages(db: Db | Tx, images: StoredImage[], ownerId?: string | null) {
  if (images.length === 0) return;
  await db
    .insert(mediaAssets)
    .values(
      images.map((img) => ({
        key: img.key,
        width: img.width,
        height: img.height,
        variantWidths: img.variants.map((v) => v.width),
        placeholderColor: img.placeholderColor ?? null,
        ownerId: ownerId ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: mediaAssets.key,
      set: {
        width: sql`excluded.width`,
        height: sql`excluded.height`,
        variantWidths: sql`excluded.variant_widths`,
        placeholderColor: sql`excluded.placeholder_color`,
      },
    });
}

/** Looks up the images behind a page's keys in one query. Unknown keys are left out. */
export async function loadImages(
  db: Db | Tx,
  keys: Array<string | null | undefined>,
): Promise<Map<string, StoredImage>> {
  const wanted = [...new Set(keys.filter((k): k is string => Boolean(k)))];
  const found = new Map<string, StoredImage>();
  if (wanted.length === 0) return found;
  const rows = await db.select().from(mediaAssets).where(inArray(mediaAssets.key, wanted));
  for (const r of rows) found.set(r.key, storedImageOf(r));
  return found;
}

/** The columns storedImageOf needs, for a query that joins media_assets itself (the cart's). */
export const storedImageColumns = {
  key: mediaAssets.key,
  width: mediaAssets.width,
  height: mediaAssets.height,
  variantWidths: mediaAssets.variantWidths,
  placeholderColor: mediaAssets.placeholderColor,
};

type StoredImageRow = {
  key: string;
  width: number;
  height: number;
  variantWidths: readonly number[];
  placeholderColor: string | null;
};

/** A media_assets row as an image pages can draw: its variants narrowest first. */
export function storedImageOf(r: StoredImageRow): StoredImage {
  return {
    key: r.key,
    width: r.width,
    height: r.height,
    placeholderColor: r.placeholderColor ?? undefined,
    variants: [...r.variantWidths]
      .sort((a, b) => a - b)
      .map((w) => ({ width: w, key: variantKey(r.key, w) })),
  };
}

/** The images behind `keys` as pages draw them, in the keys' order (unknown keys left out). */
export async function imageViewsOf(db: Db | Tx, keys: readonly string[]): Promise<ImageView[]> {
  const images = await loadImages(db, [...keys]);
  return keys.map((k) => imageView(images.get(k) ?? null)).filter((i): i is ImageView => !!i);
}

/**
 * Each row with its first image as `image` and its key list (`field`) dropped: one
 * query for a whole list (the owners' lists of products and properties).
 */
export async function withFirstImage<Row extends Record<string, unknown>, Field extends keyof Row>(
  db: Db | Tx,
  rows: Row[],
  field: Field,
): Promise<Array<Omit<Row, Field> & { image: ImageView | null }>> {
  const first = (row: Row) => (row[field] as readonly string[])[0];
  const images = await loadImages(db, rows.map(first));
  return rows.map((row) => {
    const { [field]: _keys, ...rest } = row;
    const key = first(row);
    return { ...rest, image: imageView(key ? (images.get(key) ?? null) : null) };
  });
}
