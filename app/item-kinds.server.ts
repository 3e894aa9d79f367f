import { contentKind } from "~/features/content/content-kind.server";
import { eventKind } from "~/features/events/event-kind.server";
import { productKind } from "~/features/marketplace/product-kind.server";
import { propertyKind } from "~/features/stays/property-kind.server";
import { notifyFollowersOfPublish } from "~/features/follows/notify-followers.server";
import { onItemMayBePublic } from "~/lib/item-published.server";
import type { ItemKinds } from "~/lib/item-kind";
import { registerItemKinds } from "~/lib/item-kind-registry.server";

/**
 * Composition root of the item kinds: the only module that imports every vertical's
 * descriptor. Moderation, reports, search, the sitemap, id links and "my items" read
 * the kinds from the registry (lib/item-kind-registry.server.ts), never from a
 * vertical. Imported once by each entry point (entry.server.tsx, server/app.ts, the
 * test setup and scripts); a kind missing here is a compile error (`ItemKinds`).
 * The order is the order of search's "all" view and of the sitemap.
 */
export const ITEM_KINDS = {
  event: eventKind,
  product: productKind,
  property: propertyKind,
  content: contentKind,
} satisfies ItemKinds;

registerItemKinds(ITEM_KINDS);

// Whoever listens when an item may have become public (lib/item-published.server.ts):
// followers hear of what the people they follow publish (issue 35).
onItemMayBePublic(notifyFollowersOfPublish);
