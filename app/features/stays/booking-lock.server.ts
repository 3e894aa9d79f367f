import { eq } from "drizzle-orm";
import { bookings, properties } from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import type { Tx } from "~/lib/db/client.server";
import { isUuid } from "~/lib/uuid";
import {
  relationTo,
  type BookingActor,
  type BookingRelation,
  type BookingRow,
  type PropertyRow,
} from "./booking-access.server";

// One actor, one relation rule for every booking step (booking-access.server.ts); this
// module adds only the lock of a status change, found by id or by the e-mailed token.
export type { BookingActor, BookingRelation, BookingRow, PropertyRow };

/** Which booking: by its id (the dashboards) or by its access token (the e-mailed link). */
export type BookingKey = { bookingId: string } | { accessToken: string };

/**
 * Locks a booking (FOR UPDATE) for a status change, with its property, and says what
 * the actor is to it. A booking the actor has nothing to do with (or an unknown id or
 * token) answers 404: its existence is not told. Callers refuse a relation that may
 * not do their action. Only the booking row is locked: a cancellation or a stay's move
 * frees nights and takes none, so it needs no property lock (and, never taking one,
 * cannot deadlock with the writes that lock the property, then the booking).
 */
export async function lockBookingFor(
  tx: Tx,
  { key, actor }: { key: BookingKey; actor: BookingActor },
): Promise<{ booking: BookingRow; property: PropertyRow; relation: BookingRelation }> {
  const byToken = "accessToken" in key;
  if (byToken ? !key.accessToken || key.accessToken.length > 200 : !isUuid(key.bookingId))
    throw new AppError("notFound");
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(byToken ? eq(bookings.accessToken, key.accessToken) : eq(bookings.id, key.bookingId))
    .for("update");
  if (!booking) throw new AppError("notFound");
  const [property] = await tx
    .select()
    .from(properties)
    .where(eq(properties.id, booking.propertyId));
  if (!property) throw new AppError("notFound");
  // Found by its token: the link's holder is its guest.
  const relation = await relationTo(tx, booking, property, {
    ...actor,
    accessToken: byToken ? key.accessToken : actor.accessToken,
  });
  if (!relation.guest && !relation.host) throw new AppError("notFound");
  return { booking, property, relation };
}

/** Whether the relation may act as `as`: the guest as guest, the host (or an admin) as host. */
export function mayActAs(relation: BookingRelation, as: "guest" | "host") {
  return as === "guest" ? relation.guest : relation.host;
}
