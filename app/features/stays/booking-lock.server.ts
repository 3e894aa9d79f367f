import { eq } from "drizzle-orm";
import { bookings, properties } from "~/db/schema";
import { authorize, canAny } from "~/features/accounts/permissions";
import type { Role } from "~/features/accounts/roles";
import { AppError } from "~/lib/app-error.server";
import type { Tx } from "~/lib/db/client.server";
import { tokenMatches } from "~/lib/secret-token.server";
import { isUuid } from "~/lib/uuid";

export type BookingRow = typeof bookings.$inferSelect;
export type PropertyRow = typeof properties.$inferSelect;

/**
 * Who acts on a booking: a signed-in person (null when signed out) and, for a guest
 * who booked signed out, the booking's access token from the e-mailed link.
 */
export type BookingActor = {
  user: { id: string; role: Role } | null;
  accessToken?: string | null;
};

/** Which booking: by its id (the dashboards) or by its access token (the e-mailed link). */
export type BookingKey = { bookingId: string } | { accessToken: string };

/** What the actor is to a booking, decided on the server under the booking's lock. */
export type BookingRelation = {
  /** Its guest: signed in as guest_id, or holding its access token. */
  guest: boolean;
  /** The property's owner (bookings:host on their own property). */
  host: boolean;
  /** An admin (bookings:host on any property). */
  admin: boolean;
};

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
  const user = actor.user;
  const guest =
    (byToken && tokenMatches(key.accessToken, booking.accessToken)) ||
    tokenMatches(actor.accessToken, booking.accessToken) ||
    (!!user && booking.guestId === user.id);
  const admin = canAny(user?.role, "bookings:host");
  const host =
    !!user &&
    property.ownerId === user.id &&
    authorize(user, "bookings:host", { ownerId: property.ownerId });
  if (!guest && !host && !admin) throw new AppError("notFound");
  return { booking, property, relation: { guest, host, admin } };
}

/** Whether the relation may act as `as`: the guest as guest, the host or an admin as host. */
export function mayActAs(relation: BookingRelation, as: "guest" | "host") {
  return as === "guest" ? relation.guest : relation.host || relation.admin;
}
