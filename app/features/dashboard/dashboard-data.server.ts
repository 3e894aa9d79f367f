import { getDb } from "~/lib/db/client.server";
import { userCache } from "~/lib/user-cache.server";
import { getMyAnalytics, listingsOwnedBy, listMyItems } from "./my-items.server";

/** The My Content page: everything the user created, newest first. */
export async function myItemsOf({ userId }: { userId: string }) {
  return listMyItems(await getDb(), userId);
}

/** The Analytics page: the user's own figures. */
export async function myAnalyticsOf({ userId }: { userId: string }) {
  return getMyAnalytics(await getDb(), userId);
}

type OwnedListings = { products: boolean; properties: boolean };

/**
 * Kept per person: every dashboard page asks (two `exists` on a database that answers one
 * statement at a time). What it answers changes when they list something (creating a
 * product or property forgets them) or their role changes (which forgets them too).
 */
const owned = userCache<OwnedListings>("owned-listings", { ttlMs: 60_000 });

/** Which listing pages the dashboard offers beyond the person's role (they own one). */
export async function ownedListingsOf({ userId }: { userId: string }): Promise<OwnedListings> {
  const found = await owned.get(userId, async () => ({
    value: await listingsOwnedBy(await getDb(), userId),
    userId,
  }));
  return found!;
}
