import { z } from "zod";
import { AppError } from "~/lib/app-error.server";
import { getDb, type Db, type Tx } from "~/lib/db/client.server";
import { lockManagedEvent } from "./event-access.server";

export type EventActor = { id: string };

const eventIdSchema = z.uuid();

/**
 * The event `actor` runs, checked in the caller's transaction by lockManagedEvent:
 * its organizer or an admin. Ids that are not ids are 404 before any query.
 */
export async function requireManagedEvent(
  tx: Tx | Db,
  { eventId, actor }: { eventId: string; actor: EventActor },
) {
  if (!eventIdSchema.safeParse(eventId).success) throw new AppError("notFound");
  // The dashboard's own check (events:manage, role re-read, row locked): one rule for
  // every organizer action.
  return lockManagedEvent(tx, { eventId, actorId: actor.id });
}

/**
 * The same check before an action reads its form, so someone else's event is refused
 * before any validation answers (the domain function checks again in its transaction).
 */
export async function assertManagesEvent(options: { eventId: string; actor: EventActor }) {
  await requireManagedEvent(await getDb(), options);
}
