import { describe, expect, it } from "vitest";
import {
  addDays,
  checkStayDates,
  lagosInstant,
  lagosToday,
  nextMonth,
  nightsBetween,
  nightsOf,
  parseStayDate,
} from "./stay-dates";

describe("stay dates", () => {
  it("parses real calendar dates only", () => {
    expect(parseStayDate("2027-02-28")).toBe("2027-02-28");
    expect(parseStayDate("2027-02-29")).toBeNull();
    expect(parseStayDate("2028-02-29")).toBe("2028-02-29");
    expect(parseStayDate("2027-13-01")).toBeNull();
    expect(parseStayDate("10/03/2027")).toBeNull();
    expect(parseStayDate("")).toBeNull();
    expect(parseStayDate(null)).toBeNull();
  });

  it("counts nights across month and year ends", () => {
    expect(nightsBetween("2026-12-30", "2027-01-02")).toBe(3);
    expect(nightsBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(nightsBetween("2027-02-28", "2027-03-01")).toBe(1);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(nightsOf("2026-12-31", "2027-01-02")).toEqual(["2026-12-31", "2027-01-01"]);
    expect(nextMonth("2026-12-14")).toBe("2027-01-01");
    expect(nextMonth("2027-01-31")).toBe("2027-02-01");
  });

  it("reads today in Lagos, an hour ahead of UTC", () => {
    expect(lagosToday(new Date("2026-12-31T22:59:00Z"))).toBe("2026-12-31");
    expect(lagosToday(new Date("2026-12-31T23:00:00Z"))).toBe("2027-01-01");
    expect(lagosInstant("2027-01-01", "14:00").toISOString()).toBe("2027-01-01T13:00:00.000Z");
  });

  it("refuses past, reversed, too long, too short and too far stays", () => {
    const today = "2026-11-29";
    const ok = { minNights: 2, today };
    expect(checkStayDates({ ...ok, checkIn: "2026-12-01", checkOut: "2026-12-03" })).toBeNull();
    expect(checkStayDates({ ...ok, checkIn: today, checkOut: "2026-12-01" })).toBeNull();
    expect(checkStayDates({ ...ok, checkIn: null, checkOut: "2026-12-03" })).toBe("invalid");
    expect(checkStayDates({ ...ok, checkIn: "2026-12-03", checkOut: "2026-12-01" })).toBe("order");
    expect(checkStayDates({ ...ok, checkIn: "2026-12-03", checkOut: "2026-12-03" })).toBe("order");
    expect(checkStayDates({ ...ok, checkIn: "2026-11-28", checkOut: "2026-12-01" })).toBe("past");
    expect(checkStayDates({ ...ok, checkIn: "2026-12-01", checkOut: "2026-12-02" })).toBe(
      "too_short",
    );
    expect(checkStayDates({ ...ok, checkIn: "2026-12-01", checkOut: "2028-01-05" })).toBe(
      "too_long",
    );
    expect(checkStayDates({ ...ok, checkIn: "2027-12-01", checkOut: "2027-12-05" })).toBe(
      "too_far",
    );
  });
});
