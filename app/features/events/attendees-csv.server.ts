import { and, asc, eq } from "drizzle-orm";
import { tickets, ticketTypes } from "~/db/schema";
import { toCsv } from "~/lib/csv";
import { getDb } from "~/lib/db/client.server";
import { lockManagedEvent } from "./event-access.server";
import { toWatInput } from "./wat-time";

/** The spec's columns, in its order (001 §9). */
export const ATTENDEE_CSV_HEADER = [
  "Name",
  "Email",
  "Phone",
  "Ticket Type",
  "Price",
  "Purchase Date",
  "Ticket Code",
] as const;

/** "2026-12-14T19:30:00+01:00": Lagos time with its offset, which spreadsheets read. */
const watTimestamp = (at: Date) => `${toWatInput(at)}:00+01:00`;

/**
 * The attendee list of an event as CSV (001 §7 Export): one row per completed ticket,
 * in purchase order; the price is what that ticket was sold for (whole naira). For the
 * event's organizer or an admin, checked in the transaction that reads the rows.
 * Cells are escaped and guarded against formula injection by lib/csv.
 */
export async function attendeesCsv({ eventId, actorId }: { eventId: string; actorId: string }) {
  const db = await getDb();
  const rows = await db.transaction(async (tx) => {
    await lockManagedEvent(tx, { eventId, actorId });
    return tx
      .select({
        name: tickets.buyerName,
        email: tickets.buyerEmail,
        phone: tickets.buyerPhone,
        type: ticketTypes.name,
        price: tickets.pricePaid,
        at: tickets.createdAt,
        code: tickets.ticketCode,
      })
      .from(tickets)
      .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
      .where(and(eq(tickets.eventId, eventId), eq(tickets.paymentStatus, "completed")))
      .orderBy(asc(tickets.createdAt), asc(tickets.ticketCode));
  });
  return toCsv(
    ATTENDEE_CSV_HEADER,
    rows.map((r) => [r.name, r.email, r.phone, r.type, r.price, watTimestamp(r.at), r.code]),
  );
}
