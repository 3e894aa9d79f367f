import { describe, expect, it } from "vitest";
import { foldLine, icsDateTime, icsText } from "~/lib/ical";
import { eventIcs } from "./event-calendar";

const event = {
  uid: "3f1c2a9e-0000-4000-8000-000000000001@naijacreators.ng",
  title: "Lagos Jazz Night; Live, Loud",
  description: "Line one\nLine two with a back\\slash",
  location: "Freedom Park, 1 Hospital Road, Lagos Island, Lagos",
  url: "https://www.example.ng/events/lagos-jazz-night",
  // 19:30 to 23:00 WAT.
  start: new Date("2026-12-14T18:30:00Z"),
  end: new Date("2026-12-14T22:00:00Z"),
  stamp: new Date("2026-11-24T09:05:07.123Z"),
};

const unfold = (ics: string) => ics.replace(/\r\n /g, "");

describe("event .ics (RFC 5545)", () => {
  it("writes UTC date-times", () => {
    expect(icsDateTime(event.start)).toBe("20261214T183000Z");
    expect(icsDateTime(event.stamp)).toBe("20261124T090507Z");
  });

  it("escapes text values", () => {
    expect(icsText("a;b,c\\d\r\ne\nf")).toBe("a\\;b\\,c\\\\d\\ne\\nf");
  });

  it("ends every line with CRLF and carries the required properties", () => {
    const ics = eventIcs(event);
    expect(ics.endsWith("\r\n")).toBe(true);
    // No bare LF anywhere: every \n is preceded by \r.
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = unfold(ics).split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines).toEqual(
      expect.arrayContaining([
        "VERSION:2.0",
        expect.stringMatching(/^PRODID:/),
        "BEGIN:VEVENT",
        `UID:${event.uid}`,
        "DTSTAMP:20261124T090507Z",
        "DTSTART:20261214T183000Z",
        "DTEND:20261214T220000Z",
        "SUMMARY:Lagos Jazz Night\\; Live\\, Loud",
        "DESCRIPTION:Line one\\nLine two with a back\\\\slash",
        "LOCATION:Freedom Park\\, 1 Hospital Road\\, Lagos Island\\, Lagos",
        `URL:${event.url}`,
        "STATUS:CONFIRMED",
        "END:VEVENT",
      ]),
    );
    expect(eventIcs({ ...event, cancelled: true })).toContain("STATUS:CANCELLED\r\n");
  });

  it("folds lines longer than 75 octets, never inside a character", () => {
    const long = `DESCRIPTION:${"Tickets from ₦5,000 at the gate. ".repeat(6)}`;
    const folded = foldLine(long);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, part] of parts.entries()) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(" ")).toBe(true);
    }
    // Unfolding gives the line back exactly (no ₦ cut in half).
    expect(folded.replace(/\r\n /g, "")).toBe(long);
    expect(foldLine("SHORT:line")).toBe("SHORT:line");
  });
});
