import { and, asc, count, eq, ilike, or, sql } from "drizzle-orm";
import { tickets, ticketTypes } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { requireManagedEvent, type EventActor } from "./event-manager.server";

export const ATTENDEES_SHOWN = 50;

/** LIKE wildcards typed by a person mean themselves. */
const literal = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The check-in page of an event the actor runs: the event, live counts (checked in /
 * tickets sold) and the paid tickets whose holder's name or e-mail contains `query`, or
 * whose code starts with it, first ATTENDEES_SHOWN by name. Three indexed reads of this
 * event's tickets.
 */
export async function loadCheckInPage({
  eventId,
  actor,
  query,
}: {
  eventId: string;
  actor: EventActor;
  query: string;
}) {
  const db = await getDb();
  const event = await requireManagedEvent(db, { eventId, actor });
  const q = query.trim().slice(0, 80);
  const paid = and(eq(tickets.eventId, event.id), eq(tickets.paymentStatus, "completed"));
  const codePrefix = q.toUpperCase().replace(/[\s-]+/g, "");
  const matches = q
    ? and(
        paid,
        or(
          ilike(tickets.buyerName, `%${literal(q)}%`),
          ilike(tickets.buyerEmail, `%${literal(q)}%`),
          // Codes are compared without their dashes, so "7F3K9" finds NC-7F3K-9QX2.
          codePrefix
            ? sql`replace(${tickets.ticketCode}, '-', '') like ${`${literal(codePrefix.startsWith("NC") ? codePrefix : `NC${codePrefix}`)}%`}`
            : undefined,
        ),
      )
    : paid;
  const [[totals], attendees, [found]] = await Promise.all([
    db
      .select({
        sold: count(),
        checkedIn: count(tickets.checkedInAt),
      })
      .from(tickets)
      .where(paid),
    db
      .select({
        code: tickets.ticketCode,
        name: tickets.buyerName,
        email: tickets.buyerEmail,
        ticketType: ticketTypes.name,
        checkedInAt: tickets.checkedInAt,
      })
      .from(tickets)
      .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
      .where(matches)
      .orderBy(asc(tickets.buyerName), asc(tickets.ticketCode))
      .limit(ATTENDEES_SHOWN),
    q ? db.select({ n: count() }).from(tickets).where(matches) : Promise.resolve([null]),
  ]);
  return {
    event: {
      id: event.id,
      title: event.title,
      slug: event.slug,
      startDatetime: event.startDatetime.toISOString(),
    },
    counts: { sold: totals?.sold ?? 0, checkedIn: totals?.checkedIn ?? 0 },
    query: q,
    attendees: attendees.map((a) => ({ ...a, checkedInAt: a.checkedInAt?.toISOString() ?? null })),
    matching: found ? found.n : (totals?.sold ?? 0),
  };
}
