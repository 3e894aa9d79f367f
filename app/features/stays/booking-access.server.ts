import { eq } from "drizzle-orm";
import { bookings, properties } from "~/db/schema";
import { authorize } from "~/features/accounts/permissions";
import type { Role } from "~/features/accounts/roles";
import { tokenMatches } from "~/lib/secret-token.server";
import { AppError } from "~/lib/app-error.server";
import type { Db, Tx } from "~/lib/db/client.server";
import { isOwnPurchase, ownPurchasesWhere } from "~/lib/own-purchases.server";
import { isUuid } from "~/lib/uuid";

/**
 * Who acts on a booking: a signed-in person (null when signed out) and, for a guest who
 * booked signed out, the booking's access token from the e-mailed link.
 */
export type BookingActor = {
  /** With a verified e-mail, the person is also the guest of stays booked signed out with it (ADR 055). */
  user: { id: string; role: Role } | null;
  accessToken?: string | null;
};

export type BookingRow = typeof bookings.$inferSelect;
export type PropertyRow = typeof properties.$inferSelect;

/** What the actor is to a booking, decided on the server. */
export type BookingRelation = {
  /** Its guest: signed in as guest_id, or holding its access token. */
  guest: boolean;
  /** The property's owner, or an admin ("bookings:host"). */
  host: boolean;
};

/**
 * SQL: the bookings a signed-in person is the guest of: booked signed in, or booked
 * signed out with their verified e-mail (the rule of their payments and orders, ADR 055).
 */
export function guestBookingsWhere(db: Db | Tx, userId: string) {
  return ownPurchasesWhere(db, { userId, byId: bookings.guestId, byEmail: bookings.guestEmail });
}

/**
 * What the actor is to a booking. Its guest: signed in as its guest_id or as the person
 * whose verified e-mail booked it (the same rule, lib/own-purchases.server.ts), or
 * holding its access token.
 */
export async function relationTo(
  db: Db | Tx,
  booking: Pick<BookingRow, "guestId" | "accessToken" | "guestEmail">,
  property: Pick<PropertyRow, "ownerId">,
  actor: BookingActor,
): Promise<BookingRelation> {
  const user = actor.user;
  const guest =
    tokenMatches(actor.accessToken, booking.accessToken) ||
    (!!user &&
      (await isOwnPurchase(db, {
        userId: user.id,
        buyerId: booking.guestId,
        buyerEmail: booking.guestEmail,
      })));
  return {
    guest,
    host: !!user && authorize(user, "bookings:host", { ownerId: property.ownerId }),
  };
}

/**
 * A booking and its property, locked FOR UPDATE when `tx` is a write (the property
 * first, then the booking: the order every write that takes nights uses), with what the
 * actor is to it. A booking the actor has nothing to do with answers 404, like one that
 * does not exist; callers refuse a relation that may not do their action.
 */
export async function bookingFor(
  db: Db | Tx,
  o: { bookingId: string; actor: BookingActor; lock?: boolean },
): Promise<{ booking: BookingRow; property: PropertyRow; relation: BookingRelation }> {
  if (!isUuid(o.bookingId)) throw new AppError("notFound");
  const [found] = await db
    .select({ propertyId: bookings.propertyId })
    .from(bookings)
    .where(eq(bookings.id, o.bookingId));
  if (!found) throw new AppError("notFound");
  const propertyQuery = db.select().from(properties).where(eq(properties.id, found.propertyId));
  const [property] = o.lock ? await propertyQuery.for("update") : await propertyQuery;
  const bookingQuery = db.select().from(bookings).where(eq(bookings.id, o.bookingId));
  const [booking] = o.lock ? await bookingQuery.for("update") : await bookingQuery;
  if (!booking || !property) throw new AppError("notFound");
  const relation = await relationTo(db, booking, property, o.actor);
  if (!relation.guest && !relation.host) throw new AppError("notFound");
  return { booking, property, relation };
}

/** The trip page's address: the e-mailed link for a signed-out guest, else the dashboard's. */
export { tripPath } from "./booking-paths";

/** Whether an error is the database refusing overlapping nights (or a duplicate). */
export function isOverlapViolation(error: unknown) {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as never)
    if (e.code === "23P01" || e.code === "23505") return true;
  return false;
}
