import { describe, expect, it } from "vitest";
import { dateToWatInput, watInputToDate } from "./wat-datetime-input";

describe("datetime-local values in WAT", () => {
  it("are read as UTC+1 whatever the machine's zone, and written back the same", () => {
    expect(watInputToDate("2026-12-31T23:30")?.toISOString()).toBe("2026-12-31T22:30:00.000Z");
    // Just after midnight in Lagos is still the previous day in UTC.
    expect(watInputToDate("2027-01-01T00:15")?.toISOString()).toBe("2026-12-31T23:15:00.000Z");
    expect(dateToWatInput(new Date("2026-12-31T23:15:00Z"))).toBe("2027-01-01T00:15");
    expect(dateToWatInput("2026-06-01T08:00:00Z")).toBe("2026-06-01T09:00");
  });
  it("refuse what is not a date and time", () => {
    for (const bad of [
      "",
      "2026-02-29T10:00",
      "2026-13-01T10:00",
      "2026-12-01T24:00",
      "2026-12-01T10:60",
      "2026-12-01",
      "soon",
    ])
      expect(watInputToDate(bad), bad).toBeNull();
  });
});
