import { eq } from "drizzle-orm";
import { z } from "zod";
import { events, profiles } from "~/db/schema";
import { authorize } from "~/features/accounts/permissions";
import { AppError } from "~/lib/app-error.server";
import { getDb, type Db, type Tx } from "~/lib/db/client.server";

export type EventActor = { id: string };

const eventIdSchema = z.uuid();

/**
 * The event `actor` runs, read in the caller's transaction: its organizer or an admin
 * ("events:manage", own/any). The actor's role is read from the database here, never
 * taken from the request, so a role changed a second ago already counts. Unknown
 * events (and ids that are not ids) are 404; someone else's event is 403, for every
 * organizer action alike.
 */
export async function requireManagedEvent(
  tx: Tx | Db,
  { eventId, actor }: { eventId: string; actor: EventActor },
) {
  if (!eventIdSchema.safeParse(eventId).success) throw new AppError("notFound");
  const [row] = await tx
    .select({
      id: events.id,
      title: events.title,
      slug: events.slug,
      startDatetime: events.startDatetime,
      endDatetime: events.endDatetime,
      status: events.status,
      organizerId: events.organizerId,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!row) throw new AppError("notFound");
  const [me] = await tx
    .select({ role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, actor.id));
  if (!authorize({ id: actor.id, role: me?.role }, "events:manage", { ownerId: row.organizerId }))
    throw new AppError("forbidden");
  return row;
}

/**
 * The same check before an action reads its form, so someone else's event is refused
 * before any validation answers (the domain function checks again in its transaction).
 */
export async function assertManagesEvent(options: { eventId: string; actor: EventActor }) {
  await requireManagedEvent(await getDb(), options);
}
