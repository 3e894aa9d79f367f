import crypto from "node:crypto";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import { events, promoCodes, ticketOrderItems, ticketOrders, waitlistEntries } from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import { invalidatePublicCache } from "~/lib/cache.server";
import { getDb, type Tx } from "~/lib/db/client.server";
import type { Message } from "~/lib/messages";
import { ticketBuyRefusals as E } from "./messages";
import { priceOrder, promoAppliesTo, type PromoRule } from "./promo-discount";
import { lockTicketTypes } from "./ticket-availability.server";
import { issueTickets } from "./ticket-fulfilment.server";

/** How long seats are held while the buyer pays (issue 14). */
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
 */
export async function reserveTickets(input: ReserveTicketsInput): Promise<ReservedOrder> {
  const now = input.now ?? new Date();
  const wanted = new Map<string, number>();
  for (const item of input.items) {
    if (!Number.isInteger(item.quantity) || item.quantity < 0) throw fail(E.noneChosen);
    if (item.quantity)
      wanted.set(item.ticketTypeId, (wanted.get(item.ticketTypeId) ?? 0) + item.quantity);
  }
  if (!wanted.size) throw fail(E.noneChosen);
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
    for (const t of types) {
      const quantity = wanted.get(t.id)!;
      if (t.salesStart && t.salesStart > now) throw fail(E.salesNotStarted(t.name));
      if (t.salesEnd && t.salesEnd <= now) throw fail(E.salesEnded(t.name));
      if (quantity > t.maxPerOrder) throw fail(E.perOrder(t.name, t.maxPerOrder));
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
        expiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
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
  invalidatePublicCache();
  return reserved;
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
