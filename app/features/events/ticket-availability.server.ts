import { asc, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import { ticketTypes } from "~/db/schema";
import type { Tx } from "~/lib/db/client.server";

/**
 * Seats of a ticket type anyone can still buy: quantity − sold − unexpired holds −
 * unexpired waitlist offers, computed by the database at the statement's `now()`
 * (docs/decisions/028-events-ticketing-schema.md). Nothing counts holds in a column,
 * so a hold that expires frees its seats for everyone at that instant, whether or not
 * a job has tidied its order yet; the job that marks expired orders only tells people.
 *
 * `typeId` is SQL naming the ticket type's id in the caller's query (a column, or a
 * raw alias such as sql`tt.id`).
 */
export const heldSeatsOf = (typeId: SQL | typeof ticketTypes.id) =>
  sql<number>`(select coalesce(sum(hi.quantity), 0) from ticket_order_items hi
    join ticket_orders ho on ho.id = hi.order_id
    where hi.ticket_type_id = ${typeId} and ho.status = 'pending' and ho.expires_at > now())`;

export const offeredSeatsOf = (typeId: SQL | typeof ticketTypes.id) =>
  sql<number>`(select coalesce(sum(wo.quantity), 0) from waitlist_entries wo
    where wo.ticket_type_id = ${typeId} and wo.status = 'offered' and wo.offer_expires_at > now())`;

/** Seats left of the ticket type `t` (a raw alias: `availableSeatsSql("tt")`). */
export const availableSeatsSql = (alias: string) => {
  const t = sql.raw(alias);
  return sql<number>`(${t}.quantity - ${t}.sold - ${heldSeatsOf(sql`${t}.id`)} - ${offeredSeatsOf(sql`${t}.id`)})::int`;
};

/** Seats left of `ticket_types` as Drizzle selects it (the table, not an alias). */
export const availableSeats = () =>
  sql<number>`(${ticketTypes.quantity} - ${ticketTypes.sold} - ${heldSeatsOf(ticketTypes.id)} - ${offeredSeatsOf(ticketTypes.id)})::int`;

export type LockedTicketType = typeof ticketTypes.$inferSelect & { available: number };

/**
 * Locks the ticket types (FOR UPDATE, in id order so two buyers of the same types
 * never deadlock) and reads their seats left under the lock. Anything that adds a hold,
 * an offer or a sale to a type does it after this, in the same transaction: that row
 * lock is what makes "never oversell" true on PostgreSQL, where transactions run at
 * once (PGlite runs them one at a time anyway).
 */
export async function lockTicketTypes(tx: Tx, ids: string[]): Promise<LockedTicketType[]> {
  if (!ids.length) return [];
  const locked = await tx
    .select({ id: ticketTypes.id })
    .from(ticketTypes)
    .where(inArray(ticketTypes.id, ids))
    .orderBy(asc(ticketTypes.id))
    .for("update");
  if (!locked.length) return [];
  // Read after the lock is held, so the sums see every hold committed before it.
  return tx
    .select({ ...getTableColumns(ticketTypes), available: availableSeats() })
    .from(ticketTypes)
    .where(
      inArray(
        ticketTypes.id,
        locked.map((r) => r.id),
      ),
    )
    .orderBy(asc(ticketTypes.id));
}
