import { eq } from "drizzle-orm";
import { data } from "react-router";
import { events, profiles } from "~/db/schema";
import { requireUser } from "~/features/accounts/guards.server";
import { authorize, can } from "~/features/accounts/permissions";
import { normalizeRole } from "~/features/accounts/roles";
import { AppError } from "~/lib/app-error.server";
import type { Db, Tx } from "~/lib/db/client.server";
import { organizerToasts } from "./organizer-messages";

/** What a refused visitor of the events dashboard gets: the layout shows the screen. */
export type OrganizerAccessRequired = { organizerAccessRequired: true };

/**
 * Every events-dashboard loader and action starts here (001 §2): signed-out visitors go
 * to sign in (their path kept), other signed-in people get 403 with the spec's 'Event
 * Organizer Access Required' screen (the layout's error boundary draws it), never data.
 */
export async function requireOrganizerArea(request: Request) {
  const user = await requireUser(request);
  if (can(user.role, "area:events-dashboard")) return user;
  throw data<OrganizerAccessRequired>({ organizerAccessRequired: true }, { status: 403 });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An event id from a URL: anything but a UUID names no event (and must not reach SQL). */
export function eventIdFrom(raw: string | undefined): string {
  if (!raw || !UUID.test(raw)) throw new AppError("notFound");
  return raw.toLowerCase();
}

export type ManagedEvent = typeof events.$inferSelect;

/**
 * The event `actorId` runs, locked for the rest of the transaction (FOR UPDATE), after
 * checking in that same transaction that the actor may manage it: its organizer, or
 * an admin (`events:manage`, own/any). The role is read again from the database, so
 * a role taken away a second ago no longer counts. Unknown events are 404; someone
 * else's are 403, whatever the session says.
 */
export async function lockManagedEvent(
  tx: Tx | Db,
  { eventId, actorId }: { eventId: string; actorId: string },
): Promise<ManagedEvent> {
  const [actor] = await tx
    .select({ role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, actorId));
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for("update");
  if (!event) throw new AppError("notFound");
  const allowed = authorize(
    { id: actorId, role: actor ? normalizeRole(actor.role) : null },
    "events:manage",
    { ownerId: event.organizerId },
  );
  if (!allowed) throw new AppError("forbidden", { message: organizerToasts.notManaged });
  return event;
}
