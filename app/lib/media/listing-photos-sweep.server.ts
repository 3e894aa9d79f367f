import { like, or, sql } from "drizzle-orm";
import { mediaAssets, products, properties } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { defineJob } from "~/lib/jobs/queue.server";
import { getLogger } from "~/lib/logger.server";
import type { StorageAdapter } from "~/lib/storage/storage.server";
import type { StoredImage } from "./responsive";
import { removeImages } from "./unused-images.server";

/**
 * Listing photos (products, properties) are stored, and recorded in `media_assets`,
 * before the listing's transaction; these remove the ones no listing names (ADR
 * 040): at once when a save fails, and by an hourly sweep for
 * what that missed (a process that died mid-save, storage down at the time, photos
 * removed by an edit).
 */

/** The storage prefixes listing photos are stored under (listing-form.server.ts). */
export const LISTING_PHOTO_PREFIXES = ["products", "properties"] as const;

/**
 * How old an unnamed photo must be before the sweep takes it: far longer than any save
 * takes between storing its photos and committing (a save in flight is never swept).
 */
export const UNUSED_PHOTO_GRACE_MS = 24 * 60 * 60 * 1000;

/** Which of `keys` a product or property names as a photo. */
async function keysInUse(keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const db = await getDb();
  const wanted = sql`ARRAY[${sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  )}]::text[]`;
  const result = await db.execute(sql`
    SELECT k AS key FROM ${products}, unnest(${products.imageKeys}) AS k
      WHERE ${products.imageKeys} && ${wanted}
    UNION
    SELECT k FROM ${properties}, unnest(${properties.photoKeys}) AS k
      WHERE ${properties.photoKeys} && ${wanted}`);
  return new Set((result as unknown as { rows: { key: string }[] }).rows.map((r) => r.key));
}

/**
 * Removes photos stored for a save that did not happen (files and records), except any
 * a listing names after all. It never throws over the save's own error: if storage
 * fails, the records stay and the sweep removes them later.
 */
export async function discardListingPhotos(images: StoredImage[], storage?: StorageAdapter) {
  try {
    const named = await keysInUse(images.map((i) => i.key));
    await removeImages({
      images: images
        .filter((i) => !named.has(i.key))
        .map((i) => ({ key: i.key, variantWidths: i.variants.map((v) => v.width) })),
      ...(storage ? { storage } : {}),
    });
  } catch (err) {
    getLogger().warn({ err }, "unsaved listing photos left to the sweep");
  }
}

/**
 * Removes recorded listing photos older than the grace period that no listing names,
 * at most `limit` a run. Returns how many went. The keys listings name are gathered
 * once and anti-joined (a hash join: one pass over each table, not one per photo).
 */
export async function sweepUnusedListingPhotos({
  now = new Date(),
  limit = 200,
  storage,
}: { now?: Date; limit?: number; storage?: StorageAdapter } = {}) {
  const db = await getDb();
  const cutoff = new Date(now.getTime() - UNUSED_PHOTO_GRACE_MS);
  const prefixed = or(...LISTING_PHOTO_PREFIXES.map((p) => like(mediaAssets.key, `${p}/%`)));
  const result = await db.execute(sql`
    WITH named AS (
      SELECT unnest(${products.imageKeys}) AS key FROM ${products}
      UNION ALL
      SELECT unnest(${properties.photoKeys}) FROM ${properties}
    )
    SELECT ${mediaAssets.key} AS key, ${mediaAssets.variantWidths} AS variant_widths
      FROM ${mediaAssets}
      WHERE ${prefixed} AND ${mediaAssets.createdAt} < ${cutoff.toISOString()}::timestamptz
        AND NOT EXISTS (SELECT 1 FROM named WHERE named.key = ${mediaAssets.key})
      LIMIT ${limit}`);
  const { rows } = result as unknown as { rows: { key: string; variant_widths: number[] }[] };
  const unused = rows.map((r) => ({ key: r.key, variantWidths: r.variant_widths }));
  await removeImages({ images: unused, ...(storage ? { storage } : {}) });
  if (unused.length) getLogger().info({ count: unused.length }, "unused listing photos removed");
  return unused.length;
}

/** Hourly: pg-boss sends one per hour whatever the number of processes. */
export const sweepUnusedListingPhotosJob = defineJob<object>({
  name: "media.listing-photos-sweep",
  cron: "41 * * * *",
  retryLimit: 0,
  expireInSeconds: 600,
  async run() {
    await sweepUnusedListingPhotos();
  },
});
