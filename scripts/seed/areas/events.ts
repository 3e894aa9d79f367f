// Events (45 across the ten filter states), ticket types and sales: trending, sold-out,
// past, upcoming and pending events, and the creator's own tickets.
import * as schema from "~/db/schema";
import { EVENT_FILTER_STATES, type EventFilterState } from "~/features/events/catalog";
import type { Db } from "~/lib/db/client.server";
import {
  buildEvent,
  buildPromoCode,
  buildTicketSale,
  DEMO_PROMO_CODE,
  buildTicketTypes,
  lagosTime,
  type BuiltTicketSale,
  type NewTicketType,
} from "../factories/events";
import { placeLine } from "~/lib/places";
import { makeCoverImage } from "../factories/media";
import { buildPaymentLinesFor } from "../factories/payments";
import { buildQueueEntry } from "../factories/moderation";
import { EVENT_IDEAS, weightedState } from "../factories/naija-data";
import { DEMO_DOOR_EVENT_ID } from "../demo-ids";
import { allDone, registerAll } from "../media-jobs";
import { COVER, DAY, guest, HOUR, insertAll, type Person, type SeedContext } from "../seed-context";
import type { PeoplePlan } from "./people";

type Kind = "trending" | "soldout" | "past" | "upcoming" | "pending";
type PlannedEvent = {
  event: ReturnType<typeof buildEvent>;
  types: Array<NewTicketType & { id: string; price: number; quantity: number; sold: number }>;
  kind: Kind;
};

export type EventsPlan = ReturnType<typeof plan>;

export function plan(ctx: SeedContext, people: PeoplePlan) {
  const { root, now, media, approvedBy } = ctx;
  const { organizer, organizers, customers, creator, viewer } = people;
  const rngEvents = root.fork("events");
  const ideas = rngEvents.shuffle(EVENT_IDEAS);
  const paidIdeas = ideas.filter((i) => i.tier !== "free");
  // Trending and sold-out events (the first 9) sell paid tickets.
  const order = [
    ...paidIdeas.slice(0, 9),
    ...ideas.filter((i) => !paidIdeas.slice(0, 9).includes(i)),
  ];
  const kinds: Kind[] = [
    ...Array<Kind>(6).fill("trending"),
    ...Array<Kind>(3).fill("soldout"),
    ...Array<Kind>(6).fill("past"),
    ...Array<Kind>(order.length - 15).fill("upcoming"),
    ...Array<Kind>(3).fill("pending"),
  ];
  const pendingIdeas = rngEvents.pickMany(
    ideas.filter((i) => i.title.includes("{city}")),
    3,
  );
  const statesInOrder = rngEvents.shuffle(EVENT_FILTER_STATES);
  // organizer@example.com: 2 trending, 1 sold out, 1 past, 3 upcoming, 3 pending. The
  // past one sold paid tickets, so the organizer has released money to be paid out.
  const pastPaid = kinds.findIndex((k, i) => k === "past" && order[i]!.tier !== "free");
  const organizerSlots = new Set([0, 1, 6, pastPaid < 0 ? 9 : pastPaid, 15, 16, 17]);
  let otherOrganizer = 0;

  const plannedEvents: PlannedEvent[] = kinds.map((kind, i) => {
    const idea = kind === "pending" ? pendingIdeas[i - (kinds.length - 3)]! : order[i]!;
    const ownerId =
      kind === "pending" || organizerSlots.has(i)
        ? organizer.id
        : organizers[1 + (otherOrganizer++ % (organizers.length - 1))]!.id;
    const state: EventFilterState = i < 10 ? statesInOrder[i]! : weightedState(rngEvents);
    let start: Date;
    let createdAt: Date;
    if (kind === "past") {
      start = lagosTime(-rngEvents.int(3, 60), idea.startHour);
      createdAt = new Date(start.getTime() - rngEvents.int(40, 70) * DAY);
    } else if (kind === "pending") {
      start = lagosTime(rngEvents.int(14, 60), idea.startHour);
      createdAt = new Date(now - rngEvents.int(1, 48) * HOUR);
    } else {
      const days =
        kind === "trending"
          ? rngEvents.int(3, 30)
          : kind === "soldout"
            ? rngEvents.int(5, 45)
            : rngEvents.int(1, 90);
      start = lagosTime(days, idea.startHour);
      createdAt = new Date(now - rngEvents.int(35, 60) * DAY);
    }
    const event = buildEvent(rngEvents, {
      idea,
      organizerId: ownerId,
      state,
      startDatetime: start,
      endDatetime: new Date(start.getTime() + idea.hours * HOUR),
      createdAt,
      updatedAt: createdAt,
      moderationStatus: kind === "pending" ? "pending" : "approved",
      moderatedAt:
        kind === "pending" ? null : new Date(createdAt.getTime() + rngEvents.int(2, 20) * HOUR),
      moderatedBy: kind === "pending" ? null : approvedBy(),
    });
    // The organizer's first trending event is the door demo (check-in, promo codes).
    if (i === 0) event.id = DEMO_DOOR_EVENT_ID;
    event.coverImageKey = `demo/events/${event.slug}/cover.jpg`;
    // A few upcoming events picked by the admin, so the Featured Events tab has some.
    if (kind !== "past" && kind !== "pending" && i % 7 === 3) {
      event.featured = true;
      event.featuredAt = new Date(createdAt.getTime() + 2 * DAY);
    }
    let types = buildTicketTypes(rngEvents, { eventId: event.id, tier: idea.tier });
    if (kind === "soldout") {
      types = types.slice(0, 2).map((t) => ({ ...t, quantity: rngEvents.round(10, 20, 5) }));
    }
    return {
      event,
      types: types.map((t) => ({ ...t, price: t.price!, quantity: t.quantity, sold: 0 })),
      kind,
    };
  });

  const eventCoverJobs = plannedEvents.map(({ event }) =>
    media.image(
      event.coverImageKey!,
      () =>
        makeCoverImage({
          title: event.title,
          subtitle: `${event.venueName} · ${placeLine(event.city, event.state)}`,
          width: COVER.width,
          height: COVER.height,
        }),
      COVER,
      event.organizerId,
    ),
  );

  const sales: BuiltTicketSale[] = [];
  const sell = (
    p: PlannedEvent,
    buyer: Person,
    at: Date,
    maxSeats: number,
    preferType?: number,
  ) => {
    const open = p.types.filter((t) => t.sold < t.quantity);
    if (!open.length) return 0;
    // Cheaper tickets sell more: weight the first types higher.
    const weighted = open.flatMap((t, i) => Array<typeof t>(Math.max(1, 4 - i)).fill(t));
    const type =
      preferType !== undefined && open[preferType] ? open[preferType]! : rngEvents.pick(weighted);
    const quantity = Math.min(maxSeats, type.quantity - type.sold);
    if (quantity <= 0) return 0;
    type.sold += quantity;
    sales.push(
      buildTicketSale(rngEvents, {
        event: { id: p.event.id, title: p.event.title, organizerId: p.event.organizerId },
        lines: [{ ticketType: { id: type.id, price: type.price, name: type.name }, quantity }],
        buyer: { id: buyer.id || null, name: buyer.name, email: buyer.email, phone: buyer.phone },
        createdAt: at,
        provider: rngEvents.chance(0.92) ? "paystack" : "paypal",
      }),
    );
    return quantity;
  };
  const buyerFor = () => (rngEvents.chance(0.35) ? rngEvents.pick(customers) : guest(rngEvents));
  const within = (from: number, to: number) =>
    new Date(from + rngEvents.next() * Math.max(0, to - from));
  for (const p of plannedEvents) {
    const created = (p.event.createdAt as Date).getTime();
    if (p.kind === "trending") {
      let seats = 0;
      const target = rngEvents.int(11, 24);
      while (seats < target) {
        const n = sell(
          p,
          buyerFor(),
          within(now - 7 * DAY + HOUR, now - 5 * 60_000),
          rngEvents.int(1, 3),
        );
        if (n === 0) break;
        seats += n;
      }
      for (let k = rngEvents.int(2, 6); k > 0; k--)
        sell(p, buyerFor(), within(created + DAY, now - 8 * DAY), rngEvents.int(1, 4));
    } else if (p.kind === "soldout") {
      for (let guard = 0; guard < 200 && p.types.some((t) => t.sold < t.quantity); guard++) {
        sell(p, buyerFor(), within(created + DAY, now - 8 * DAY), rngEvents.int(1, 4));
      }
    } else if (p.kind === "past") {
      const start = (p.event.startDatetime as Date).getTime();
      for (let k = rngEvents.int(4, 12); k > 0; k--)
        sell(p, buyerFor(), within(created + DAY, start - 2 * HOUR), rngEvents.int(1, 4));
    } else if (p.kind === "upcoming") {
      // Fewer than 10 seats overall, so never trending by accident.
      let seats = 0;
      for (let k = rngEvents.int(0, 4); k > 0; k--)
        seats += sell(
          p,
          buyerFor(),
          within(created + DAY, now - HOUR),
          Math.min(rngEvents.int(1, 3), 9 - seats),
        );
    }
  }
  // The creator's own ticket purchases, for the payment centre.
  const creatorBuys = [
    plannedEvents.find((p) => p.kind === "trending" && p.event.organizerId !== organizer.id),
    plannedEvents.find((p) => p.kind === "past"),
    plannedEvents.filter((p) => p.kind === "upcoming").at(-1),
  ];
  for (const [k, p] of creatorBuys.entries()) {
    if (p) sell(p, creator, new Date(now - (k === 0 ? 2 : 9 + k * 6) * DAY), k === 0 ? 2 : 1, 0);
  }

  // Promo codes on the door demo: an open percentage, a VIP-only fixed one, a retired one.
  const door = plannedEvents[0]!;
  const top = door.types.at(-1)!;
  const doorCodes: Array<Omit<typeof schema.promoCodes.$inferInsert, "eventId">> = [
    { code: "EARLYBIRD", discountType: "percentage", amount: 10, usageLimit: 50 },
    {
      code: "VIPTREAT",
      discountType: "fixed",
      amount: Math.min(2_000, Math.max(1, top.price)),
      ticketTypeIds: [top.id],
      endsAt: door.event.startDatetime as Date,
    },
    { code: "LASTYEAR", discountType: "percentage", amount: 25, active: false },
  ];
  const promoCodes = doorCodes.map((p) => ({ ...p, id: rngEvents.uuid(), eventId: door.event.id }));

  // People wait for seats on every sold-out event, the viewer demo account among them on
  // the first (a refund or a raised capacity makes them offers, in the order they joined).
  const waitlist: Array<typeof schema.waitlistEntries.$inferInsert> = [];
  for (const [k, p] of plannedEvents.filter((e) => e.kind === "soldout").entries()) {
    const type = p.types[0]!;
    const waiting = [
      ...(k === 0 ? [viewer] : []),
      ...Array.from({ length: rngEvents.int(2, 5) }, buyerFor),
    ];
    const seen = new Set<string>();
    for (const person of waiting) {
      if (seen.has(person.email)) continue;
      seen.add(person.email);
      waitlist.push({
        id: rngEvents.uuid(),
        eventId: p.event.id,
        ticketTypeId: type.id,
        userId: person.id || null,
        name: person.name,
        email: person.email,
        quantity: rngEvents.int(1, 2),
        createdAt: within(now - 6 * DAY, now - HOUR),
      });
    }
  }
  // Oldest first, as they joined.
  waitlist.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());

  return { rngEvents, plannedEvents, eventCoverJobs, sales, promoCodes, waitlist };
}

export async function insert(db: Db, events: EventsPlan): Promise<string> {
  const { rngEvents, plannedEvents, eventCoverJobs, sales, promoCodes, waitlist } = events;
  const eventCoverJobsDone = await allDone(eventCoverJobs);
  const orderOfPayment = new Map(
    sales.flatMap((s) => (s.payment ? [[s.payment.id, s.order.id] as const] : [])),
  );
  await db.transaction(async (tx) => {
    await registerAll(tx, eventCoverJobsDone);
    await insertAll(
      tx,
      schema.events,
      plannedEvents.map((p) => p.event),
    );
    await insertAll(
      tx,
      schema.ticketTypes,
      plannedEvents.flatMap((p) => p.types),
    );
    await insertAll(
      tx,
      schema.paymentTransactions,
      sales.flatMap((s) => (s.payment ? [s.payment] : [])),
    );
    await insertAll(
      tx,
      schema.paymentLines,
      // Each line pays its ticket order, as the ticket checkout records it.
      buildPaymentLinesFor(
        sales.flatMap((s) => (s.payment ? [s.payment] : [])),
        sales.flatMap((s) => s.ledger),
      ).map((line) => ({
        ...line,
        purchaseId: orderOfPayment.get(line.transactionId) ?? null,
      })),
    );
    await insertAll(
      tx,
      schema.ticketOrders,
      sales.map((s) => s.order),
    );
    await insertAll(
      tx,
      schema.ticketOrderItems,
      sales.flatMap((s) => s.items),
    );
    await insertAll(
      tx,
      schema.tickets,
      sales.flatMap((s) => s.tickets),
    );
    await insertAll(
      tx,
      schema.ledgerEntries,
      sales.flatMap((s) => s.ledger),
    );
    await insertAll(tx, schema.promoCodes, promoCodes);
    await insertAll(tx, schema.waitlistEntries, waitlist);
    await insertAll(
      tx,
      schema.moderationQueue,
      plannedEvents
        .filter((p) => p.kind === "pending")
        .map((p) =>
          buildQueueEntry(rngEvents, {
            itemType: "event",
            itemId: p.event.id,
            title: p.event.title,
            userId: p.event.organizerId,
            createdAt: p.event.createdAt,
          }),
        ),
    );
    // Every upcoming demo event takes the demo promo code (try it at checkout).
    await insertAll(
      tx,
      schema.promoCodes,
      plannedEvents
        .filter((p) => p.kind === "trending" || p.kind === "upcoming")
        .map((p) => buildPromoCode(rngEvents, { eventId: p.event.id, code: DEMO_PROMO_CODE })),
    );
  });
  return `events: ${plannedEvents.length}, tickets: ${sales.reduce((n, s) => n + s.tickets.length, 0)}, waiting: ${waitlist.length}`;
}
