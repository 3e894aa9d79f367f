import { and, eq, inArray } from "drizzle-orm";
import { events, ticketTypes, waitlistEntries } from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import { publicBaseUrl } from "~/lib/public-url.server";
import type { RateLimit } from "~/lib/rate-limit.server";
import { eventErrors, waitlistCopy } from "./messages";
import { lockTicketTypes } from "./ticket-availability.server";
import { waitlistJoinedMail } from "./waitlist-mails";
import type { JoinWaitlistInput } from "./waitlist-schema";

/** Each join e-mails the address given: a client may not mail strangers by the hundred. */
export const WAITLIST_JOIN_LIMIT: RateLimit = { limit: 10, windowMs: 10 * 60_000 };

export type JoinWaitlistResult = { kind: "joined" | "already"; eventSlug: string };

/**
 * Puts a person on a sold-out ticket type's waitlist: one live place (waiting or
 * offered) per e-mail per type, for at most the type's per-order limit. Refused while
 * seats are left (they can buy now) and once the type is off sale. The confirmation
 * e-mail is queued in the same transaction. Reading seats left under the type's lock
 * keeps a join and a sweep handing out offers (offerFreedSeats) from crossing.
 */
export async function joinWaitlist({
  input,
  userId,
}: {
  input: JoinWaitlistInput;
  userId: string | null;
}): Promise<JoinWaitlistResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select({
        id: events.id,
        slug: events.slug,
        title: events.title,
        status: events.status,
        moderationStatus: events.moderationStatus,
        endDatetime: events.endDatetime,
      })
      .from(ticketTypes)
      .innerJoin(events, eq(events.id, ticketTypes.eventId))
      .where(eq(ticketTypes.id, input.ticketTypeId));
    if (!event || event.moderationStatus !== "approved" || event.status === "draft")
      throw new AppError("notFound");
    if (event.status === "cancelled")
      throw new AppError("validation", { message: eventErrors.eventCancelled });
    const [type] = await lockTicketTypes(tx, [input.ticketTypeId]);
    const now = new Date();
    if (!type || event.endDatetime <= now || (type.salesEnd && type.salesEnd <= now))
      throw new AppError("validation", { message: waitlistCopy.closed });
    if (input.quantity > type.maxPerOrder)
      throw new AppError("validation", {
        fieldErrors: { quantity: [waitlistCopy.tooMany(type.maxPerOrder)] },
      });
    if (type.available > 0) throw new AppError("validation", { message: waitlistCopy.available });
    const [live] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.ticketTypeId, type.id),
          eq(waitlistEntries.email, input.email),
          inArray(waitlistEntries.status, ["waiting", "offered"]),
        ),
      );
    if (live) return { kind: "already", eventSlug: event.slug };
    await tx.insert(waitlistEntries).values({
      eventId: event.id,
      ticketTypeId: type.id,
      userId,
      name: input.name,
      email: input.email,
      quantity: input.quantity,
    });
    await sendMail(
      {
        to: input.email,
        ...waitlistJoinedMail.render({
          origin: publicBaseUrl(),
          name: input.name,
          eventTitle: event.title,
          eventSlug: event.slug,
          typeName: type.name,
          quantity: input.quantity,
        }),
      },
      tx,
    );
    return { kind: "joined", eventSlug: event.slug };
  });
}

export type WaitlistTarget = {
  ticketTypeId: string;
  typeName: string;
  maxPerOrder: number;
  eventTitle: string;
  eventSlug: string;
};

/** The ticket type a waitlist form is for (its page without JavaScript); null if not public. */
export async function getWaitlistTarget({
  ticketTypeId,
}: {
  ticketTypeId: string;
}): Promise<WaitlistTarget | null> {
  if (!/^[0-9a-f-]{36}$/i.test(ticketTypeId)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      ticketTypeId: ticketTypes.id,
      typeName: ticketTypes.name,
      maxPerOrder: ticketTypes.maxPerOrder,
      eventTitle: events.title,
      eventSlug: events.slug,
    })
    .from(ticketTypes)
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .where(
      and(
        eq(ticketTypes.id, ticketTypeId),
        eq(events.moderationStatus, "approved"),
        inArray(events.status, ["published", "rescheduled"]),
      ),
    );
  return row ?? null;
}
