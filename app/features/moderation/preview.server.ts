import { and, desc, eq } from "drizzle-orm";
import { content, events, moderationQueue, products, properties, reports } from "~/db/schema";
import type { Db } from "~/lib/db/client.server";
import { formatDateTime } from "~/lib/dates";
import { loadImages } from "~/lib/media/image-records.server";
import type { StoredImage } from "~/lib/media/responsive";
import { mediaUrl } from "~/lib/media/responsive";
import { formatNaira } from "~/lib/money";
import { ITEM_PATH, loadItems, type ItemType } from "./moderated-items.server";

export interface ItemPreview {
  type: ItemType;
  id: string;
  title: string;
  description: string;
  status: string;
  moderationStatus: string;
  moderationNotes: string | null;
  images: StoredImage[];
  /** Content only: the file itself, so a moderator can watch, listen or read it. */
  media: { url: string; mimeType: string; kind: string } | null;
  facts: Array<[label: string, value: string]>;
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
 * only show approved items, so the queue links here instead.
 */
export async function previewItem(db: Db, type: ItemType, id: string): Promise<ItemPreview | null> {
  const [base] = await loadItems(db, type, [id]);
  if (!base) return null;
  let preview: Omit<ItemPreview, "images" | "queue" | "publicPath"> & { imageKeys: string[] };

  switch (type) {
    case "content": {
      const [c] = await db.select().from(content).where(eq(content.id, id));
      preview = {
        type,
        id,
        title: c!.title,
        description: c!.description,
        status: c!.status,
        moderationStatus: c!.moderationStatus,
        moderationNotes: c!.moderationNotes,
        imageKeys: c!.thumbnailKey ? [c!.thumbnailKey] : [],
        media: { url: mediaUrl(c!.mediaKey), mimeType: c!.mimeType, kind: c!.contentType },
        facts: [
          ["Type", c!.contentType],
          ["Category", c!.category],
          ["Tags", c!.tags.join(", ") || "—"],
          ["File", `${c!.originalFilename ?? c!.mediaKey} (${Math.ceil(c!.fileSize / 1024)} KB)`],
          ["Uploaded", formatDateTime(c!.createdAt)],
        ],
      };
      break;
    }
    case "event": {
      const [e] = await db.select().from(events).where(eq(events.id, id));
      preview = {
        type,
        id,
        title: e!.title,
        description: e!.description,
        status: e!.status,
        moderationStatus: e!.moderationStatus,
        moderationNotes: e!.moderationNotes,
        imageKeys: e!.coverImageKey ? [e!.coverImageKey] : [],
        media: null,
        facts: [
          ["Starts", formatDateTime(e!.startDatetime)],
          ["Ends", formatDateTime(e!.endDatetime)],
          ["Venue", `${e!.venueName}, ${e!.venueAddress}`],
          ["City", `${e!.city}, ${e!.state}`],
          ["Tags", e!.tags.join(", ") || "—"],
        ],
      };
      break;
    }
    case "product": {
      const [p] = await db.select().from(products).where(eq(products.id, id));
      preview = {
        type,
        id,
        title: p!.title,
        description: p!.description,
        status: p!.status,
        moderationStatus: p!.moderationStatus,
        moderationNotes: p!.moderationNotes,
        imageKeys: p!.imageKeys,
        media: null,
        facts: [
          ["Price", formatNaira(p!.price)],
          ["Stock", String(p!.stock)],
          ["Category", p!.category],
          ["Location", p!.location ?? "—"],
          ["Delivery", p!.deliveryOptions.join(", ") || "—"],
        ],
      };
      break;
    }
    case "property": {
      const [s] = await db.select().from(properties).where(eq(properties.id, id));
      preview = {
        type,
        id,
        title: s!.title,
        description: s!.description,
        status: s!.status,
        moderationStatus: s!.moderationStatus,
        moderationNotes: s!.moderationNotes,
        imageKeys: s!.photoKeys,
        media: null,
        facts: [
          ["Type", s!.propertyType],
          ["Price per night", formatNaira(s!.basePricePerNight)],
          ["Guests", String(s!.maxGuests)],
          ["Address", `${s!.address}, ${s!.city}, ${s!.state}`],
          ["Amenities", s!.amenities.join(", ") || "—"],
        ],
      };
      break;
    }
  }

  const [images, queue] = await Promise.all([
    loadImages(db, preview.imageKeys.slice(0, 6)),
    db
      .select({
        id: moderationQueue.id,
        createdAt: moderationQueue.createdAt,
        reason: reports.reason,
        description: reports.description,
      })
      .from(moderationQueue)
      .leftJoin(reports, eq(reports.id, moderationQueue.reportId))
      .where(and(eq(moderationQueue.itemType, type), eq(moderationQueue.itemId, id)))
      .orderBy(desc(moderationQueue.createdAt)),
  ]);
  const { imageKeys, ...rest } = preview;
  return {
    ...rest,
    images: imageKeys.map((k) => images.get(k)).filter((i): i is StoredImage => !!i),
    publicPath: base.moderationStatus === "approved" ? `${ITEM_PATH[type]}/${base.slug}` : null,
    queue: queue.map((q) => ({ ...q, createdAt: q.createdAt.toISOString() })),
  };
}
