// "Add to calendar": one event as an iCalendar file (RFC 5545) that Google Calendar,
// Apple Calendar and Outlook import. Pure, so it is unit tested line by line.
import { icsDateTime, icsFile, icsText } from "~/lib/ical";

export interface CalendarEvent {
  /** Stable across downloads, so importing twice updates rather than duplicates. */
  uid: string;
  title: string;
  description: string;
  location: string;
  url: string;
  start: Date;
  end: Date;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  cancelled?: boolean;
}

/** The .ics file: CRLF line ends, folded lines, times in UTC. */
export function eventIcs(e: CalendarEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Naija Creators//Events//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${e.uid}`,
    `DTSTAMP:${icsDateTime(e.stamp)}`,
    `DTSTART:${icsDateTime(e.start)}`,
    `DTEND:${icsDateTime(e.end)}`,
    `SUMMARY:${icsText(e.title)}`,
    `DESCRIPTION:${icsText(e.description)}`,
    `LOCATION:${icsText(e.location)}`,
    `URL:${e.url}`,
    `STATUS:${e.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return icsFile(lines);
}
