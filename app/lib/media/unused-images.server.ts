import { inArray } from "drizzle-orm";
import { mediaAssets } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { getStorage, type StorageAdapter } from "~/lib/storage/storage.server";
import { variantKey } from "./responsive";

/** An image as far as removing it goes: its original's key and the variant widths made. */
export type ImageFiles = { key: string; variantWidths: readonly number[] };

/**
 * Removes images no row needs: their files (the original and each variant made), then
 * their `media_assets` records. Outside any transaction (storage may be S3). The files
 * go first: if storage fails, the record stays and the sweep that reads records
 * (listing-photos-sweep.server.ts) tries again, so no file is left unrecorded.
 */
export async function removeImages({
  images,
  storage = getStorage(),
}: {
  images: readonly ImageFiles[];
  storage?: StorageAdapter;
}) {
  if (images.length === 0) return;
  for (const { key, variantWidths } of images) {
    // A variant that was never made is simply missing: deleting it is no error.
    for (const file of [key, ...variantWidths.map((w) => variantKey(key, w))])
      await storage.delete(file);
  }
  const db = await getDb();
  await db.delete(mediaAssets).where(
    inArray(
      mediaAssets.key,
      images.map((i) => i.key),
    ),
  );
}
