import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { events, ticketTypes, waitlistEntries } from "~/db/schema";
import { getDb, type Tx } from "~/lib/db/client.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import { publicBaseUrl } from "~/lib/public-url.server";
import { availableSeatsSql, lockTicketTypes } from "./ticket-availability.server";
import { waitlistOfferExpiredMail, waitlistOfferMail } from "./waitlist-mails";
import { WAITLIST_OFFER_MINUTES } from "./waitlist-rules";
import { invalidateEventPages } from "./event-pages-cache.server";

export type OfferOutcome = { offered: number; expired: number };

/**
 * Hands freed seats of these ticket types to their waitlists, in the order people
 * joined. Call it inside the transaction that frees seats (a refund, a raised
 * capacity, a released hold), after the change: it locks the types
 * (lockTicketTypes), marks lapsed offers expired (telling each person their seats
 * went on), and while seats are left gives the
 * oldest waiting entries an offer — status `offered`, a 128-bit `offer_token`, held
 * for WAITLIST_OFFER_MINUTES — and queues the offer e-mail with the claim link
 * (`/events/{slug}?offer={token}#tickets`; reserveTickets claims it by `offerToken`).
 *
 * An offer's seats count against availability until it lapses, so other buyers
 * cannot take them. When the next person wants more seats than are left they are
 * offered what is left (their entry's quantity becomes the offer's): a seat is never
 * kept from the queue because the head of it asked for two.
 *
 * The caller invalidates the public cache after its commit when it made offers (seats
 * left changed); the every-minute sweep (sweepWaitlists) does that itself, and also
 * catches seats nobody announced: holds that simply expired.
 */
export async function offerFreedSeats(tx: Tx, ticketTypeIds: string[]): Promise<OfferOutcome> {
  const ids = [...new Set(ticketTypeIds)];
  const locked = await lockTicketTypes(tx, ids);
  if (!locked.length) return { offered: 0, expired: 0 };
  const lapsed = await tx
    .update(waitlistEntries)
    .set({ status: "expired" })
    .where(
      and(
        inArray(waitlistEntries.ticketTypeId, ids),
        eq(waitlistEntries.status, "offered"),
        lte(waitlistEntries.offerExpiresAt, sql`now()`),
      ),
    )
    .returning();
  const origin = publicBaseUrl();
  if (lapsed.length) {
    const about = await tx
      .select({
        id: ticketTypes.id,
        name: ticketTypes.name,
        slug: events.slug,
        title: events.title,
      })
      .from(ticketTypes)
      .innerJoin(events, eq(events.id, ticketTypes.eventId))
      .where(inArray(ticketTypes.id, [...new Set(lapsed.map((e) => e.ticketTypeId))]));
    for (const entry of lapsed) {
      const type = about.find((t) => t.id === entry.ticketTypeId)!;
      await sendMail(
        {
          to: entry.email,
          ...waitlistOfferExpiredMail.render({
            origin,
            name: entry.name,
            eventTitle: type.title,
            eventSlug: type.slug,
            typeName: type.name,
            quantity: entry.quantity,
          }),
        },
        tx,
      );
    }
  }
  const open = locked.filter((t) => t.available > 0);
  if (!open.length) return { offered: 0, expired: lapsed.length };
  const onSale = await tx
    .select({ id: ticketTypes.id, slug: events.slug, title: events.title })
    .from(ticketTypes)
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .where(
      and(
        inArray(
          ticketTypes.id,
          open.map((t) => t.id),
        ),
        eq(events.status, "published"),
        eq(events.moderationStatus, "approved"),
        sql`${events.endDatetime} > now()`,
        sql`(${ticketTypes.salesEnd} is null or ${ticketTypes.salesEnd} > now())`,
      ),
    );
  let offered = 0;
  for (const type of open) {
    const event = onSale.find((e) => e.id === type.id);
    if (!event) continue;
    let left = type.available;
    // Each entry takes at least one seat: no more than `left` of them can get an offer.
    const queue = await tx
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.ticketTypeId, type.id), eq(waitlistEntries.status, "waiting")))
      .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
      .limit(left);
    for (const entry of queue) {
      if (left <= 0) break;
      const quantity = Math.min(entry.quantity, left);
      const [offer] = await tx
        .update(waitlistEntries)
        .set({
          status: "offered",
          quantity,
          offerToken: randomBytes(16).toString("base64url"),
          offeredAt: sql`now()`,
          offerExpiresAt: sql`now() + make_interval(mins => ${WAITLIST_OFFER_MINUTES})`,
        })
        .where(eq(waitlistEntries.id, entry.id))
        .returning();
      left -= quantity;
      offered++;
      await sendMail(
        {
          to: offer!.email,
          ...waitlistOfferMail.render({
            origin,
            name: offer!.name,
            eventTitle: event.title,
            eventSlug: event.slug,
            typeName: type.name,
            quantity,
            offerToken: offer!.offerToken!,
            expiresAt: offer!.offerExpiresAt!,
          }),
        },
        tx,
      );
    }
  }
  return { offered, expired: lapsed.length };
}

/**
 * The every-minute pass over the waitlists (events.waitlist-sweep): closes waiting
 * places whose event ended or was cancelled, then runs offerFreedSeats, one short
 * transaction per ticket type, for every type with waiting people and seats left or
 * with offers that lapsed. Finding them reads only the waitlist's partial indexes, so
 * a minute with nothing to do costs two small queries.
 */
export async function sweepWaitlists(): Promise<OfferOutcome & { closed: number }> {
  const db = await getDb();
  const closed = await db
    .update(waitlistEntries)
    .set({ status: "cancelled" })
    .where(
      and(
        eq(waitlistEntries.status, "waiting"),
        // Per waiting place, its event by primary key: ended events are many, waiting places few.
        sql`exists (select 1 from events e where e.id = ${waitlistEntries.eventId}
          and (e.end_datetime <= now() or e.status = 'cancelled'))`,
      ),
    )
    .returning({ id: waitlistEntries.id });
  const due = await db.execute(sql`
    select tt.id from ticket_types tt
    where tt.id in (select w.ticket_type_id from waitlist_entries w where w.status = 'waiting')
      and ${availableSeatsSql("tt")} > 0
    union
    select w.ticket_type_id from waitlist_entries w
    where w.status = 'offered' and w.offer_expires_at <= now()`);
  const outcome = { offered: 0, expired: 0, closed: closed.length };
  for (const { id } of (due as unknown as { rows: { id: string }[] }).rows) {
    const result = await db.transaction((tx) => offerFreedSeats(tx, [id]));
    outcome.offered += result.offered;
    outcome.expired += result.expired;
  }
  if (outcome.offered) invalidateEventPages();
  return outcome;
}
