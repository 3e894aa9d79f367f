import { describe, expect, it } from "vitest";
import { orderState, ticketCodeGroups } from "./order-state";

describe("orderState", () => {
  const now = new Date("2026-12-01T12:00:00Z");
  it("reads a pending order by its hold: awaiting payment until the hold lapses, then expired", () => {
    expect(orderState("pending", new Date("2026-12-01T12:00:01Z"), now)).toBe("awaiting_payment");
    expect(orderState("pending", now, now)).toBe("expired");
  });
  it("keeps every other status as it is", () => {
    for (const s of ["paid", "expired", "cancelled", "refunded"] as const)
      expect(orderState(s, new Date("2027-01-01T00:00:00Z"), now)).toBe(s);
  });
});

describe("ticketCodeGroups", () => {
  it("keeps a code's own dash groups", () => {
    expect(ticketCodeGroups("NC-7F3K-9QX2")).toEqual(["NC", "7F3K", "9QX2"]);
  });
  it("cuts an undashed code into blocks of four", () => {
    expect(ticketCodeGroups("ABCDEFGHJKMNP")).toEqual(["ABCD", "EFGH", "JKMN", "P"]);
  });
});
