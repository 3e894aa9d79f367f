import { and, eq, ne, sql } from "drizzle-orm";
import { ownerNotSuspended } from "~/features/people/public-page.server";
import { content } from "~/db/schema";
import { formatDateTime } from "~/lib/dates";
import type { ItemKind } from "~/lib/item-kind";
import { mediaUrl } from "~/lib/media/responsive";
import { decisionStamp, itemColumns } from "~/lib/item-kind-helpers";

/**
 * The one public rule of content (docs/product-decisions.md): public once published and
 * processed (issue 15: an upload shows once its processing job made it `ready`), unless a
 * moderator rejected it. Every public read (lists, the item page, search, the sitemap,
 * reports) goes through this. The partial indexes on visible content (drizzle/0005 and
 * the schema) repeat its first two terms literally, as SQL must; rows still processing
 * are few, so filtering them after the index costs nothing.
 */
export const publicContentWhere = () =>
  and(
    eq(content.status, "published"),
    ne(content.moderationStatus, "rejected"),
    eq(content.processingStatus, "ready"),
    ownerNotSuspended(
      content.id,
      (ids) => sql`select so.id from ${content} so where so.creator_id in ${ids}`,
    ),
  )!;

export const contentKind: ItemKind<"content"> = {
  type: "content",
  area: "content",
  cachePrefix: "content:",
  noun: "content",
  label: "Content",
  table: content,
  columns: itemColumns(content),
  owner: content.creatorId,
  ownedBy: (userId) => eq(content.creatorId, userId),
  publicWhere: publicContentWhere,

  async applyDecision(tx, id, d) {
    await tx
      .update(content)
      .set(decisionStamp(d, { status: "published" as const }))
      .where(eq(content.id, id));
  },

  async preview(db, id) {
    const [c] = await db.select().from(content).where(eq(content.id, id));
    if (!c) return null;
    return {
      title: c.title,
      description: c.description,
      status: c.status,
      moderationStatus: c.moderationStatus,
      moderationNotes: c.moderationNotes,
      imageKeys: c.thumbnailKey ? [c.thumbnailKey] : [],
      media: { url: mediaUrl(c.mediaKey), mimeType: c.mimeType, kind: c.contentType },
      facts: [
        ["Type", c.contentType],
        ["Category", c.category],
        ["Tags", c.tags.join(", ") || "—"],
        ["File", `${c.originalFilename ?? c.mediaKey} (${Math.ceil(c.fileSize / 1024)} KB)`],
        ["Uploaded", formatDateTime(c.createdAt)],
      ],
    };
  },

  search: {
    description: sql<string>`${content.description}`,
    image: sql<string | null>`${content.thumbnailKey}`,
    location: sql<string | null>`null::text`,
    price: sql<number | null>`null::integer`,
    date: sql<Date>`coalesce(${content.publishedAt}, ${content.createdAt})`,
    tags: sql<string[]>`array[${content.category}] || ${content.tags}`,
    dateOrder: "desc",
    // No price: every item ties, so a price sort is the relevance order.
    priceIndexed: false,
  },
  sitemap: { slug: content.slug, lastmod: content.updatedAt },
};
