import type { ticketOrders } from "~/db/schema";

export type TicketOrderStatus = (typeof ticketOrders.$inferSelect)["status"];

/**
 * Which status a ticket order may move to from each (docs/design.md convention 10):
 * - pending: the hold; paid when its payment lands, expired or cancelled when the hold
 *   ends (the payment expired, failed or was cancelled, or the event was cancelled);
 * - expired and cancelled may still become paid: a provider's late success is real
 *   money, and the seats are issued when they are still there (issue 14). Never for a
 *   cancelled event: that payment is unfulfillable and refunded;
 * - paid: refunded (every ticket voided), or cancelled when its event is cancelled and
 *   the order was free (nothing to refund);
 * - refunded: final.
 */
export const TICKET_ORDER_TRANSITIONS: Record<TicketOrderStatus, readonly TicketOrderStatus[]> = {
  pending: ["paid", "expired", "cancelled"],
  expired: ["paid"],
  cancelled: ["paid"],
  paid: ["refunded", "cancelled"],
  refunded: [],
};

export class TicketOrderTransitionError extends Error {
  constructor(
    readonly from: TicketOrderStatus,
    readonly to: TicketOrderStatus,
  ) {
    super(`A ticket order cannot go from ${from} to ${to}`);
    this.name = "TicketOrderTransitionError";
  }
}

/** Throws unless the table allows `from` → `to`. */
export function assertTicketOrderTransition(from: TicketOrderStatus, to: TicketOrderStatus) {
  if (!TICKET_ORDER_TRANSITIONS[from].includes(to)) throw new TicketOrderTransitionError(from, to);
}

/** The statuses an order may be in to move to `to` (for a guarded bulk UPDATE). */
export function ticketOrderStatusesBefore(to: TicketOrderStatus): TicketOrderStatus[] {
  return (Object.keys(TICKET_ORDER_TRANSITIONS) as TicketOrderStatus[]).filter((from) =>
    TICKET_ORDER_TRANSITIONS[from].includes(to),
  );
}
