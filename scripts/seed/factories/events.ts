import { eq, inArray, sql } from "drizzle-orm";
import {
  events,
  ledgerEntries,
  paymentLines,
  paymentTransactions,
  promoCodes,
  ticketOrderItems,
  ticketOrders,
  tickets,
  ticketTypes,
  waitlistEntries,
} from "~/db/schema";
import type { Db, Tx } from "~/lib/db/client.server";
import { slugWithSuffix } from "~/lib/slug";
import { type EventFilterState } from "~/features/events/catalog";
import {
  formatTicketCode,
  TICKET_CODE_ALPHABET,
  TICKET_CODE_GROUP_SIZE,
  TICKET_CODE_GROUPS,
} from "~/features/events/ticket-code";
import {
  EVENT_IDEAS,
  STATE_PLACES,
  TICKET_PRESETS,
  pickVenue,
  weightedState,
  type EventIdea,
} from "./naija-data";
import {
  buildLedgerForPayment,
  buildPaymentLinesFor,
  buildPaymentTransaction,
  defaultFee,
  type NewLedgerEntry,
  type NewPaymentTransaction,
} from "./payments";
import { testRng, type Rng } from "./random";
import { createUser } from "./users";

export type NewEvent = typeof events.$inferInsert;
export type EventRow = typeof events.$inferSelect;
export type NewTicketType = typeof ticketTypes.$inferInsert;
export type TicketTypeRow = typeof ticketTypes.$inferSelect;
export type NewTicketOrder = typeof ticketOrders.$inferInsert;
export type NewTicket = typeof tickets.$inferInsert;
export type NewTicketOrderItem = typeof ticketOrderItems.$inferInsert;

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** `at` days from today at `hour`:00 in Lagos time (WAT = UTC+1, no DST). */
export function lagosTime(daysFromToday: number, hour: number, now = new Date()): Date {
  const lagosMidnightUtc =
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - HOUR;
  return new Date(lagosMidnightUtc + daysFromToday * DAY + hour * HOUR);
}

export type EventOverrides = Partial<NewEvent> & {
  /** The idea to draw title, description and tags from (default: random). */
  idea?: EventIdea;
};

/**
 * Insert values for an event (pure): an idea from naija-data placed in a weighted
 * state at a real venue, starting 1-90 days from now. Published and approved by
 * default (visible in discovery); pass `moderationStatus: "pending"` for a new one.
 */
export function buildEvent(
  rng: Rng,
  overrides: EventOverrides & { organizerId: string },
): NewEvent & { id: string; slug: string } {
  const { idea: givenIdea, ...values } = overrides;
  const idea = givenIdea ?? rng.pick(EVENT_IDEAS);
  const state = values.state ?? weightedState(rng);
  const venue =
    state in STATE_PLACES
      ? pickVenue(rng, state as EventFilterState)
      : {
          name: `${values.city ?? state} Civic Centre`,
          city: values.city ?? state,
          address: `${rng.int(1, 60)} Hospital Road, ${values.city ?? state}`,
        };
  const fill = (text: string) =>
    text.replaceAll("{city}", values.city ?? venue.city).replaceAll("{state}", state);
  const title = values.title ?? fill(idea.title);
  const start = values.startDatetime ?? lagosTime(rng.int(1, 90), idea.startHour);
  const end = values.endDatetime ?? new Date(start.getTime() + idea.hours * HOUR);
  const createdAt =
    values.createdAt ?? new Date(Math.min(Date.now(), start.getTime()) - rng.int(5, 40) * DAY);
  return {
    id: values.id ?? rng.uuid(),
    slug: values.slug ?? slugWithSuffix(title, rng.suffix(5)),
    title,
    description: fill(idea.description),
    coverImageKey: null,
    venueName: venue.name,
    venueAddress: venue.address,
    city: venue.city,
    state,
    startDatetime: start,
    endDatetime: end,
    tags: [idea.category, ...idea.tags],
    status: "published",
    moderationStatus: "approved",
    moderatedAt: values.moderationStatus === "pending" ? null : createdAt,
    createdAt,
    updatedAt: createdAt,
    ...values,
  };
}

/** Ticket types for an event from the tier presets: 1-4 of them, round prices. */
export function buildTicketTypes(
  rng: Rng,
  {
    eventId,
    tier = "budget",
    count,
  }: { eventId: string; tier?: EventIdea["tier"]; count?: number },
): Array<NewTicketType & { id: string }> {
  const presets = TICKET_PRESETS[tier];
  const n = Math.min(presets.length, count ?? rng.int(tier === "free" ? 1 : 2, presets.length));
  // Keep the preset order (cheapest first) but drop some at random.
  const picked = new Set(rng.pickMany(presets, n));
  const chosen = presets.filter((p) => picked.has(p));
  return chosen.map((preset, i) =>
    buildTicketType(rng, {
      eventId,
      name: preset.name,
      description: preset.description,
      price: preset.max === 0 ? 0 : rng.round(preset.min, preset.max, preset.step),
      quantity: rng.round(preset.qty[0], preset.qty[1], 5),
      sortOrder: i,
    }),
  );
}

export function buildTicketType(
  rng: Rng,
  overrides: Partial<NewTicketType> & { eventId: string },
): NewTicketType & { id: string } {
  return {
    id: overrides.id ?? rng.uuid(),
    name: "Regular",
    description: "General admission.",
    price: rng.round(2_000, 20_000, 500),
    quantity: rng.round(50, 200, 10),
    sold: 0,
    sortOrder: 0,
    ...overrides,
  };
}

/** A ticket code in the product's format (`NC-XXXXX-XXXXX-XXXXX-XXXXX`), from the seeded rng. */
export function buildTicketCode(rng: Rng): string {
  return formatTicketCode(
    rng.code(TICKET_CODE_GROUPS * TICKET_CODE_GROUP_SIZE, TICKET_CODE_ALPHABET),
  );
}

export type NewPromoCode = typeof promoCodes.$inferInsert;

/** A promo code of an event (pure): 10 % off every ticket type unless told otherwise. */
export function buildPromoCode(
  rng: Rng,
  overrides: Partial<NewPromoCode> & { eventId: string },
): NewPromoCode & { id: string } {
  return {
    id: overrides.id ?? rng.uuid(),
    code: `PROMO${rng.code(4)}`,
    discountType: "percentage",
    amount: 10,
    ...overrides,
  };
}

export async function createPromoCode(
  db: Db | Tx,
  overrides: Partial<NewPromoCode> & { eventId: string },
  rng: Rng = testRng(),
) {
  const [row] = await db.insert(promoCodes).values(buildPromoCode(rng, overrides)).returning();
  return row!;
}

/** The demo promo code every upcoming demo event accepts (10 % off), to try checkout with. */
export const DEMO_PROMO_CODE = "NAIJA10";

export async function createEvent(
  db: Db | Tx,
  overrides: EventOverrides = {},
  rng: Rng = testRng(),
): Promise<EventRow> {
  const organizerId =
    overrides.organizerId ?? (await createUser(db, { role: "event_organizer" }, rng)).id;
  const [row] = await db
    .insert(events)
    .values(buildEvent(rng, { ...overrides, organizerId }))
    .returning();
  return row!;
}

export async function createTicketType(
  db: Db | Tx,
  overrides: Partial<NewTicketType> = {},
  rng: Rng = testRng(),
): Promise<TicketTypeRow> {
  const eventId = overrides.eventId ?? (await createEvent(db, {}, rng)).id;
  const [row] = await db
    .insert(ticketTypes)
    .values(buildTicketType(rng, { ...overrides, eventId }))
    .returning();
  return row!;
}

/** An event with ticket types (given ones, or 1-4 from the event idea's price tier). */
export async function createEventWithTickets(
  db: Db | Tx,
  options: { event?: EventOverrides; ticketTypes?: Array<Partial<NewTicketType>> } = {},
  rng: Rng = testRng(),
): Promise<{ event: EventRow; ticketTypes: TicketTypeRow[] }> {
  const idea = options.event?.idea ?? rng.pick(EVENT_IDEAS);
  const event = await createEvent(db, { ...options.event, idea }, rng);
  const values = options.ticketTypes
    ? options.ticketTypes.map((t, i) =>
        buildTicketType(rng, { sortOrder: i, ...t, eventId: event.id }),
      )
    : buildTicketTypes(rng, { eventId: event.id, tier: idea.tier });
  const rows = await db.insert(ticketTypes).values(values).returning();
  return { event, ticketTypes: rows };
}

export type SaleBuyer = { id: string | null; name: string; email: string; phone?: string | null };
export type SaleLine = {
  ticketType: { id: string; price: number; name?: string };
  quantity: number;
};

export type BuiltTicketSale = {
  order: NewTicketOrder & { id: string };
  items: NewTicketOrderItem[];
  tickets: Array<NewTicket & { ticketCode: string }>;
  /** Null for a free order (nothing to pay). */
  payment: (NewPaymentTransaction & { id: string }) | null;
  ledger: NewLedgerEntry[];
};

/**
 * A paid ticket order (pure): order + items + one ticket per seat (payment status
 * completed) + the completed payment (fee 12 %, min ₦50, paid by the buyer on top)
 * + ledger rows for the organizer and the platform. Callers must raise
 * `ticket_types.sold` by the quantities (createTicketSale does).
 */
export function buildTicketSale(
  rng: Rng,
  options: {
    event: { id: string; title: string; organizerId: string };
    lines: SaleLine[];
    buyer: SaleBuyer;
    createdAt?: Date;
    provider?: NewPaymentTransaction["provider"];
    /** The tickets page's token (default: the database's own random one). */
    accessToken?: string;
  },
): BuiltTicketSale {
  const createdAt = options.createdAt ?? new Date();
  const subtotal = options.lines.reduce((sum, l) => sum + l.ticketType.price * l.quantity, 0);
  const platformFee = defaultFee("events", subtotal);
  const total = subtotal + platformFee;
  const seats = options.lines.reduce((sum, l) => sum + l.quantity, 0);
  const orderId = rng.uuid();
  const payment =
    total > 0
      ? buildPaymentTransaction(rng, {
          userId: options.buyer.id,
          transactionType: "ticket",
          provider: options.provider ?? "paystack",
          paymentStatus: "completed",
          purpose: `${seats} ticket${seats === 1 ? "" : "s"}: ${options.event.title}`,
          email: options.buyer.email,
          totalAmount: total,
          platformFee,
          netAmount: subtotal,
          // As the ticket checkout records it: the payment and its line pay the order.
          orderId,
          metadata: { eventId: options.event.id, orderId },
          createdAt,
        })
      : null;
  const order: BuiltTicketSale["order"] = {
    id: orderId,
    eventId: options.event.id,
    buyerId: options.buyer.id,
    buyerName: options.buyer.name,
    buyerEmail: options.buyer.email,
    buyerPhone: options.buyer.phone ?? null,
    status: "paid",
    subtotal,
    platformFee,
    total,
    paymentTransactionId: payment?.id ?? null,
    expiresAt: new Date(createdAt.getTime() + 15 * 60_000),
    paidAt: createdAt,
    createdAt,
    updatedAt: createdAt,
    ...(options.accessToken ? { accessToken: options.accessToken } : {}),
  };
  const items = options.lines.map((l) => ({
    orderId,
    ticketTypeId: l.ticketType.id,
    quantity: l.quantity,
    unitPrice: l.ticketType.price,
  }));
  const seatsOut: BuiltTicketSale["tickets"] = [];
  for (const line of options.lines) {
    for (let i = 0; i < line.quantity; i++) {
      seatsOut.push({
        id: rng.uuid(),
        eventId: options.event.id,
        ticketTypeId: line.ticketType.id,
        orderId,
        buyerId: options.buyer.id,
        paymentStatus: "completed",
        buyerName: options.buyer.name,
        buyerEmail: options.buyer.email,
        buyerPhone: options.buyer.phone ?? null,
        pricePaid: line.ticketType.price,
        ticketCode: buildTicketCode(rng),
        createdAt,
      });
    }
  }
  const ledger = payment ? buildLedgerForPayment(payment, options.event.organizerId) : [];
  return { order, items, tickets: seatsOut, payment, ledger };
}

/** Inserts a paid ticket order with its tickets and payment, and raises `sold`. */
export async function createTicketSale(
  db: Db | Tx,
  options: Parameters<typeof buildTicketSale>[1],
  rng: Rng = testRng(),
) {
  const sale = buildTicketSale(rng, options);
  if (sale.payment) {
    await db.insert(paymentTransactions).values(sale.payment);
    const lines = buildPaymentLinesFor([sale.payment], sale.ledger).map((line) => ({
      ...line,
      purchaseId: sale.order.id,
    }));
    if (lines.length) await db.insert(paymentLines).values(lines);
  }
  const [order] = await db.insert(ticketOrders).values(sale.order).returning();
  await db.insert(ticketOrderItems).values(sale.items);
  const rows = await db.insert(tickets).values(sale.tickets).returning();
  if (sale.ledger.length) await db.insert(ledgerEntries).values(sale.ledger);
  for (const line of options.lines) {
    await db
      .update(ticketTypes)
      .set({ sold: sql`${ticketTypes.sold} + ${line.quantity}` })
      .where(eq(ticketTypes.id, line.ticketType.id));
  }
  return { order: order!, tickets: rows, payment: sale.payment };
}

/** A tickets-page token like the app's: 128 random bits, base64url. */
export function buildAccessToken(rng: Rng): string {
  return Buffer.from(Array.from({ length: 16 }, () => rng.int(0, 255))).toString("base64url");
}

/**
 * A ticket order in a given state, for tests of what happens after buying: `paid`
 * (tickets issued, as createTicketSale), `refunded` (its tickets void, seats given
 * back) or `pending` (an unpaid hold until `expiresAt`: items, no tickets, nothing
 * sold). A guest buyer unless one is given; a known access token.
 */
export async function createTicketOrder(
  db: Db | Tx,
  options: {
    event: { id: string; title: string; organizerId: string };
    lines: SaleLine[];
    buyer?: SaleBuyer;
    status?: "paid" | "refunded" | "pending";
    expiresAt?: Date;
    createdAt?: Date;
  },
  rng: Rng = testRng(),
) {
  const buyer = options.buyer ?? {
    id: null,
    name: "Guest Buyer",
    email: `guest-${rng.suffix(6)}@example.com`,
  };
  const accessToken = buildAccessToken(rng);
  const sale = { ...options, buyer, accessToken };
  if (options.status === "pending") {
    const built = buildTicketSale(rng, sale);
    const [order] = await db
      .insert(ticketOrders)
      .values({
        ...built.order,
        status: "pending",
        paidAt: null,
        paymentTransactionId: null,
        expiresAt: options.expiresAt ?? new Date(Date.now() + 15 * 60_000),
      })
      .returning();
    await db.insert(ticketOrderItems).values(built.items);
    return { order: order!, tickets: [] as (typeof tickets.$inferSelect)[] };
  }
  const created = await createTicketSale(db, sale, rng);
  if (options.status !== "refunded") return created;
  const [order] = await db
    .update(ticketOrders)
    .set({ status: "refunded" })
    .where(eq(ticketOrders.id, created.order.id))
    .returning();
  const voided = await db
    .update(tickets)
    .set({ paymentStatus: "refunded" })
    .where(
      inArray(
        tickets.id,
        created.tickets.map((t) => t.id),
      ),
    )
    .returning();
  for (const line of options.lines) {
    await db
      .update(ticketTypes)
      .set({ sold: sql`${ticketTypes.sold} - ${line.quantity}` })
      .where(eq(ticketTypes.id, line.ticketType.id));
  }
  return { order: order!, tickets: voided };
}

export type NewWaitlistEntry = typeof waitlistEntries.$inferInsert;

/** Someone waiting on a ticket type's waitlist (status `waiting` unless told). */
export async function createWaitlistEntry(
  db: Db | Tx,
  overrides: Partial<NewWaitlistEntry> & { eventId: string; ticketTypeId: string },
  rng: Rng = testRng(),
) {
  const [row] = await db
    .insert(waitlistEntries)
    .values({
      name: "Waiting Person",
      email: `wait-${rng.suffix(6)}@example.com`,
      quantity: 1,
      ...overrides,
    })
    .returning();
  return row!;
}
