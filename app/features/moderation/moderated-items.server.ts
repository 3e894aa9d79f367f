import { eq, inArray } from "drizzle-orm";
import { content, events, products, properties, vendorProfiles } from "~/db/schema";
import type { Db, Tx } from "~/lib/db/client.server";

export type ItemType = "content" | "event" | "product" | "property";

/** What a moderator needs to know about any reviewable item, whatever its table. */
export interface ModeratedItem {
  type: ItemType;
  id: string;
  title: string;
  slug: string;
  ownerId: string | null;
  moderationStatus: "pending" | "approved" | "rejected";
}

/** Public page of an item of each type (DECISIONS.md > Routes). */
export const ITEM_PATH: Record<ItemType, string> = {
  content: "/content",
  event: "/events",
  product: "/marketplace",
  property: "/bookings",
};

/** How the item is named to its owner ("Your event …"). */
export const ITEM_NOUN: Record<ItemType, string> = {
  content: "content",
  event: "event",
  product: "product",
  property: "property",
};

/**
 * Loads items by type and ids and locks their rows (FOR UPDATE) when `lock` is set,
 * so a decision reads and writes the same state.
 */
export async function loadItems(
  db: Db | Tx,
  type: ItemType,
  ids: string[],
  { lock = false } = {},
): Promise<ModeratedItem[]> {
  if (ids.length === 0) return [];
  switch (type) {
    case "content": {
      const q = db
        .select({
          id: content.id,
          title: content.title,
          slug: content.slug,
          ownerId: content.creatorId,
          moderationStatus: content.moderationStatus,
        })
        .from(content)
        .where(inArray(content.id, ids));
      return (lock ? await q.for("update") : await q).map((r) => ({ ...r, type }));
    }
    case "event": {
      const q = db
        .select({
          id: events.id,
          title: events.title,
          slug: events.slug,
          ownerId: events.organizerId,
          moderationStatus: events.moderationStatus,
        })
        .from(events)
        .where(inArray(events.id, ids));
      return (lock ? await q.for("update") : await q).map((r) => ({ ...r, type }));
    }
    case "product": {
      const q = db
        .select({
          id: products.id,
          title: products.title,
          slug: products.slug,
          ownerId: vendorProfiles.userId,
          moderationStatus: products.moderationStatus,
        })
        .from(products)
        .innerJoin(vendorProfiles, eq(vendorProfiles.id, products.vendorId))
        .where(inArray(products.id, ids));
      return (lock ? await q.for("update", { of: products }) : await q).map((r) => ({
        ...r,
        type,
      }));
    }
    case "property": {
      const q = db
        .select({
          id: properties.id,
          title: properties.title,
          slug: properties.slug,
          ownerId: properties.ownerId,
          moderationStatus: properties.moderationStatus,
        })
        .from(properties)
        .where(inArray(properties.id, ids));
      return (lock ? await q.for("update") : await q).map((r) => ({ ...r, type }));
    }
  }
}

export interface Decision {
  approve: boolean;
  moderatorId: string;
  notes: string | null;
}

/**
 * Applies a decision to the item (spec 001 §4): approve publishes content and events
 * and activates products and properties; reject marks the item rejected, which every
 * public query hides.
 */
export async function applyDecision(tx: Tx, type: ItemType, id: string, d: Decision) {
  const stamp = {
    moderationStatus: d.approve ? ("approved" as const) : ("rejected" as const),
    moderationNotes: d.notes,
    moderatedBy: d.moderatorId,
    moderatedAt: new Date(),
    updatedAt: new Date(),
  };
  switch (type) {
    case "content":
      await tx
        .update(content)
        .set(d.approve ? { ...stamp, status: "published" } : stamp)
        .where(eq(content.id, id));
      return;
    case "event":
      await tx
        .update(events)
        .set(d.approve ? { ...stamp, status: "published" } : stamp)
        .where(eq(events.id, id));
      return;
    case "product":
      await tx
        .update(products)
        .set(d.approve ? { ...stamp, status: "active" } : stamp)
        .where(eq(products.id, id));
      return;
    case "property":
      await tx
        .update(properties)
        .set(d.approve ? { ...stamp, status: "active" } : stamp)
        .where(eq(properties.id, id));
      return;
  }
}
