import { and, eq, isNull, sql } from "drizzle-orm";
import { events, profiles, tickets, ticketTypes } from "~/db/schema";
import { displayName } from "~/features/accounts/display-name";
import { getDb } from "~/lib/db/client.server";
import { requireManagedEvent, type EventActor } from "./event-manager.server";
import type { CheckInResult } from "./check-in-result";
import { normalizeTicketCode } from "./ticket-code";

export type { CheckInResult };

/**
 * Checks a ticket in at the door of an event the actor runs (organizer or admin,
 * checked in the transaction). One conditional UPDATE does it: it sets checked_in_at
 * only while it is still empty and the ticket is paid for this event, so of two phones
 * scanning the same ticket at once exactly one gets a row back; the other reads why
 * nothing changed (already checked in, refunded, another event's, unknown). On
 * PostgreSQL the second UPDATE waits for the first's row lock and re-checks its
 * condition on the committed row.
 */
export async function checkInTicket({
  eventId,
  code: typed,
  actor,
}: {
  eventId: string;
  code: string;
  actor: EventActor;
}): Promise<CheckInResult> {
  // What cannot be a code still goes through the authorised lookup below, which
  // answers "unknown code" for it.
  const code = normalizeTicketCode(typed) ?? typed.trim().toUpperCase().slice(0, 64);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const event = await requireManagedEvent(tx, { eventId, actor });
    const [done] = await tx
      .update(tickets)
      .set({ checkedInAt: sql`now()`, checkedInBy: actor.id })
      .where(
        and(
          eq(tickets.ticketCode, code),
          eq(tickets.eventId, event.id),
          isNull(tickets.checkedInAt),
          eq(tickets.paymentStatus, "completed"),
        ),
      )
      .returning({
        holderName: tickets.buyerName,
        ticketTypeId: tickets.ticketTypeId,
        at: tickets.checkedInAt,
      });
    if (done) {
      const [type] = await tx
        .select({ name: ticketTypes.name })
        .from(ticketTypes)
        .where(eq(ticketTypes.id, done.ticketTypeId));
      return {
        kind: "checked_in",
        code,
        holderName: done.holderName,
        ticketType: type?.name ?? "",
        at: done.at!.toISOString(),
      };
    }
    // Nothing changed: say why, from the ticket as it now stands.
    const [ticket] = await tx
      .select({
        eventId: tickets.eventId,
        holderName: tickets.buyerName,
        status: tickets.paymentStatus,
        at: tickets.checkedInAt,
        ticketType: ticketTypes.name,
        eventTitle: events.title,
        eventStart: events.startDatetime,
        byFullName: profiles.fullName,
        byUsername: profiles.username,
        byEmail: profiles.email,
      })
      .from(tickets)
      .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
      .innerJoin(events, eq(events.id, tickets.eventId))
      .leftJoin(profiles, eq(profiles.id, tickets.checkedInBy))
      .where(eq(tickets.ticketCode, code));
    if (!ticket) return { kind: "unknown", code };
    if (ticket.eventId !== event.id)
      return {
        kind: "other_event",
        code,
        eventTitle: ticket.eventTitle,
        eventStart: ticket.eventStart.toISOString(),
      };
    if (ticket.status !== "completed")
      return { kind: "not_admitted", code, holderName: ticket.holderName, status: ticket.status };
    if (!ticket.at) throw new Error(`ticket ${code} was neither checked in nor left alone`);
    return {
      kind: "already",
      code,
      holderName: ticket.holderName,
      ticketType: ticket.ticketType,
      at: ticket.at.toISOString(),
      by: ticket.byEmail
        ? displayName({
            fullName: ticket.byFullName,
            username: ticket.byUsername,
            email: ticket.byEmail,
          })
        : null,
    };
  });
}
