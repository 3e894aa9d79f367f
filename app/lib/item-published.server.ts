import type { Tx } from "~/lib/db/client.server";
import type { ItemType } from "./item-kind";

/*
 * The one hook for "an item may just have become public" (issue 35, ADR 072): every
 * path that can make content, an event, a product or a stay visible (a moderator's
 * approval, processing finishing, an owner reactivating an approved listing) calls
 * `itemMayBePublic` in its own transaction. Listeners decide for themselves whether
 * the item is public now and whether they already acted on it, so a caller never has
 * to know whether this is the first time, and calling it once too often is harmless.
 *
 * Listeners are registered by the composition (app/item-kinds.server.ts), so the
 * verticals that call the hook never import the features that listen (following).
 */

export type PublishedItem = { type: ItemType; id: string };
export type PublishListener = (tx: Tx, item: PublishedItem) => Promise<void>;

const listeners = new Set<PublishListener>();

/** Adds a listener (once: registering the same function again changes nothing). */
export function onItemMayBePublic(listener: PublishListener) {
  listeners.add(listener);
}

/**
 * Tells the listeners that `item` may now be public. Runs in the caller's transaction:
 * what the listeners write (notifications) commits or rolls back with the change.
 */
export async function itemMayBePublic(tx: Tx, item: PublishedItem) {
  for (const listener of listeners) await listener(tx, item);
}
