import { describe, expect, it } from "vitest";
import { foldLine, icsDate, icsFile, icsText, parseIcs, unescapeText, unfoldLines } from "./ical";

const crlf = (lines: string[]) => `${lines.join("\r\n")}\r\n`;

// As Airbnb's "Export calendar" link answers (2026): DATE values, a long folded
// DESCRIPTION, "Reserved" bookings and "Airbnb (Not available)" windows.
const AIRBNB = crlf([
  "BEGIN:VCALENDAR",
  "PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN",
  "CALSCALE:GREGORIAN",
  "VERSION:2.0",
  "BEGIN:VEVENT",
  "DTEND;VALUE=DATE:20270312",
  "DTSTART;VALUE=DATE:20270308",
  "UID:1418fb94e984-2c2a7ebd8e8bd2dff2f5d37dbb6df1a4@airbnb.com",
  "DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/deta",
  " ils/HMABCDE12F\\nPhone Number (Last 4 Digits): 1234",
  "SUMMARY:Reserved",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "DTEND;VALUE=DATE:20270420",
  "DTSTART;VALUE=DATE:20270415",
  "UID:7f7e4f5f1c3f-4d6c29f0a6c1b7a9f2c8e3d4b5a6c7d8@airbnb.com",
  "SUMMARY:Airbnb (Not available)",
  "END:VEVENT",
  "END:VCALENDAR",
]);

// As Booking.com's extranet export answers: METHOD:PUBLISH, DTSTAMP, "CLOSED - Not available".
const BOOKING_COM = crlf([
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//admin.booking.com//EN",
  "CALSCALE:GREGORIAN",
  "METHOD:PUBLISH",
  "BEGIN:VEVENT",
  "DTSTAMP:20261129T050000Z",
  "DTSTART;VALUE=DATE:20270102",
  "DTEND;VALUE=DATE:20270105",
  "UID:c1a2b3d4e5f6a7b8c9d0e1f2a3b4c5d6@booking.com",
  "SUMMARY:CLOSED - Not available",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "DTSTAMP:20261129T050000Z",
  "DTSTART;VALUE=DATE:20261231",
  "DTEND;VALUE=DATE:20270101",
  "UID:d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4@booking.com",
  "SUMMARY:CLOSED - Not available",
  "END:VEVENT",
  "END:VCALENDAR",
]);

// A general calendar (Google, Outlook): DATE-TIMEs in UTC and with TZID, an alarm
// inside an event, a cancelled event, one without DTEND, one without UID; LF line ends
// and a tab-folded line.
const GENERAL = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
  "BEGIN:VTIMEZONE",
  "TZID:Africa/Lagos",
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0100",
  "END:STANDARD",
  "END:VTIMEZONE",
  "BEGIN:VEVENT",
  "DTSTART:20270310T230000Z",
  "DTEND:20270313T100000Z",
  "UID:utc-times@example.com",
  "SUMMARY:Family visit\\, Lekki",
  "BEGIN:VALARM",
  "ACTION:DISPLAY",
  "DESCRIPTION:Reminder",
  "TRIGGER:-P1D",
  "END:VALARM",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "DTSTART;TZID=Africa/Lagos:20270501T140000",
  "DTEND;TZID=Africa/Lagos:20270503T110000",
  "UID:tzid-",
  "\ttimes@example.com",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "DTSTART;VALUE=DATE:20270601",
  "DTEND;VALUE=DATE:20270603",
  "UID:cancelled@example.com",
  "STATUS:CANCELLED",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "DTSTART;VALUE=DATE:20270701",
  "UID:one-night@example.com",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "DTSTART;VALUE=DATE:20270801",
  "DTEND;VALUE=DATE:20270805",
  "SUMMARY:No UID",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\n");

describe("reading iCalendar feeds", () => {
  it("reads an Airbnb export: DATE values, folded lines, any summary is a block", () => {
    const { isCalendar, events } = parseIcs(AIRBNB);
    expect(isCalendar).toBe(true);
    expect(events).toEqual([
      {
        uid: "1418fb94e984-2c2a7ebd8e8bd2dff2f5d37dbb6df1a4@airbnb.com",
        startsOn: "2027-03-08",
        endsOn: "2027-03-12",
        summary: "Reserved",
        cancelled: false,
      },
      {
        uid: "7f7e4f5f1c3f-4d6c29f0a6c1b7a9f2c8e3d4b5a6c7d8@airbnb.com",
        startsOn: "2027-04-15",
        endsOn: "2027-04-20",
        summary: "Airbnb (Not available)",
        cancelled: false,
      },
    ]);
  });

  it("reads a Booking.com export, across a year end", () => {
    const { events } = parseIcs(BOOKING_COM);
    expect(events.map((e) => [e.startsOn, e.endsOn, e.summary])).toEqual([
      ["2027-01-02", "2027-01-05", "CLOSED - Not available"],
      ["2026-12-31", "2027-01-01", "CLOSED - Not available"],
    ]);
  });

  it("turns DATE-TIMEs into Lagos dates, skips alarms and UID-less events, keeps cancelled ones flagged", () => {
    const { events } = parseIcs(GENERAL);
    expect(events).toEqual([
      // 23:00 UTC on 10 March is midnight in Lagos: the 11th.
      {
        uid: "utc-times@example.com",
        startsOn: "2027-03-11",
        endsOn: "2027-03-13",
        summary: "Family visit, Lekki",
        cancelled: false,
      },
      {
        uid: "tzid-times@example.com",
        startsOn: "2027-05-01",
        endsOn: "2027-05-03",
        summary: "",
        cancelled: false,
      },
      {
        uid: "cancelled@example.com",
        startsOn: "2027-06-01",
        endsOn: "2027-06-03",
        summary: "",
        cancelled: true,
      },
      // No DTEND: one night.
      {
        uid: "one-night@example.com",
        startsOn: "2027-07-01",
        endsOn: "2027-07-02",
        summary: "",
        cancelled: false,
      },
    ]);
  });

  it("says when a body is no calendar at all", () => {
    expect(parseIcs("<!doctype html><html><body>Sign in</body></html>")).toEqual({
      isCalendar: false,
      events: [],
    });
    expect(parseIcs("")).toEqual({ isCalendar: false, events: [] });
    expect(parseIcs('{"events":[]}').isCalendar).toBe(false);
  });

  it("ignores impossible dates instead of inventing nights", () => {
    const text = crlf([
      "BEGIN:VCALENDAR",
      "BEGIN:VEVENT",
      "UID:bad@x",
      "DTSTART;VALUE=DATE:20270230",
      "END:VEVENT",
      "END:VCALENDAR",
    ]);
    expect(parseIcs(text).events).toEqual([]);
  });

  it("unfolds continuation lines and unescapes TEXT", () => {
    expect(unfoldLines("A:one\r\n two\r\n\tthree\r\nB:x\r\n")).toEqual(["A:onetwothree", "B:x"]);
    expect(unescapeText("a\\, b\\; c\\\\ d\\ne")).toBe("a, b; c\\ d\ne");
  });
});

describe("writing iCalendar", () => {
  it("folds at 75 octets without splitting a UTF-8 character, and the parser reads it back", () => {
    const summary = `Naira ₦ ${"₦".repeat(60)} end`;
    const line = `SUMMARY:${icsText(summary)}`;
    const folded = foldLine(line);
    const physical = folded.split("\r\n");
    expect(physical.length).toBeGreaterThan(1);
    for (const p of physical) expect(new TextEncoder().encode(p).length).toBeLessThanOrEqual(75);
    for (const p of physical.slice(1)) expect(p.startsWith(" ")).toBe(true);
    const file = icsFile([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "BEGIN:VEVENT",
      "UID:x@y",
      `DTSTART;VALUE=DATE:${icsDate("2027-03-08")}`,
      `DTEND;VALUE=DATE:${icsDate("2027-03-10")}`,
      line,
      "END:VEVENT",
      "END:VCALENDAR",
    ]);
    expect(file.endsWith("\r\n")).toBe(true);
    expect(file.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(parseIcs(file).events).toEqual([
      { uid: "x@y", startsOn: "2027-03-08", endsOn: "2027-03-10", summary, cancelled: false },
    ]);
  });

  it("writes DATE values as YYYYMMDD", () => {
    expect(icsDate("2026-12-31")).toBe("20261231");
  });
});
