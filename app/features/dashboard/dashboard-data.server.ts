import { getDb } from "~/lib/db/client.server";
import { getMyAnalytics, listingsOwnedBy, listMyItems } from "./my-items.server";

/** The My Content page: everything the user created, newest first. */
export async function myItemsOf({ userId }: { userId: string }) {
  return listMyItems(await getDb(), userId);
}

/** The Analytics page: the user's own figures. */
export async function myAnalyticsOf({ userId }: { userId: string }) {
  return getMyAnalytics(await getDb(), userId);
}

/** Which listing pages the dashboard offers beyond the person's role (they own one). */
export async function ownedListingsOf({ userId }: { userId: string }) {
  return listingsOwnedBy(await getDb(), userId);
}
