import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { events, ticketOrderItems, ticketOrders, tickets } from "~/db/schema";
import { getDb, type Db } from "~/lib/db/client.server";
import { prepared } from "~/lib/db/prepared.server";
import { orderState, type OrderState } from "./order-state";

/** More than anyone buys; the list is a page of links, not an archive. */
const MAX_ORDERS = 100;

export type MyTicketOrder = {
  accessToken: string;
  state: OrderState;
  eventTitle: string;
  startDatetime: string;
  upcoming: boolean;
  seats: number;
  voidSeats: number;
  createdAt: string;
};

/**
 * A signed-in person's ticket orders for the dashboard's My tickets: the ones they
 * bought signed in (buyer_id), and, once their address is verified, the guest orders
 * made with it (the same proof the ticket e-mail gives: whoever reads that inbox has
 * the tickets anyway). Upcoming events first, then past ones; newest order first in
 * each. Orders that never held anything for them (expired, cancelled) are left out.
 *
 * One statement on the buyer index and the lower(buyer_email) index (drizzle/0015),
 * with the seat counts read per order through the order-id indexes.
 */
export async function listMyTicketOrders({
  user,
  now = new Date(),
}: {
  user: { id: string; email: string; emailVerified: boolean };
  now?: Date;
}): Promise<MyTicketOrder[]> {
  const db = await getDb();
  const verified = user.emailVerified;
  const statement = prepared(db, verified ? "my_ticket_orders_verified" : "my_ticket_orders", () =>
    query(db, verified),
  );
  const rows = await statement.execute({
    userId: user.id,
    email: user.email.toLowerCase(),
    now: now.toISOString(),
  });
  return rows.map((r) => ({
    accessToken: r.accessToken,
    state: orderState(r.status, r.expiresAt, now),
    eventTitle: r.eventTitle,
    startDatetime: r.startDatetime.toISOString(),
    upcoming: r.upcoming,
    seats: r.seats,
    voidSeats: r.voidSeats,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The statement, built once per database and address state (drizzle's prepare). */
function query(db: Db, emailVerified: boolean) {
  const userId = sql.placeholder("userId");
  const mine = emailVerified
    ? or(
        eq(ticketOrders.buyerId, userId),
        sql`lower(${ticketOrders.buyerEmail}) = ${sql.placeholder("email")}`,
      )
    : eq(ticketOrders.buyerId, userId);
  const at = sql`${sql.placeholder("now")}::timestamptz`;
  const upcoming = sql<boolean>`${events.endDatetime} >= ${at}`;
  return db
    .select({
      accessToken: ticketOrders.accessToken,
      status: ticketOrders.status,
      expiresAt: ticketOrders.expiresAt,
      createdAt: ticketOrders.createdAt,
      eventTitle: events.title,
      startDatetime: events.startDatetime,
      upcoming,
      seats: sql<number>`(select coalesce(sum(i.quantity), 0)::int from ${ticketOrderItems} i
        where i.order_id = ${ticketOrders.id})`,
      voidSeats: sql<number>`(select count(*)::int from ${tickets} t
        where t.order_id = ${ticketOrders.id} and t.payment_status = 'refunded')`,
    })
    .from(ticketOrders)
    .innerJoin(events, eq(events.id, ticketOrders.eventId))
    .where(
      and(
        mine,
        or(
          inArray(ticketOrders.status, ["paid", "refunded"]),
          and(eq(ticketOrders.status, "pending"), sql`${ticketOrders.expiresAt} > ${at}`),
        ),
      ),
    )
    .orderBy(desc(upcoming), desc(ticketOrders.createdAt))
    .limit(MAX_ORDERS)
    .prepare(emailVerified ? "my_ticket_orders_verified" : "my_ticket_orders");
}
