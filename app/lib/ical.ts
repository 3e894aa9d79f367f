// iCalendar (RFC 5545): writing content lines (escaping, folding, dates) and reading
// the VEVENTs of a feed. One copy for the whole app: an event's "Add to calendar"
// file, a stay's calendar feed and the calendars hosts import. Pure and client-safe.

/** 20261214T183000Z: a date-time in UTC (RFC 5545 §3.3.5, form 2). */
export function icsDateTime(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** 20261214: a DATE value (§3.3.4) from an ISO calendar date "2026-12-14". */
export const icsDate = (isoDate: string) => isoDate.replace(/-/g, "");

/** TEXT values escape backslash, semicolon, comma and line breaks (§3.3.11). */
export function icsText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\n/g, "\\n");
}

const encoder = new TextEncoder();

/**
 * Folds a content line at 75 octets (§3.1): CRLF then one space before each further
 * part. Cuts fall between characters, never inside a UTF-8 sequence (₦ is 3 octets).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** A whole iCalendar file from its unfolded content lines: folded, CRLF line ends. */
export function icsFile(lines: readonly string[]): string {
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

// ---------------------------------------------------------------------------------
// Reading

/** One event of a feed, as far as availability needs it. */
export type IcsEvent = {
  uid: string;
  /** [startsOn, endsOn): ISO calendar dates; endsOn is exclusive, as in DTEND. */
  startsOn: string;
  endsOn: string;
  summary: string;
  cancelled: boolean;
};

/** A content line: its name, its parameters (upper-cased names) and its raw value. */
type ContentLine = { name: string; params: Record<string, string>; value: string };

/** Unfolds (§3.1: a line break followed by one space or tab continues the line). */
export function unfoldLines(text: string): string[] {
  return text
    .replace(/^\uFEFF/, "")
    .replace(/\r\n|\r/g, "\n")
    .replace(/\n[ \t]/g, "")
    .split("\n")
    .filter((l) => l.trim() !== "");
}

function parseContentLine(line: string): ContentLine | null {
  // The name and parameters end at the first colon outside a quoted parameter value.
  let quoted = false;
  let colon = -1;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if (c === ":" && !quoted) {
      colon = i;
      break;
    }
  }
  if (colon < 0) return null;
  const [name = "", ...rawParams] = line.slice(0, colon).split(";");
  const params: Record<string, string> = {};
  for (const p of rawParams) {
    const eq = p.indexOf("=");
    if (eq > 0) params[p.slice(0, eq).toUpperCase()] = p.slice(eq + 1).replace(/^"|"$/g, "");
  }
  return { name: name.toUpperCase(), params, value: line.slice(colon + 1) };
}

/** A TEXT value with its escapes undone. */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));
}

const DATE_VALUE = /^(\d{4})(\d{2})(\d{2})$/;
const DATE_TIME_VALUE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/;

/**
 * The calendar date in `timeZone` a DTSTART/DTEND names: a DATE as it is; a UTC
 * DATE-TIME ("…Z") converted; a floating or TZID-qualified DATE-TIME read as the local
 * date it names (a feed's own zone is not resolvable without its VTIMEZONE, and stays
 * turn over on the day, not the hour). Null when it is no date.
 */
function dateOf(line: ContentLine, timeZone: string): string | null {
  const value = line.value.trim();
  const d = DATE_VALUE.exec(value);
  if (d) return realDate(d[1]!, d[2]!, d[3]!);
  const t = DATE_TIME_VALUE.exec(value);
  if (!t) return null;
  if (!t[7]) return realDate(t[1]!, t[2]!, t[3]!);
  const instant = new Date(Date.UTC(+t[1]!, +t[2]! - 1, +t[3]!, +t[4]!, +t[5]!, +t[6]!));
  if (Number.isNaN(instant.getTime())) return null;
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}

function realDate(y: string, m: string, d: string): string | null {
  const t = new Date(Date.UTC(+y, +m - 1, +d));
  if (t.getUTCFullYear() !== +y || t.getUTCMonth() !== +m - 1 || t.getUTCDate() !== +d) return null;
  return `${y}-${m}-${d}`;
}

const nextDay = (isoDate: string) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export type ParsedCalendar = {
  /** Whether the text was a calendar at all (BEGIN:VCALENDAR … END:VCALENDAR). */
  isCalendar: boolean;
  events: IcsEvent[];
};

/**
 * The VEVENTs of an iCalendar text, as nights in `timeZone`: DTSTART and DTEND as DATE
 * or DATE-TIME; a missing DTEND (or one not after DTSTART) is one night; events
 * without a UID or a readable DTSTART are left out. Cancelled events are kept with
 * `cancelled` set, for the caller to ignore. Alarms and other components inside an
 * event do not mix their lines into it.
 */
export function parseIcs(text: string, timeZone = "Africa/Lagos"): ParsedCalendar {
  const lines = unfoldLines(text).map(parseContentLine);
  const first = lines.find((l) => l !== null);
  const isCalendar =
    !!first && first.name === "BEGIN" && first.value.trim().toUpperCase() === "VCALENDAR";
  if (!isCalendar) return { isCalendar: false, events: [] };
  const events: IcsEvent[] = [];
  let current: Map<string, ContentLine> | null = null;
  let nested = 0;
  for (const line of lines) {
    if (!line) continue;
    const value = line.value.trim().toUpperCase();
    if (line.name === "BEGIN" && value === "VEVENT" && !current) {
      current = new Map();
      nested = 0;
      continue;
    }
    if (!current) continue;
    if (line.name === "BEGIN") {
      nested++;
      continue;
    }
    if (line.name === "END" && nested > 0) {
      nested--;
      continue;
    }
    if (line.name === "END" && value === "VEVENT") {
      const event = toEvent(current, timeZone);
      if (event) events.push(event);
      current = null;
      continue;
    }
    if (nested === 0 && !current.has(line.name)) current.set(line.name, line);
  }
  return { isCalendar: true, events };
}

function toEvent(props: Map<string, ContentLine>, timeZone: string): IcsEvent | null {
  const uid = unescapeText(props.get("UID")?.value ?? "").trim();
  const start = props.get("DTSTART");
  if (!uid || !start) return null;
  const startsOn = dateOf(start, timeZone);
  if (!startsOn) return null;
  const end = props.get("DTEND");
  const endDate = end ? dateOf(end, timeZone) : null;
  const endsOn = endDate && endDate > startsOn ? endDate : nextDay(startsOn);
  return {
    uid,
    startsOn,
    endsOn,
    summary: unescapeText(props.get("SUMMARY")?.value ?? "").trim(),
    cancelled: (props.get("STATUS")?.value ?? "").trim().toUpperCase() === "CANCELLED",
  };
}
