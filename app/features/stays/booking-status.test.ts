import { describe, expect, it } from "vitest";
import {
  BOOKING_TRANSITIONS,
  HOLDING_STATUSES,
  assertBookingTransition,
  bookingStatusesBefore,
  canBookingMove,
} from "./booking-status";
import { bookingStatus } from "~/db/schema";

describe("booking transitions", () => {
  it("names every status of the database's enum", () => {
    expect(Object.keys(BOOKING_TRANSITIONS).sort()).toEqual([...bookingStatus.enumValues].sort());
  });

  it("follows the issue's machine", () => {
    expect(canBookingMove("requested", "awaiting_payment")).toBe(true);
    expect(canBookingMove("awaiting_payment", "confirmed")).toBe(true);
    expect(canBookingMove("confirmed", "checked_in")).toBe(true);
    expect(canBookingMove("checked_in", "checked_out")).toBe(true);
    expect(canBookingMove("requested", "confirmed")).toBe(false);
    expect(canBookingMove("checked_in", "cancelled_by_guest")).toBe(false);
    expect(canBookingMove("declined", "awaiting_payment")).toBe(false);
    expect(() => assertBookingTransition("expired", "confirmed")).toThrow(/expired to confirmed/);
    expect(bookingStatusesBefore("cancelled_by_host").sort()).toEqual(
      ["awaiting_payment", "confirmed", "requested"].sort(),
    );
  });

  it("lets only the holding statuses move on, but a late payment confirms a lapsed booking", () => {
    for (const [from, tos] of Object.entries(BOOKING_TRANSITIONS)) {
      if (from === "lapsed") expect(tos).toEqual(["confirmed"]);
      else if (!(HOLDING_STATUSES as readonly string[]).includes(from)) expect(tos).toEqual([]);
    }
  });
});
