import { and, desc, eq } from "drizzle-orm";
import { moderationQueue, reports } from "~/db/schema";
import type { Db } from "~/lib/db/client.server";
import type { ItemPreviewDetails, ItemType } from "~/lib/item-kind";
import { findItemKind, itemPath } from "~/lib/item-kind-registry.server";
import { loadImages } from "~/lib/media/image-records.server";
import type { StoredImage } from "~/lib/media/responsive";
import { loadItems } from "./moderated-items.server";

export interface ItemPreview extends Omit<ItemPreviewDetails, "imageKeys"> {
  type: ItemType;
  id: string;
  images: StoredImage[];
  publicPath: string | null;
  queue: Array<{
    id: string;
    createdAt: string;
    reason: string | null;
    description: string | null;
  }>;
}

/**
 * Everything a moderator needs to judge an item that is not public yet: public pages
 * only show approved items, so the queue links here instead. The kind's descriptor
 * says what matters about its items; an unknown type or id is null (404).
 */
export async function previewItem(db: Db, type: string, id: string): Promise<ItemPreview | null> {
  const kind = findItemKind(type);
  if (!kind) return null;
  const [[base], details] = await Promise.all([
    loadItems(db, kind.type, [id]),
    kind.preview(db, id),
  ]);
  if (!base || !details) return null;
  const { imageKeys, ...rest } = details;

  const [images, queue] = await Promise.all([
    loadImages(db, imageKeys.slice(0, 6)),
    db
      .select({
        id: moderationQueue.id,
        createdAt: moderationQueue.createdAt,
        reason: reports.reason,
        description: reports.description,
      })
      .from(moderationQueue)
      .leftJoin(reports, eq(reports.id, moderationQueue.reportId))
      .where(and(eq(moderationQueue.itemType, kind.type), eq(moderationQueue.itemId, id)))
      .orderBy(desc(moderationQueue.createdAt)),
  ]);
  return {
    ...rest,
    type: kind.type,
    id,
    images: imageKeys.map((k) => images.get(k)).filter((i): i is StoredImage => !!i),
    publicPath: base.moderationStatus === "approved" ? itemPath(kind, base.slug) : null,
    queue: queue.map((q) => ({ ...q, createdAt: q.createdAt.toISOString() })),
  };
}
