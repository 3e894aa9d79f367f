import { describe, expect, it } from "vitest";
import {
  assertTicketOrderTransition,
  TICKET_ORDER_TRANSITIONS,
  ticketOrderStatusesBefore,
  TicketOrderTransitionError,
} from "./ticket-order-status";

describe("ticket order transitions", () => {
  // Hand-written on purpose: a change to the table has to change this too.
  const allowed = [
    "pending → paid",
    "pending → expired",
    "pending → cancelled",
    "expired → paid",
    "cancelled → paid",
    "paid → refunded",
    "paid → cancelled",
  ];

  it("allows exactly the moves the purchase flow makes", () => {
    const statuses = Object.keys(
      TICKET_ORDER_TRANSITIONS,
    ) as (keyof typeof TICKET_ORDER_TRANSITIONS)[];
    for (const from of statuses)
      for (const to of statuses) {
        const move = `${from} → ${to}`;
        if (allowed.includes(move))
          expect(() => assertTicketOrderTransition(from, to), move).not.toThrow();
        else
          expect(() => assertTicketOrderTransition(from, to), move).toThrow(
            TicketOrderTransitionError,
          );
      }
  });

  it("a refunded order is final; nothing is paid twice", () => {
    expect(TICKET_ORDER_TRANSITIONS.refunded).toEqual([]);
    expect(() => assertTicketOrderTransition("paid", "paid")).toThrow(/paid to paid/);
  });

  it("lists where a guarded bulk update may start from", () => {
    expect(ticketOrderStatusesBefore("cancelled").sort()).toEqual(["paid", "pending"]);
    expect(ticketOrderStatusesBefore("refunded")).toEqual(["paid"]);
  });
});
