import { and, eq } from "drizzle-orm";
import { events, profiles } from "~/db/schema";
import { can } from "~/features/accounts/permissions";
import { AppError } from "~/lib/app-error.server";
import { invalidatePublicCache } from "~/lib/cache.server";
import { getDb } from "~/lib/db/client.server";
import { eventAdminToasts } from "./messages";

/**
 * Marks an event featured (the Featured Events tab, latest pick first) or takes it off.
 * The actor's right is read from the database in the transaction, never taken from the
 * request. Any approved event may be picked; the tab itself shows only listed ones.
 */
export async function setEventFeatured({
  actorId,
  eventId,
  featured,
}: {
  actorId: string;
  eventId: string;
  featured: boolean;
}) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [actor] = await tx
      .select({ role: profiles.role })
      .from(profiles)
      .where(eq(profiles.id, actorId));
    if (!can(actor?.role, "events:feature")) throw new AppError("forbidden");
    const [row] = await tx
      .update(events)
      .set({ featured, featuredAt: featured ? new Date() : null, updatedAt: new Date() })
      .where(and(eq(events.id, eventId), eq(events.moderationStatus, "approved")))
      .returning({ id: events.id });
    if (!row) throw new AppError("notFound");
  });
  // The Featured tab and the event page are cached for anonymous visitors.
  invalidatePublicCache();
  return featured ? eventAdminToasts.featured : eventAdminToasts.unfeatured;
}
