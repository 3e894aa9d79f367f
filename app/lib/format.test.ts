import { describe, expect, it } from "vitest";
import { formatNaira, formatPrice, formatPriceRange } from "./money";
import { dateBadge, formatCalendarDate, formatDate, formatDuration, formatTime } from "./dates";

describe("formatNaira", () => {
  it("formats whole naira with the sign and grouping", () => {
    expect(formatNaira(12500)).toBe("₦12,500");
    expect(formatNaira(0)).toBe("₦0");
    expect(formatNaira(1_000_000)).toBe("₦1,000,000");
    expect(formatNaira(99.6)).toBe("₦100");
    expect(formatNaira(-2500)).toBe("-₦2,500");
  });
  it("labels free prices and ranges", () => {
    expect(formatPrice(0)).toBe("Free");
    expect(formatPriceRange([5000, 15000, 5000])).toBe("₦5,000 – ₦15,000");
    expect(formatPriceRange([0, 2000])).toBe("Free – ₦2,000");
    expect(formatPriceRange([7000])).toBe("₦7,000");
  });
});

describe("Lagos dates", () => {
  // 23:30 UTC on 31 Dec is already 1 Jan in Lagos (UTC+1).
  const lateUtc = new Date("2026-12-31T23:30:00Z");
  it("shows dates and times in Africa/Lagos", () => {
    expect(formatDate(lateUtc)).toContain("1 Jan 2027");
    expect(formatTime(lateUtc)).toBe("12:30 am");
    expect(dateBadge(lateUtc)).toEqual({ month: "Jan", day: "1" });
  });
  it("formats calendar dates without shifting the day", () => {
    expect(formatCalendarDate("2026-12-14")).toBe("14 Dec 2026");
  });
  it("formats durations", () => {
    expect(formatDuration(65)).toBe("1:05");
    expect(formatDuration(3723)).toBe("1:02:03");
  });
});
