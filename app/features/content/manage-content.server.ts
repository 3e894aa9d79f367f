import { and, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { content, mediaAssets, moderationQueue } from "~/db/schema";
import { authorize, type Actor, type Permission } from "~/features/accounts/permissions";
import { AppError } from "~/lib/app-error.server";
import { invalidatePublicCache } from "~/lib/cache.server";
import { getDb, type Tx } from "~/lib/db/client.server";
import { defineJob, enqueue } from "~/lib/jobs/queue.server";
import { loadImages, registerImages } from "~/lib/media/image-records.server";
import { VARIANT_WIDTHS, variantKey } from "~/lib/media/responsive";
import { generalErrors } from "~/lib/messages/error-pages";
import { getStorage } from "~/lib/storage/storage.server";
import type { ContentDetailsInput } from "./content-details-schema";
import { contentManageCopy } from "./messages";
import { storeContentThumbnail } from "./content-thumbnail.server";

/**
 * A creator's own content, managed from My Content (issue 15): edit its details, replace
 * its thumbnail, delete it. Only its creator or an admin (items:edit / items:delete, own
 * or any), checked on the row locked inside the transaction that changes it.
 */

const idSchema = z.uuid();

async function lockOwnContent(tx: Tx, contentId: string, actor: Actor, permission: Permission) {
  // Ids that are not ids are 404 before any query.
  if (!idSchema.safeParse(contentId).success) throw new AppError("notFound");
  const [row] = await tx.select().from(content).where(eq(content.id, contentId)).for("update");
  if (!row) throw new AppError("notFound");
  if (!authorize(actor, permission, { ownerId: row.creatorId })) throw new AppError("forbidden");
  return row;
}

/** The item, for its creator or an admin: what its edit and delete pages show. */
export async function loadOwnContent({
  contentId,
  actor,
  permission = "items:edit",
}: {
  contentId: string;
  actor: Actor;
  permission?: Extract<Permission, "items:edit" | "items:delete">;
}) {
  const db = await getDb();
  return db.transaction((tx) => lockOwnContent(tx, contentId, actor, permission));
}

/** The edit page's data: the details as saved and the current thumbnail. */
export async function contentForEdit({ contentId, actor }: { contentId: string; actor: Actor }) {
  const row = await loadOwnContent({ contentId, actor });
  const images = await loadImages(await getDb(), [row.thumbnailKey]);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    tags: row.tags,
    contentType: row.contentType,
    processingStatus: row.processingStatus,
    thumbnail: row.thumbnailKey ? (images.get(row.thumbnailKey) ?? null) : null,
  };
}

export type ContentState = {
  processingStatus: "processing" | "ready" | "failed";
  processingError: string | null;
};

/** Processing state of the creator's items (My Content), by id, in one query. */
export async function myContentStates({
  userId,
}: {
  userId: string;
}): Promise<Record<string, ContentState>> {
  const db = await getDb();
  const rows = await db
    .select({
      id: content.id,
      processingStatus: content.processingStatus,
      processingError: content.processingError,
    })
    .from(content)
    .where(eq(content.creatorId, userId))
    .orderBy(desc(content.createdAt))
    .limit(200);
  return Object.fromEntries(rows.map(({ id, ...state }) => [id, state]));
}

/** Puts the item back in the review queue (one open entry per item). */
async function requeueForReview(tx: Tx, row: { id: string; title: string; creatorId: string }) {
  await tx
    .insert(moderationQueue)
    .values({ itemType: "content", itemId: row.id, title: row.title, userId: row.creatorId })
    .onConflictDoNothing();
}

/**
 * Saves new details. Content stays published (it is published at once, and reviewed
 * after), but an approved item whose public words changed goes back to review: an
 * approval was of the words the moderator read.
 */
export async function updateContentDetails({
  contentId,
  actor,
  input,
  now = new Date(),
}: {
  contentId: string;
  actor: Actor;
  input: ContentDetailsInput;
  now?: Date;
}) {
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    const row = await lockOwnContent(tx, contentId, actor, "items:edit");
    const wordsChanged =
      row.title !== input.title ||
      row.description !== input.description ||
      row.tags.join(",") !== input.tags.join(",");
    const backToReview = wordsChanged && row.moderationStatus === "approved";
    const [updated] = await tx
      .update(content)
      .set({
        title: input.title,
        description: input.description,
        category: input.category,
        tags: input.tags,
        updatedAt: now,
        ...(backToReview
          ? { moderationStatus: "pending" as const, moderatedAt: null, moderatedBy: null }
          : {}),
      })
      .where(eq(content.id, row.id))
      .returning();
    if (backToReview) await requeueForReview(tx, updated!);
    else
      await tx
        .update(moderationQueue)
        .set({ title: input.title })
        .where(and(eq(moderationQueue.itemType, "content"), eq(moderationQueue.itemId, row.id)));
    return { item: updated!, backToReview };
  });
  invalidatePublicCache();
  return saved;
}

/** Files of an item and the WebP variants the image pipeline made of them. */
export function withVariants(keys: Array<string | null>) {
  const unique = [...new Set(keys.filter((k): k is string => !!k))];
  return unique.flatMap((key) => [key, ...VARIANT_WIDTHS.map((w) => variantKey(key, w))]);
}

/** Removes stored files after the row that named them is gone (storage is never awaited in a transaction). */
export const removeContentFilesJob = defineJob<{ keys: string[] }>({
  name: "content.remove-files",
  retryLimit: 5,
  retryDelaySeconds: 60,
  async run({ keys }) {
    const storage = getStorage();
    // Variants that were never made are simply missing: deleting them is no error.
    for (const key of withVariants(keys)) await storage.delete(key);
  },
});

/**
 * Replaces the item's thumbnail with an uploaded picture, made through the image
 * pipeline before the transaction. The creator's previous picture is removed; the
 * image itself or a video's poster frame (which the thumbnail may have been) stays.
 */
export async function replaceContentThumbnail({
  contentId,
  actor,
  bytes,
}: {
  contentId: string;
  actor: Actor;
  bytes: Buffer;
}) {
  if (bytes.length === 0)
    throw new AppError("fileType", {
      message: generalErrors.fileType,
      fieldErrors: { thumbnail: [contentManageCopy.thumbnailMissing] },
    });
  // The owner is checked before any image work, and again on the locked row below.
  await loadOwnContent({ contentId, actor });
  const image = await storeContentThumbnail({ bytes });
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await lockOwnContent(tx, contentId, actor, "items:edit");
    await tx
      .update(content)
      .set({ thumbnailKey: image.key, updatedAt: new Date() })
      .where(eq(content.id, row.id));
    await registerImages(tx, [image], row.creatorId);
    const previous = row.thumbnailKey;
    if (previous && previous !== row.mediaKey && previous !== row.posterKey) {
      await tx.delete(mediaAssets).where(eq(mediaAssets.key, previous));
      await enqueue(tx, removeContentFilesJob, { keys: [previous] });
    }
  });
  invalidatePublicCache();
  return image;
}

/**
 * Deletes the item for good: its row (views go with it), its review-queue entries, the
 * image records of its files; the files themselves are removed by a job after commit.
 */
export async function deleteContent({ contentId, actor }: { contentId: string; actor: Actor }) {
  const db = await getDb();
  const removed = await db.transaction(async (tx) => {
    const row = await lockOwnContent(tx, contentId, actor, "items:delete");
    const keys = [row.mediaKey, row.thumbnailKey, row.posterKey, row.dataSaverKey].filter(
      (k): k is string => !!k,
    );
    await tx
      .delete(moderationQueue)
      .where(and(eq(moderationQueue.itemType, "content"), eq(moderationQueue.itemId, row.id)));
    await tx.delete(content).where(eq(content.id, row.id));
    await tx.delete(mediaAssets).where(inArray(mediaAssets.key, keys));
    await enqueue(tx, removeContentFilesJob, { keys });
    return row;
  });
  invalidatePublicCache();
  return removed;
}
