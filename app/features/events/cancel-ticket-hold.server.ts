import { and, eq } from "drizzle-orm";
import { events, ticketOrderItems, ticketOrders } from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { offerFreedSeats } from "./offer-freed-seats.server";
import { assertTicketOrderTransition } from "./ticket-order-status";
import { invalidateEventPages } from "./event-pages-cache.server";

/**
 * The buyer leaves the checkout (its Cancel button): the unpaid order is cancelled at
 * once and its seats go back, to the waitlist first, as any released hold's
 * (docs/decisions/054-hold-caps.md). The access token is the credential, as for the
 * checkout itself. A payment started and paid later is the purchase contract's late
 * success: issued when the seats are still there, refunded otherwise. An order already
 * paid is left alone (`paid`), one already ended answers `ended`.
 */
export async function cancelTicketHold(input: {
  accessToken: string;
}): Promise<{ kind: "released" | "paid" | "ended"; eventSlug: string }> {
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ order: ticketOrders, slug: events.slug })
      .from(ticketOrders)
      .innerJoin(events, eq(events.id, ticketOrders.eventId))
      .where(eq(ticketOrders.accessToken, input.accessToken.slice(0, 64)))
      .for("update", { of: ticketOrders });
    if (!row) throw new AppError("notFound");
    const { order, slug } = row;
    if (order.status === "paid") return { kind: "paid" as const, eventSlug: slug };
    if (order.status !== "pending") return { kind: "ended" as const, eventSlug: slug };
    assertTicketOrderTransition(order.status, "cancelled");
    await tx
      .update(ticketOrders)
      .set({ status: "cancelled", updatedAt: new Date() })
      .where(and(eq(ticketOrders.id, order.id), eq(ticketOrders.status, "pending")));
    const items = await tx
      .select({ typeId: ticketOrderItems.ticketTypeId })
      .from(ticketOrderItems)
      .where(eq(ticketOrderItems.orderId, order.id));
    await offerFreedSeats(
      tx,
      items.map((i) => i.typeId),
    );
    return { kind: "released" as const, eventSlug: slug };
  });
  if (outcome.kind === "released") invalidateEventPages();
  return outcome;
}
