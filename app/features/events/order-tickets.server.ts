import { and, asc, eq, inArray } from "drizzle-orm";
import { events, ticketOrderItems, ticketOrders, tickets, ticketTypes } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { orderState, ticketCodeGroups, type OrderState } from "./order-state";
import { ticketQrSvg } from "./ticket-qr-svg.server";

/**
 * Access tokens are 128-bit random strings from the app (hex or base64url) or the
 * migration's 32 hex digits: anything else is not worth a query.
 */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,128}$/;

export type OrderTicketsView = {
  order: {
    state: OrderState;
    buyerName: string;
    total: number;
    createdAt: string;
    expiresAt: string;
    /** Whole minutes until an unpaid hold lapses (awaiting payment only). */
    minutesLeft: number | null;
    /** Seats ordered per type: what an unpaid order holds, before any ticket exists. */
    lines: Array<{ typeName: string; quantity: number }>;
  };
  event: {
    title: string;
    startDatetime: string;
    endDatetime: string;
    venueName: string;
    venueAddress: string;
    city: string;
    state: string;
    cancelled: boolean;
    rescheduled: boolean;
    /** The event's public page, when it has one. */
    href: string | null;
  };
  tickets: Array<{
    id: string;
    holder: string;
    typeName: string;
    code: string;
    codeGroups: string[];
    /** Refunded (or its order refunded): no longer admits anyone. */
    void: boolean;
    checkedInAt: string | null;
    qrSvg: string;
  }>;
};

/**
 * Everything the tickets page of one order shows, found by the order's access token:
 * the link in the ticket e-mail is the credential, so no account is needed and nobody
 * can list orders (docs/decisions/028-events-ticketing-schema.md). Null for an unknown
 * token. Three indexed reads: the order with its event, its lines, its tickets.
 */
export async function getOrderTickets({
  accessToken,
  now = new Date(),
}: {
  accessToken: string;
  now?: Date;
}): Promise<OrderTicketsView | null> {
  if (!TOKEN_SHAPE.test(accessToken)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: ticketOrders.id,
      status: ticketOrders.status,
      buyerName: ticketOrders.buyerName,
      total: ticketOrders.total,
      createdAt: ticketOrders.createdAt,
      expiresAt: ticketOrders.expiresAt,
      event: {
        slug: events.slug,
        title: events.title,
        startDatetime: events.startDatetime,
        endDatetime: events.endDatetime,
        venueName: events.venueName,
        venueAddress: events.venueAddress,
        city: events.city,
        state: events.state,
        status: events.status,
        moderationStatus: events.moderationStatus,
        rescheduledAt: events.rescheduledAt,
      },
    })
    .from(ticketOrders)
    .innerJoin(events, eq(events.id, ticketOrders.eventId))
    .where(eq(ticketOrders.accessToken, accessToken))
    .limit(1);
  if (!row) return null;
  const [lines, seats] = await Promise.all([
    db
      .select({ typeName: ticketTypes.name, quantity: ticketOrderItems.quantity })
      .from(ticketOrderItems)
      .innerJoin(ticketTypes, eq(ticketTypes.id, ticketOrderItems.ticketTypeId))
      .where(eq(ticketOrderItems.orderId, row.id))
      .orderBy(asc(ticketTypes.sortOrder), asc(ticketTypes.name)),
    db
      .select({
        id: tickets.id,
        holder: tickets.buyerName,
        typeName: ticketTypes.name,
        code: tickets.ticketCode,
        paymentStatus: tickets.paymentStatus,
        checkedInAt: tickets.checkedInAt,
      })
      .from(tickets)
      .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
      // Issued tickets only: a refunded one is shown void, a pending one admits nobody yet.
      .where(
        and(eq(tickets.orderId, row.id), inArray(tickets.paymentStatus, ["completed", "refunded"])),
      )
      .orderBy(asc(ticketTypes.sortOrder), asc(tickets.createdAt), asc(tickets.id)),
  ]);
  const state = orderState(row.status, row.expiresAt, now);
  const e = row.event;
  return {
    order: {
      state,
      buyerName: row.buyerName,
      total: row.total,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      minutesLeft:
        state === "awaiting_payment"
          ? Math.max(1, Math.ceil((row.expiresAt.getTime() - now.getTime()) / 60_000))
          : null,
      lines,
    },
    event: {
      title: e.title,
      startDatetime: e.startDatetime.toISOString(),
      endDatetime: e.endDatetime.toISOString(),
      venueName: e.venueName,
      venueAddress: e.venueAddress,
      city: e.city,
      state: e.state,
      cancelled: e.status === "cancelled",
      rescheduled: !!e.rescheduledAt,
      href:
        e.moderationStatus === "approved" && e.status !== "draft"
          ? `/events/${encodeURIComponent(e.slug)}`
          : null,
    },
    tickets: await Promise.all(
      seats.map(async (t) => ({
        id: t.id,
        holder: t.holder,
        typeName: t.typeName,
        code: t.code,
        codeGroups: ticketCodeGroups(t.code),
        void: t.paymentStatus === "refunded" || state === "refunded",
        checkedInAt: t.checkedInAt?.toISOString() ?? null,
        qrSvg: await ticketQrSvg(t.code),
      })),
    ),
  };
}
