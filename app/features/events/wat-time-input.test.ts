import { describe, expect, it } from "vitest";
import { toWatInput, fromWatInput } from "./wat-time";

describe("datetime-local values in WAT", () => {
  it("are read as UTC+1 whatever the machine's zone, and written back the same", () => {
    expect(fromWatInput("2026-12-31T23:30")?.toISOString()).toBe("2026-12-31T22:30:00.000Z");
    // Just after midnight in Lagos is still the previous day in UTC.
    expect(fromWatInput("2027-01-01T00:15")?.toISOString()).toBe("2026-12-31T23:15:00.000Z");
    expect(toWatInput(new Date("2026-12-31T23:15:00Z"))).toBe("2027-01-01T00:15");
    expect(toWatInput("2026-06-01T08:00:00Z")).toBe("2026-06-01T09:00");
  });
  it("take seconds when the browser sends them", () => {
    expect(fromWatInput("2026-12-14T19:30:15")?.toISOString()).toBe("2026-12-14T18:30:15.000Z");
    expect(fromWatInput("2026-12-14T19:30:60")).toBeNull();
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
      expect(fromWatInput(bad), bad).toBeNull();
  });
});
