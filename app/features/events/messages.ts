// Events' own texts: errors, successes and toasts (000 §8; 001 §5, §8). Client-safe:
// plain objects only.
import type { Message } from "~/lib/messages";
import { toastTitles } from "~/lib/messages/toast-settings";

const E = toastTitles.error;

export const eventErrors = {
  createFailed: {
    title: "Event not created",
    message: "We no fit create your event. Check the details and try again.",
  },
  ticketUnavailable: {
    title: "Ticket unavailable",
    message: "This ticket no dey available again. Pick another ticket type.",
  },
  paymentFailed: {
    title: "Ticket payment failed",
    message: "Your ticket payment no go through. Please try again.",
  },
  eventFull: { title: "Event sold out", message: "This event don full. Tickets don finish." },
  eventCancelled: { title: "Event cancelled", message: "The organizer don cancel this event." },
  checkInFailed: {
    title: "Check-in failed",
    message: "We no fit check in this ticket. Confirm the ticket code and try again.",
  },
} satisfies Record<string, Message>;

export const eventSuccess = {
  // Events start pending and show publicly once approved (DECISIONS: Moderation).
  created: {
    title: "Event created successfully!",
    message: "We go review am quick-quick, then e go show for public.",
  },
  updated: { title: "Event updated", message: "Your event changes don save." },
  attendeesExported: { title: "Success", message: "Attendees list exported successfully" },
  ticketPurchased: {
    title: "Ticket confirmed!",
    message: "We don send your ticket to your email. Show the QR code at the gate.",
  },
  checkedIn: { title: "Checked in", message: "Ticket don check in. Enjoy the event!" },
  cancelled: {
    title: "Event cancelled",
    message: "Your event don cancel. We go tell ticket holders.",
  },
};

export const eventToasts = {
  fetchFailed: { title: E, message: "Failed to fetch events" },
  exportFailed: { title: E, message: "Failed to export attendees" },
  createFailed: { title: "Failed to create event", message: eventErrors.createFailed.message },
  loginRequired: { title: "Login required", message: "Please login to create events" },
  organizerAccessRequired: {
    title: "Event Organizer Access Required",
    message:
      "This dashboard na for event organizers. Switch your role from your dashboard or contact an administrator to upgrade.",
  },
} satisfies Record<string, Message | ((...args: never[]) => Message)>;

// ---- Promo codes and check-in at the door (/events/dashboard/{eventId}/…) ----

export const promoCodeCopy = {
  pageTitle: "Promo codes",
  intro: "Discounts buyers type at checkout. Each code works for this event only.",
  listHeading: "Your codes",
  none: "No promo codes yet. Create the first one below.",
  newHeading: "New promo code",
  editHeading: (code: string) => `Edit ${code}`,
  code: "Code",
  codeHint: "3–20 letters or numbers; saved in capitals.",
  discountType: "Discount type",
  percentage: "Percentage off",
  fixed: "Naira off each ticket",
  amount: "Discount",
  amountHint: "1–100 for a percentage, whole naira for a fixed discount.",
  usageLimit: "Usage limit (optional)",
  usageLimitHint: "Paid orders that may use it. Empty = no limit.",
  startsAt: "Valid from (WAT, optional)",
  endsAt: "Valid until (WAT, optional)",
  ticketTypes: "Ticket types",
  ticketTypesHint: "Tick none to allow every ticket type.",
  allTypes: "All ticket types",
  always: "Any time",
  from: (at: string) => `From ${at}`,
  until: (at: string) => `Until ${at}`,
  unlimited: "no limit",
  uses: (used: number, limit: number | null) => `${used} / ${limit ?? "no limit"}`,
  active: "Active",
  inactive: "Inactive",
  create: "Create code",
  save: "Save changes",
  edit: "Edit",
  cancelEdit: "Cancel",
  deactivate: "Deactivate",
  activate: "Activate",
  percentOff: (n: number) => `${n}% off`,
  nairaOff: (naira: string) => `${naira} off each ticket`,
  backToCheckIn: "Check-in",
  columns: { discount: "Discount", uses: "Uses", window: "Valid", types: "Ticket types" },
};

/** Field rules of the promo code form (shown next to each field). */
export const promoCodeValidation = {
  code: "Use 3 to 20 letters or numbers, no spaces",
  percentage: "A percentage must be a whole number from 1 to 100",
  fixed: "Enter the naira off each ticket, at least ₦1",
  usageLimit: "A usage limit must be a whole number of at least 1",
  window: "The end of the window must come after its start",
  date: "Enter a date and time",
  ticketTypes: "Pick ticket types of this event",
  duplicate: (code: string) => `This event already has the code ${code}`,
  belowUsed: (used: number) =>
    `This code has been used ${used} times already: the limit can't be lower`,
};

export const promoCodeErrors = {
  saveFailed: { title: "Promo code not saved", message: "Check the fields marked below." },
  notFound: { title: "Promo code not found", message: "This promo code no dey for this event." },
} satisfies Record<string, Message>;

export const promoCodeSuccess = {
  created: (code: string) => ({ title: "Promo code created", message: `${code} is ready to use.` }),
  updated: (code: string) => ({ title: "Promo code saved", message: `${code} has been updated.` }),
  deactivated: (code: string) => ({
    title: "Promo code deactivated",
    message: `${code} no longer works at checkout.`,
  }),
  activated: (code: string) => ({
    title: "Promo code activated",
    message: `${code} works at checkout again.`,
  }),
};

export const checkInCopy = {
  pageTitle: "Check-in",
  counts: (checkedIn: number, sold: number) => `${checkedIn} checked in of ${sold} tickets sold`,
  typedHeading: "Type a ticket code",
  codeLabel: "Ticket code",
  codeHint: "Like NC-7F3K-9QX2. Dashes and spaces don't matter.",
  submit: "Check in",
  scannerHeading: "Scan QR codes",
  scannerHint: "Uses this phone's back camera. Nothing is recorded.",
  startCamera: "Start camera",
  stopCamera: "Stop camera",
  cameraUnavailable: "This browser can't use the camera here. Type the code instead.",
  cameraDenied: "Camera access was refused. Allow the camera for this site, or type the code.",
  cameraReload: "Reload this page to use the camera",
  scanning: "Point the camera at a ticket's QR code.",
  attendeesHeading: "Attendees",
  searchLabel: "Search by name, e-mail or code",
  search: "Search",
  showing: (shown: number, total: number) => `Showing ${shown} of ${total}`,
  noAttendees: "No tickets match.",
  checkedInAt: (at: string) => `Checked in ${at}`,
  checkInButton: (name: string) => `Check in ${name}`,
  promoCodesLink: "Promo codes",
  result: {
    checkedIn: "Checked in",
    already: "Already checked in",
    unknown: "Unknown code",
    otherEvent: "Ticket for another event",
    notAdmitted: "Not admitted",
  },
  resultDetail: {
    checkedIn: (name: string, type: string) => `${name} · ${type}`,
    already: (at: string, by: string | null) => `At ${at}${by ? ` by ${by}` : ""}.`,
    unknown: (code: string) => `No ticket has the code ${code}. Check it and try again.`,
    otherEvent: (title: string, date: string) => `This ticket is for ${title} (${date}).`,
    notAdmitted: (status: string) => `This ticket was ${status}: it does not admit anyone.`,
  },
  ticketStatus: { refunded: "refunded", failed: "never paid", pending: "never paid" } as Record<
    string,
    string
  >,
};
