// The host's calendar (/dashboard/properties/{id}/calendar): blocking nights, the
// property's iCal feed and the outside calendars it imports (issue 32). Apart from
// messages.ts so the public stays pages do not ship them. Client-safe: plain objects.
import type { Message } from "~/lib/messages";

export const hostCalendarCopy = {
  monthsNav: "Months",
  title: (property: string) => `Calendar: ${property}`,
  intro:
    "Block nights you no fit host, share this calendar with Airbnb or Booking.com, and bring their bookings in here.",
  backToList: "Back to My Properties",
  /** The link on My Properties. */
  open: "Calendar",
  openLabel: (property: string) => `Calendar: ${property}`,
  previousMonth: "Previous month",
  nextMonth: "Next month",
  legend:
    "Each day shows its state in words: free, booked, held, blocked by you or by a synced calendar. Pick a free day to start blocking from it.",
  day: {
    free: "Free",
    past: "Past",
    booked: "Booked",
    held: "Held for a booking",
    blocked: "Blocked",
    blockedReason: (reason: string) => `Blocked: ${reason}`,
    imported: (label: string) => `Blocked by ${label}`,
    conflict: (label: string) => `Booked, and blocked by ${label}: check it`,
    someCalendar: "a synced calendar",
  },
  block: {
    heading: "Block nights",
    help: "From the first night you close to the day after the last, like a booking's check-in and check-out.",
    startsOn: "First night",
    endsOn: "Until (the day after the last night)",
    reason: "Reason (optional, only you see it)",
    submit: "Block nights",
  },
  blocks: {
    heading: "Your blocks",
    empty: "You have not blocked any nights.",
    range: (from: string, to: string) => `${from} to ${to}`,
    unblock: "Unblock",
    unblockLabel: (range: string) => `Unblock ${range}`,
  },
  export: {
    heading: "Share this calendar",
    help: "Paste this link into Airbnb, Booking.com or your phone's calendar. It shows booked, held and blocked nights, never your guests' names. Keep it secret: anyone with the link sees your dates.",
    urlLabel: "Your calendar link",
    rotate: "Make a new link",
    rotateHelp: "The old link stops working at once; paste the new one where you used the old.",
  },
  feeds: {
    heading: "Calendars you bring in",
    help: "Add the iCal (export) link of your listing on Airbnb, Booking.com or another site. Their bookings block the nights here; we check them every 30 minutes.",
    empty: "No outside calendars yet.",
    url: "Calendar link (iCal, .ics)",
    label: "Name (optional)",
    labelHelp: "e.g. Airbnb",
    add: "Add calendar",
    remove: "Remove",
    removeLabel: (name: string) => `Remove ${name}`,
    syncNow: "Sync now",
    syncNowLabel: (name: string) => `Sync now: ${name}`,
    neverSynced: "Not synced yet.",
    lastSynced: (when: string) => `Last synced ${when}.`,
    lastError: (error: string) => `Last sync failed: ${error}`,
    conflicts: (n: number) =>
      n === 1
        ? "1 event clashes with a booking here: cancel one of them."
        : `${n} events clash with bookings here: cancel one of each pair.`,
    limit: (max: number) => `Up to ${max} calendars per property.`,
  },
  conflictsHeading: "Clashes with bookings",
  conflictLine: (label: string, from: string, to: string) =>
    `${label} blocks ${from} to ${to}, but a booking holds some of those nights.`,
};

/** Why a calendar could not be synced, as the host reads it on the calendar page. */
export const feedSyncProblems = {
  invalid: "That link is not a valid web address.",
  scheme: "Only http and https links can be synced.",
  address: "That address is not on the public internet, so we refuse to fetch it.",
  timeout: "The calendar took more than 10 seconds to answer.",
  too_large: "The calendar is larger than 1 MB.",
  redirects: "The link redirected too many times.",
  status: "The calendar site refused the link (check that it is still valid).",
  network: "We could not reach the calendar site.",
  not_calendar: "That link does not give an iCal calendar.",
};

export const hostCalendarErrors = {
  badDates: {
    title: "Check the dates",
    message:
      "Pick real dates: the last night after the first, from today and within the next 12 months.",
  },
  bookedNights: {
    title: "Nights already booked",
    message: "A booking or request holds some of those nights, so they cannot be blocked.",
  },
  alreadyBlocked: {
    title: "Nights already blocked",
    message: "You don block some of those nights before. Unblock them first or pick other dates.",
  },
  blockNotFound: {
    title: "Block not found",
    message: "That block is not on this property's calendar any more.",
  },
  importedBlock: {
    title: "Blocked by a synced calendar",
    message:
      "Those nights come from a calendar you bring in: free them on that site, or remove the calendar.",
  },
  feedUrl: {
    title: "Check the calendar link",
    message: "Use an http or https iCal link on the public internet.",
  },
  feedRefused: {
    title: "Link refused",
    message: "That address is not on the public internet, so we will not fetch it.",
  },
  feedLimit: {
    title: "Too many calendars",
    message: "A property can bring in at most 5 calendars. Remove one first.",
  },
  feedDuplicate: {
    title: "Calendar already added",
    message: "This property already brings in that calendar.",
  },
  feedNotFound: {
    title: "Calendar not found",
    message: "That calendar is not on this property any more.",
  },
} satisfies Record<string, Message>;

export const hostCalendarToasts = {
  blocked: { title: "Nights blocked", message: "Guests no fit book those nights again." },
  unblocked: { title: "Nights free again", message: "Guests fit book those nights now." },
  rotated: {
    title: "New calendar link",
    message: "The old link don stop working. Paste the new one where you used the old.",
  },
  feedAdded: {
    title: "Calendar added",
    message: "We go bring in its bookings within a minute.",
  },
  feedRemoved: { title: "Calendar removed", message: "Its nights are free again here." },
  syncQueued: {
    title: "Sync started",
    message: "Refresh this page in a moment to see the result.",
  },
} satisfies Record<string, Message>;

export const hostCalendarFieldText = {
  date: "Pick a date",
  reason: "Keep the reason under 200 characters",
  url: "Enter the calendar's link, starting with https://",
  label: "Keep the name under 60 characters",
};
