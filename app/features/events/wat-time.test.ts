import { describe, expect, it } from "vitest";
import { fromWatInput, startOfWatMonth, toWatInput, watDay } from "./wat-time";

describe("times typed in WAT", () => {
  it("reads a datetime-local value as Lagos time (UTC+1)", () => {
    expect(fromWatInput("2026-12-14T19:30")?.toISOString()).toBe("2026-12-14T18:30:00.000Z");
    // Just after midnight in Lagos is still the day before in UTC.
    expect(fromWatInput("2027-01-01T00:30")?.toISOString()).toBe("2026-12-31T23:30:00.000Z");
  });

  it("refuses what is not a real date and time", () => {
    for (const bad of ["", "2026-02-30T10:00", "2026-12-14", "2026-12-14T24:00", "tomorrow"])
      expect(fromWatInput(bad), bad).toBeNull();
  });

  it("writes a stored instant back as the value that shows it in WAT", () => {
    expect(toWatInput(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01T00:30");
    const at = new Date("2026-06-01T08:15:00Z");
    expect(fromWatInput(toWatInput(at))).toEqual(at);
  });

  it("knows the Lagos month and day at their edges", () => {
    // 23:30 UTC on 31 October is already 1 November in Lagos.
    expect(startOfWatMonth(new Date("2026-10-31T23:30:00Z")).toISOString()).toBe(
      "2026-10-31T23:00:00.000Z",
    );
    expect(startOfWatMonth(new Date("2026-10-31T22:59:00Z")).toISOString()).toBe(
      "2026-09-30T23:00:00.000Z",
    );
    expect(watDay(new Date("2026-10-31T23:30:00Z"))).toBe("2026-11-01");
  });
});
