import { inArray } from "drizzle-orm";
import type { Db, Tx } from "~/lib/db/client.server";
import type { ItemType, ModerationStatus } from "~/lib/item-kind";
import { itemKind } from "~/lib/item-kind-registry.server";

export type { ItemType };

/** What a moderator needs to know about any reviewable item, whatever its table. */
export interface ModeratedItem {
  type: ItemType;
  id: string;
  title: string;
  slug: string;
  ownerId: string | null;
  moderationStatus: ModerationStatus;
}

/**
 * Loads items by type and ids from the kind's table and locks their rows (FOR UPDATE)
 * when `lock` is set, so a decision reads and writes the same state.
 */
export async function loadItems(
  db: Db | Tx,
  type: ItemType,
  ids: string[],
  { lock = false } = {},
): Promise<ModeratedItem[]> {
  if (ids.length === 0) return [];
  const kind = itemKind(type);
  const q = db
    .select({
      id: kind.columns.id,
      title: kind.columns.title,
      slug: kind.columns.slug,
      ownerId: kind.owner,
      moderationStatus: kind.columns.moderationStatus,
    })
    .from(kind.table)
    .where(inArray(kind.columns.id, ids));
  // The owner is a column or a subquery on the row: the lock holds the item's row only.
  const rows = (lock ? await q.for("update", { of: kind.table }) : await q) as Array<
    Omit<ModeratedItem, "type">
  >;
  return rows.map((r) => ({ ...r, type }));
}
