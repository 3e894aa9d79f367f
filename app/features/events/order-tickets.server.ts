import { asc, eq } from "drizzle-orm";
import { events, ticketOrders, tickets, ticketTypes } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { ticketQrDataUrl } from "./ticket-qr.server";

/**
 * An order's tickets by its access token, each with its QR image. A minimal reader for
 * the tickets page; the full page (offline, dashboard) is built separately.
 */
export async function getOrderTickets(accessToken: string) {
  const db = await getDb();
  const [row] = await db
    .select({ order: ticketOrders, event: events })
    .from(ticketOrders)
    .innerJoin(events, eq(events.id, ticketOrders.eventId))
    .where(eq(ticketOrders.accessToken, accessToken.slice(0, 64)))
    .limit(1);
  if (!row) return null;
  const list = await db
    .select({
      code: tickets.ticketCode,
      typeName: ticketTypes.name,
      status: tickets.paymentStatus,
    })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .where(eq(tickets.orderId, row.order.id))
    .orderBy(asc(tickets.createdAt), asc(tickets.id));
  return {
    order: {
      status: row.order.status,
      total: row.order.total,
      discount: row.order.discount,
      buyerName: row.order.buyerName,
    },
    event: {
      slug: row.event.slug,
      title: row.event.title,
      startDatetime: row.event.startDatetime.toISOString(),
    },
    tickets: await Promise.all(
      list.map(async (t) => ({ ...t, qr: await ticketQrDataUrl(t.code) })),
    ),
  };
}
