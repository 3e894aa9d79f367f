import { and, eq, isNull } from "drizzle-orm";
import { moderationQueue } from "~/db/schema";
import type { Tx } from "~/lib/db/client.server";

type ItemType = (typeof moderationQueue.$inferInsert)["itemType"];

/**
 * Puts an item in the moderators' queue for review (a new item, or one whose public
 * words or pictures changed), inside the transaction that changed it. One review entry
 * per item (moderation_queue_item_idx): an item already waiting keeps its entry, which
 * takes the current title. Reports keep their own entries.
 */
export async function queueForReview(
  tx: Tx,
  entry: { itemType: ItemType; itemId: string; title: string; userId: string },
) {
  const updated = await tx
    .update(moderationQueue)
    .set({ title: entry.title })
    .where(
      and(
        eq(moderationQueue.itemType, entry.itemType),
        eq(moderationQueue.itemId, entry.itemId),
        isNull(moderationQueue.reportId),
      ),
    )
    .returning({ id: moderationQueue.id });
  if (updated.length === 0) await tx.insert(moderationQueue).values(entry);
}
