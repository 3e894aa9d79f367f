import crypto from "node:crypto";
import { and, eq, gt, inArray, ne, sql } from "drizzle-orm";
import { events, promoCodes, ticketOrderItems, ticketOrders, waitlistEntries } from "~/db/schema";
import {
  heldByHolder,
  purchasesHeldBySession,
  recordHolds,
  takeHoldAllowance,
  UNCOMMITTED_HOLD_MINUTES,
} from "~/lib/hold-caps.server";
import { AppError } from "~/lib/app-error.server";
import { getDb, type Tx } from "~/lib/db/client.server";
import type { Message } from "~/lib/messages";
import { ticketBuyRefusals as E } from "./messages";
import { offerFreedSeats } from "./offer-freed-seats.server";
import { priceOrder, promoAppliesTo, type PromoRule } from "./promo-discount";
import { lockTicketTypes } from "./ticket-availability.server";
import { issueTickets } from "./ticket-fulfilment.server";
import { invalidateEventPages } from "./event-pages-cache.server";

/**
 * How long seats are held once the buyer has given their details, while they pay
 * (issue 14); until then the hold is short (UNCOMMITTED_HOLD_MINUTES, issue 30).
 */
export const HOLD_MINUTES = 15;

export type TicketBuyer = {
  userId: string | null;
  /** May be empty when the hold comes first and the checkout page asks for it. */
  name: string;
  email: string;
  phone?: string | null;
};

export type ReserveTicketsInput = ({ eventSlug: string } | { eventId: string }) & {
  items: Array<{ ticketTypeId: string; quantity: number }>;
  buyer: TicketBuyer;
  promoCode?: string | null;
  offerToken?: string | null;
  /**
   * Who is asking, beyond the buyer's e-mail: the hold session (`user:<id>` or a guest
   * browser's `guest:<id>`) and the client address the server decided (ADR 021). The
   * route always passes both; null leaves that key out of the caps (scripts, tests).
   */
  holder?: { session: string | null; clientIp: string | null };
  now?: Date;
};

export type ReservedOrder = {
  orderId: string;
  accessToken: string;
  eventSlug: string;
  status: "pending" | "paid";
  total: number;
  expiresAt: Date;
};

const fail = (message: Message, field?: string) =>
  new AppError("validation", {
    message,
    fieldErrors: field ? { [field]: [message.message] } : undefined,
  });

/** 128 random bits, URL-safe: the only credential of a guest's order. */
export const newAccessToken = () => crypto.randomBytes(16).toString("base64url");

/**
 * Holds seats for a buyer (docs/decisions/028-events-ticketing-schema.md): in one
 * transaction, checks the event is on sale, each type's sales window and per-order
 * limit, locks the ticket types and reads their seats left under the lock, prices the
 * promo code, claims a waitlist offer, and writes a pending order that holds the seats
 * for 15 minutes. A free order whose buyer is known is issued at once. Sold out is
 * answered as the spec's "event full"; everything else refused is "ticket unavailable".
 *
 * Hold caps (docs/decisions/054-hold-caps.md): the client address may make only so many
 * holds (rate limited, before anything else); the same session's live holds for the
 * event are released first (a new checkout replaces the old one); then the buyer's
 * active holds on each type, by session, e-mail or client address together, plus this
 * one may not pass the type's per-order limit. A buyer who has not given their details
 * yet (a guest at the picker) is held for UNCOMMITTED_HOLD_MINUTES only.
 */
export async function reserveTickets(input: ReserveTicketsInput): Promise<ReservedOrder> {
  const now = input.now ?? new Date();
  const session = input.holder?.session ?? null;
  const clientIp = input.holder?.clientIp ?? null;
  const wanted = new Map<string, number>();
  for (const item of input.items) {
    if (!Number.isInteger(item.quantity) || item.quantity < 0) throw fail(E.noneChosen);
    if (item.quantity)
      wanted.set(item.ticketTypeId, (wanted.get(item.ticketTypeId) ?? 0) + item.quantity);
  }
  if (!wanted.size) throw fail(E.noneChosen);
  await takeHoldAllowance(clientIp);
  const db = await getDb();
  const reserved = await db.transaction(async (tx) => {
    const [event] = await tx
      .select()
      .from(events)
      .where("eventId" in input ? eq(events.id, input.eventId) : eq(events.slug, input.eventSlug))
      .limit(1);
    if (!event || event.moderationStatus !== "approved" || event.status === "draft")
      throw fail(E.notListed);
    if (event.status === "cancelled" || event.cancelledAt) throw fail(E.cancelled);
    if (event.endDatetime <= now) throw fail(E.ended);

    if (session) {
      await releaseSessionHolds(tx, { eventId: event.id, session, wanted: [...wanted.keys()] });
    }
    const types = await lockTicketTypes(tx, [...wanted.keys()]);
    if (types.length !== wanted.size || types.some((t) => t.eventId !== event.id)) {
      throw fail(E.unavailable);
    }
    const buyer = { ...input.buyer, email: input.buyer.email.trim().toLowerCase() };
    const offer = input.offerToken ? await claimOffer(tx, input.offerToken, buyer, now) : null;
    if (offer) {
      buyer.email ||= offer.email;
      buyer.name ||= offer.name;
    }
    const holder = { session, email: buyer.email || null, clientIp };
    const held = await heldByHolder(tx, {
      kind: "ticket_type",
      subjectIds: types.map((t) => t.id),
      holder,
    });
    for (const t of types) {
      const quantity = wanted.get(t.id)!;
      if (t.salesStart && t.salesStart > now) throw fail(E.salesNotStarted(t.name));
      if (t.salesEnd && t.salesEnd <= now) throw fail(E.salesEnded(t.name));
      if (quantity > t.maxPerOrder) throw fail(E.perOrder(t.name, t.maxPerOrder));
      const heldAlready = held.get(t.id) ?? 0;
      if (heldAlready + quantity > t.maxPerOrder)
        throw fail(E.holdCap(t.name, t.maxPerOrder, heldAlready));
      // The offer's seats are held for this buyer: they count as theirs.
      const left = t.available + (offer?.ticketTypeId === t.id ? offer.quantity : 0);
      if (left <= 0) throw fail(E.soldOut);
      if (quantity > left) throw fail(E.fewLeft(t.name, left));
    }
    if (offer && !wanted.has(offer.ticketTypeId)) throw fail(E.offerInvalid);

    const lines = types.map((t) => ({
      ticketTypeId: t.id,
      unitPrice: t.price,
      quantity: wanted.get(t.id)!,
    }));
    const promo = input.promoCode
      ? await lockPromo(tx, { eventId: event.id, code: input.promoCode, lines, now, orderId: null })
      : null;
    const priced = priceOrder(lines, promo);
    // Committed: the buyer's details are known (signed in, or given with the offer).
    const committed = !!(buyer.email && buyer.name.trim());
    const holdMinutes = committed ? HOLD_MINUTES : UNCOMMITTED_HOLD_MINUTES;
    const [order] = await tx
      .insert(ticketOrders)
      .values({
        eventId: event.id,
        buyerId: buyer.userId,
        buyerName: buyer.name.trim(),
        buyerEmail: buyer.email,
        buyerPhone: buyer.phone ?? null,
        status: "pending",
        accessToken: newAccessToken(),
        subtotal: priced.subtotal,
        discount: priced.discount,
        total: priced.total,
        promoCodeId: promo?.id ?? null,
        waitlistEntryId: offer?.id ?? null,
        expiresAt: new Date(now.getTime() + holdMinutes * 60_000),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(ticketOrderItems).values(
      priced.lines.map((l) => ({
        orderId: order!.id,
        ticketTypeId: l.ticketTypeId,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        discount: l.discount,
      })),
    );
    await recordHolds(tx, {
      purchase: { type: "ticket", id: order!.id },
      holder,
      lines: lines.map((l) => ({
        subject: { kind: "ticket_type", id: l.ticketTypeId },
        quantity: l.quantity,
      })),
      expiresAt: order!.expiresAt,
    });
    let status: ReservedOrder["status"] = "pending";
    // Free tickets skip payment; a guest's are issued once the checkout has their e-mail.
    if (priced.total === 0 && order!.buyerEmail && order!.buyerName) {
      const issued = await issueTickets(tx, order!, null);
      if (issued.kind !== "issued") throw fail(E.soldOut);
      status = "paid";
    }
    return {
      orderId: order!.id,
      accessToken: order!.accessToken,
      eventSlug: event.slug,
      status,
      total: priced.total,
      expiresAt: order!.expiresAt,
    };
  });
  // Seats left changed for everyone: the event page's counts must not wait for the TTL.
  invalidateEventPages();
  return reserved;
}

/**
 * A new checkout by the same buyer replaces their unpaid one: the session's live holds
 * for this event end (cancelled) and their seats go to the waitlist first, as any
 * released hold's do. Orders are locked before ticket types, as fulfilment does, and the
 * freed and the wanted types are locked together, in id order, so two buyers never
 * deadlock on them.
 */
async function releaseSessionHolds(
  tx: Tx,
  o: { eventId: string; session: string; wanted: string[] },
) {
  const ids = await purchasesHeldBySession(tx, { type: "ticket", session: o.session });
  if (!ids.length) return;
  const released = await tx
    .update(ticketOrders)
    .set({ status: "cancelled", updatedAt: new Date() })
    .where(
      and(
        inArray(ticketOrders.id, ids),
        eq(ticketOrders.eventId, o.eventId),
        eq(ticketOrders.status, "pending"),
      ),
    )
    .returning({ id: ticketOrders.id });
  if (!released.length) return;
  const items = await tx
    .selectDistinct({ typeId: ticketOrderItems.ticketTypeId })
    .from(ticketOrderItems)
    .where(
      inArray(
        ticketOrderItems.orderId,
        released.map((r) => r.id),
      ),
    );
  const freed = items.map((i) => i.typeId);
  await lockTicketTypes(tx, [...new Set([...freed, ...o.wanted])]);
  await offerFreedSeats(tx, freed);
}

/**
 * A waitlist offer claimed by its token (e-mailed to the person waiting): offered,
 * unexpired, and for the buyer's e-mail when one is given. The entry becomes claimed,
 * and the order points at it.
 */
async function claimOffer(tx: Tx, token: string, buyer: TicketBuyer, now: Date) {
  const [entry] = await tx
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.offerToken, token.slice(0, 100)))
    .for("update");
  if (
    !entry ||
    entry.status !== "offered" ||
    !entry.offerExpiresAt ||
    entry.offerExpiresAt <= now ||
    (buyer.email && entry.email.toLowerCase() !== buyer.email)
  ) {
    throw fail(E.offerInvalid);
  }
  await tx
    .update(waitlistEntries)
    .set({ status: "claimed" })
    .where(eq(waitlistEntries.id, entry.id));
  return entry;
}

export type LockedPromo = PromoRule & { id: string; code: string };

/**
 * The event's promo code by what the buyer typed, locked so two buyers cannot both
 * take its last use: active, within its window, covering at least one chosen type,
 * and with a use left counting paid orders (`used_count`) and unexpired holds using
 * it (other than `orderId`, the order being repriced).
 */
export async function lockPromo(
  tx: Tx,
  o: {
    eventId: string;
    code: string;
    lines: Array<{ ticketTypeId: string }>;
    now: Date;
    orderId: string | null;
  },
): Promise<LockedPromo> {
  const code = o.code.trim().toUpperCase();
  const [promo] = await tx
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.eventId, o.eventId), eq(promoCodes.code, code)))
    .for("update");
  if (
    !promo ||
    !promo.active ||
    (promo.startsAt && promo.startsAt > o.now) ||
    (promo.endsAt && promo.endsAt <= o.now)
  ) {
    throw fail(E.promoInvalid, "promoCode");
  }
  if (!o.lines.some((l) => promoAppliesTo(promo, l.ticketTypeId))) {
    throw fail(E.promoNotForTickets, "promoCode");
  }
  if (promo.usageLimit != null) {
    const [held] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(ticketOrders)
      .where(
        and(
          eq(ticketOrders.promoCodeId, promo.id),
          eq(ticketOrders.status, "pending"),
          gt(ticketOrders.expiresAt, sql`now()`),
          o.orderId ? ne(ticketOrders.id, o.orderId) : undefined,
        ),
      );
    if (promo.usedCount + Number(held?.n ?? 0) >= promo.usageLimit) {
      throw fail(E.promoUsedUp, "promoCode");
    }
  }
  return promo;
}
