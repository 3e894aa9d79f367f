import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import {
  events,
  promoCodes,
  ticketOrderItems,
  ticketOrders,
  tickets,
  ticketTypes,
} from "~/db/schema";
import type {
  Fulfilment,
  PaymentTransaction,
  UnfulfillableReason,
} from "~/features/payments/fulfilment";
import { offerFreedSeats } from "./offer-freed-seats.server";
import type { Tx } from "~/lib/db/client.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import { placeLine } from "~/lib/places";
import { publicBaseUrl } from "~/lib/public-url.server";
import { seatPrices } from "./promo-discount";
import { lockTicketTypes } from "./ticket-availability.server";
import { generateTicketCode } from "./ticket-code";
import { ticketOrderMail } from "./ticket-mails";
import { ticketQrDataUrl } from "./ticket-qr.server";
import { assertTicketOrderTransition, TICKET_ORDER_TRANSITIONS } from "./ticket-order-status";
import { invalidateEventPages } from "./event-pages-cache.server";

type Order = typeof ticketOrders.$inferSelect;

const UNFULFILLABLE: Partial<Record<UnfulfillableReason, string>> = {
  sold_out: "The tickets sold out before your payment reached us.",
  hold_expired:
    "Your 15-minute hold expired before your payment reached us, and the seats were taken by other buyers.",
  event_cancelled: "The organizer cancelled this event before your payment reached us.",
};

/**
 * Issues an order's tickets in `tx`: locks its ticket types, checks the seats are
 * still there, raises `sold`, writes one ticket per seat with its own code, marks the
 * order paid, counts the promo use and queues the ONE e-mail with every ticket.
 *
 * The order's own hold counts as its seats while it is unexpired (it is one of the
 * holds `available` subtracts); once expired, or released, the order competes for the
 * seats left like anyone else (docs/decisions/028-events-ticketing-schema.md).
 */
export async function issueTickets(
  tx: Tx,
  order: Order,
  payment: Pick<PaymentTransaction, "id" | "platformFee"> | null,
): Promise<
  { kind: "issued"; codes: string[] } | { kind: "unfulfillable"; reason: UnfulfillableReason }
> {
  const items = await tx
    .select()
    .from(ticketOrderItems)
    .where(eq(ticketOrderItems.orderId, order.id))
    .orderBy(asc(ticketOrderItems.id));
  const types = await lockTicketTypes(
    tx,
    items.map((i) => i.ticketTypeId),
  );
  // Whether this order's hold is one of those `available` subtracted (the database's clock).
  const [own] = await tx
    .select({
      live: sql<boolean>`${ticketOrders.status} = 'pending' and ${ticketOrders.expiresAt} > now()`,
    })
    .from(ticketOrders)
    .where(eq(ticketOrders.id, order.id));
  const holdLive = !!own?.live;
  for (const item of items) {
    const type = types.find((t) => t.id === item.ticketTypeId);
    const seats = (type?.available ?? 0) + (holdLive ? item.quantity : 0);
    if (!type || seats < item.quantity) {
      return { kind: "unfulfillable", reason: holdLive ? "sold_out" : "hold_expired" };
    }
  }
  const now = new Date();
  const issued: Array<typeof tickets.$inferInsert> = [];
  for (const item of items) {
    await tx
      .update(ticketTypes)
      .set({ sold: sql`${ticketTypes.sold} + ${item.quantity}` })
      .where(eq(ticketTypes.id, item.ticketTypeId));
    for (const pricePaid of seatPrices(item)) {
      issued.push({
        eventId: order.eventId,
        ticketTypeId: item.ticketTypeId,
        orderId: order.id,
        buyerId: order.buyerId,
        paymentStatus: "completed",
        buyerName: order.buyerName,
        buyerEmail: order.buyerEmail,
        buyerPhone: order.buyerPhone,
        pricePaid,
        ticketCode: generateTicketCode(),
        createdAt: now,
      });
    }
  }
  await tx.insert(tickets).values(issued);
  assertTicketOrderTransition(order.status, "paid");
  await tx
    .update(ticketOrders)
    .set({
      status: "paid",
      paidAt: now,
      updatedAt: now,
      paymentTransactionId: payment?.id ?? null,
      platformFee: payment?.platformFee ?? 0,
    })
    .where(eq(ticketOrders.id, order.id));
  if (order.promoCodeId) {
    await tx
      .update(promoCodes)
      .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
      .where(eq(promoCodes.id, order.promoCodeId));
  }
  await sendTicketMail(tx, order, issued, types);
  invalidateEventPages();
  return { kind: "issued", codes: issued.map((t) => t.ticketCode) };
}

async function sendTicketMail(
  tx: Tx,
  order: Order,
  issued: Array<typeof tickets.$inferInsert>,
  types: Array<{ id: string; name: string }>,
) {
  const [event] = await tx.select().from(events).where(eq(events.id, order.eventId));
  const nameOf = new Map(types.map((t) => [t.id, t.name]));
  await sendMail(
    {
      to: order.buyerEmail,
      ...ticketOrderMail.render({
        origin: publicBaseUrl(),
        accessToken: order.accessToken,
        buyerName: order.buyerName,
        eventTitle: event!.title,
        eventStart: event!.startDatetime,
        venue: placeLine(event!.venueName, event!.venueAddress, event!.city, event!.state),
        total: order.total,
        discount: order.discount,
        promoCode: order.promoCodeId ? await promoCodeOf(tx, order.promoCodeId) : null,
        tickets: await Promise.all(
          issued.map(async (t) => ({
            code: t.ticketCode,
            typeName: nameOf.get(t.ticketTypeId) ?? "Ticket",
            qrDataUrl: await ticketQrDataUrl(t.ticketCode),
          })),
        ),
      }),
    },
    tx,
  );
}

async function promoCodeOf(tx: Tx, id: string) {
  const [row] = await tx
    .select({ code: promoCodes.code })
    .from(promoCodes)
    .where(eq(promoCodes.id, id));
  return row?.code ?? null;
}

async function lockOrderOf(tx: Tx, txn: PaymentTransaction) {
  if (!txn.orderId) return null;
  const [order] = await tx
    .select()
    .from(ticketOrders)
    .where(eq(ticketOrders.id, txn.orderId))
    .for("update");
  return order ?? null;
}

/**
 * Ticket orders and the purchase contract (docs/decisions/014-purchase-contract.md):
 * fulfil issues the tickets (a late payment too, when the seats are still there),
 * release ends an unpaid hold, refunded voids the refunded tickets and gives their
 * seats back.
 */
export const ticketFulfilment: Fulfilment = {
  ledgerEntry: "sale",
  // The ONE order mail (tickets and what was paid) is the buyer's e-mail for it.
  receiptMail: "own",

  // The organizer's takings wait until the event is over (the release rule's hours after its end).
  async releaseEvents({ tx, txn, lines }) {
    if (!txn.orderId) return new Map();
    const [event] = await tx
      .select({ endsAt: events.endDatetime })
      .from(events)
      .innerJoin(ticketOrders, eq(ticketOrders.eventId, events.id))
      .where(eq(ticketOrders.id, txn.orderId));
    if (!event) return new Map();
    return new Map(
      lines.map((line) => [line.id, { kind: "event_ends" as const, at: event.endsAt }]),
    );
  },

  async fulfil({ tx, txn }) {
    // The event first, then the order: cancelEvent locks in that order too. An event
    // cancelled while this buyer paid (its holds were ended then) sends the money back,
    // whatever seats are left.
    const [event] = txn.orderId
      ? await tx
          .select({ status: events.status })
          .from(events)
          .where(
            eq(
              events.id,
              sql`(select ${ticketOrders.eventId} from ${ticketOrders} where ${ticketOrders.id} = ${txn.orderId})`,
            ),
          )
          .for("share")
      : [];
    const order = await lockOrderOf(tx, txn);
    // Paid already by another payment of the same order (a second tab): nothing to sell.
    if (!order || !TICKET_ORDER_TRANSITIONS[order.status].includes("paid")) {
      return { kind: "unfulfillable", reason: "hold_expired" };
    }
    if (!event || event.status === "cancelled") {
      return { kind: "unfulfillable", reason: "event_cancelled" };
    }
    const outcome = await issueTickets(tx, order, txn);
    return outcome.kind === "issued" ? { kind: "fulfilled" } : outcome;
  },

  async release({ tx, txn }) {
    if (!txn.orderId) return;
    const updated = await tx
      .update(ticketOrders)
      .set({
        status: txn.paymentStatus === "expired" ? "expired" : "cancelled",
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(ticketOrders.id, txn.orderId),
          eq(ticketOrders.status, "pending"),
          // An older payment of the order (a Pay pressed twice) closing must not end the
          // hold the newer one is paying for.
          or(
            isNull(ticketOrders.paymentTransactionId),
            eq(ticketOrders.paymentTransactionId, txn.id),
          ),
        ),
      )
      .returning({ id: ticketOrders.id });
    if (!updated.length) return;
    // The hold's seats are free again: the waitlist hears first, in order.
    const items = await tx
      .select({ typeId: ticketOrderItems.ticketTypeId })
      .from(ticketOrderItems)
      .where(eq(ticketOrderItems.orderId, txn.orderId));
    await offerFreedSeats(
      tx,
      items.map((i) => i.typeId),
    );
    invalidateEventPages();
  },

  async refunded({ tx, txn, refunded, full }) {
    const order = await lockOrderOf(tx, txn);
    if (!order) return;
    const live = await tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.orderId, order.id), eq(tickets.paymentStatus, "completed")))
      .orderBy(asc(tickets.createdAt), asc(tickets.id));
    // A full refund voids every ticket; a partial one as many paid seats as it covers.
    let left = refunded.reduce((s, r) => s + r.amount, 0);
    const voided = full
      ? live
      : live.filter((t) => {
          if (t.pricePaid <= 0 || t.pricePaid > left) return false;
          left -= t.pricePaid;
          return true;
        });
    if (!voided.length && !full) return;
    if (voided.length) {
      await lockTicketTypes(tx, [...new Set(voided.map((t) => t.ticketTypeId))]);
      await tx
        .update(tickets)
        .set({ paymentStatus: "refunded" })
        .where(
          inArray(
            tickets.id,
            voided.map((t) => t.id),
          ),
        );
      const perType = new Map<string, number>();
      for (const t of voided) perType.set(t.ticketTypeId, (perType.get(t.ticketTypeId) ?? 0) + 1);
      for (const [typeId, count] of perType) {
        await tx
          .update(ticketTypes)
          .set({ sold: sql`greatest(${ticketTypes.sold} - ${count}, 0)` })
          .where(eq(ticketTypes.id, typeId));
      }
      await offerFreedSeats(tx, [...perType.keys()]);
    }
    if ((full || voided.length === live.length) && order.status !== "refunded") {
      assertTicketOrderTransition(order.status, "refunded");
      await tx
        .update(ticketOrders)
        .set({ status: "refunded", updatedAt: new Date() })
        .where(eq(ticketOrders.id, order.id));
    }
    invalidateEventPages();
  },

  describeUnfulfillable: (reason) => UNFULFILLABLE[reason] ?? UNFULFILLABLE.sold_out!,
};
