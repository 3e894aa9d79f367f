import { describe, expect, it } from "vitest";
import { calendarMonth, hostNights } from "./host-calendar.server";

describe("the host calendar's months", () => {
  it("runs from this month to 12 months ahead, across the year end", () => {
    expect(calendarMonth(null, "2026-11-29")).toEqual({
      month: "2026-11-01",
      prev: null,
      next: "2026-12",
    });
    expect(calendarMonth("2027-01", "2026-11-29")).toEqual({
      month: "2027-01-01",
      prev: "2026-12",
      next: "2027-02",
    });
    expect(calendarMonth("2027-11", "2026-11-29")).toEqual({
      month: "2027-11-01",
      prev: "2027-10",
      next: null,
    });
    // Out of range or nonsense: clamped, never an error.
    expect(calendarMonth("2030-05", "2026-11-29").month).toBe("2027-11-01");
    expect(calendarMonth("2020-01", "2026-11-29").month).toBe("2026-11-01");
    expect(calendarMonth("2027-13", "2026-11-29").month).toBe("2026-11-01");
    expect(calendarMonth("<script>", "2026-11-29").month).toBe("2026-11-01");
  });

  it("names each night: past, booked, held, blocked, imported, and a booking clashing with an import", () => {
    const nights = hostNights(
      [
        {
          kind: "booking",
          id: "b1",
          startsOn: "2026-12-01",
          endsOn: "2026-12-03",
          detail: "confirmed",
        },
        {
          kind: "booking",
          id: "b2",
          startsOn: "2026-12-03",
          endsOn: "2026-12-04",
          detail: "requested",
        },
        { kind: "block", id: "k1", startsOn: "2026-12-05", endsOn: "2026-12-06", detail: "Paint" },
        {
          kind: "imported",
          id: "i1",
          startsOn: "2026-12-02",
          endsOn: "2026-12-03",
          detail: "feed-1",
        },
        {
          kind: "imported",
          id: "i2",
          startsOn: "2026-12-06",
          endsOn: "2026-12-07",
          detail: "feed-1",
        },
      ],
      "2026-11-30",
      "2026-12-08",
      "2026-12-01",
    );
    expect(nights).toEqual({
      "2026-11-30": { kind: "past" },
      "2026-12-01": { kind: "booked" },
      "2026-12-02": { kind: "conflict", feedId: "feed-1" },
      "2026-12-03": { kind: "held" },
      "2026-12-04": { kind: "free" },
      "2026-12-05": { kind: "blocked", reason: "Paint" },
      "2026-12-06": { kind: "imported", feedId: "feed-1" },
      "2026-12-07": { kind: "free" },
    });
  });
});
