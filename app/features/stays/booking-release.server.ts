import { inArray } from "drizzle-orm";
import { properties } from "~/db/schema";
import { releasePurchaseHolds } from "~/lib/hold-caps.server";
import type { Db, Tx } from "~/lib/db/client.server";
import { invalidateItemPages } from "~/lib/item-kind-registry.server";

/**
 * A booking stopped holding its nights (cancelled, expired, lapsed, checked out): its
 * `holds` rows (subject kind property, purchase type booking) are released, so the
 * per-buyer caps count it no more.
 */
export async function releaseBookingHolds(tx: Tx, bookingIds: readonly string[], now: Date) {
  for (const id of bookingIds) await releasePurchaseHolds(tx, { type: "booking", id }, now);
}

/**
 * The stays whose calendars changed: their public pages (and lists, search) are dropped.
 * Called after the change commits, so no request caches the page as it was.
 */
export async function invalidateStayPages(db: Db | Tx, propertyIds: readonly string[]) {
  if (!propertyIds.length) return;
  const rows = await db
    .select({ slug: properties.slug })
    .from(properties)
    .where(inArray(properties.id, [...new Set(propertyIds)]));
  invalidateItemPages(
    "property",
    rows.map((r) => r.slug),
  );
}
