// Events' own texts: errors, successes and toasts (000 §8; 001 §5, §8). Client-safe:
// plain objects only.
import type { Message } from "~/lib/messages";
import { toastTitles } from "~/lib/messages/toast-settings";
import { WAITLIST_OFFER_MINUTES } from "./waitlist-rules";

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

// After buying (tickets page, My tickets) and the waitlist.

export const ticketsCopy = {
  pageTitle: "Your tickets",
  noTickets: "No tickets for this order yet.",
  holder: "Holder",
  type: "Ticket",
  code: "Ticket code",
  qrLabel: (code: string) => `QR code for ticket ${code}`,
  void: "Void: refunded",
  checkedIn: "Checked in",
  print: "Print tickets",
  viewEvent: "View event",
  offline: "Opened once, this page works without network: keep the link.",
  states: {
    awaiting_payment: (minutes: number) => ({
      title: "Waiting for payment",
      message: `Your seats are held for ${minutes} more minute${minutes === 1 ? "" : "s"}. Finish paying to get your tickets.`,
    }),
    paid: { title: "Paid", message: "Show each QR code at the gate. One code, one person." },
    expired: {
      title: "Order expired",
      message: "Payment no come before the hold ended, so no tickets were issued.",
    },
    cancelled: { title: "Order cancelled", message: "This order was cancelled. No tickets." },
    refunded: { title: "Refunded", message: "This order was refunded. Its tickets are void." },
  },
  eventCancelled: eventErrors.eventCancelled,
  rescheduled: "This event has been rescheduled: check the new date and time.",
  stateLabels: {
    awaiting_payment: "Awaiting payment",
    paid: "Paid",
    expired: "Expired",
    cancelled: "Cancelled",
    refunded: "Refunded",
  },
  myTickets: {
    title: "My tickets",
    empty: {
      title: "No tickets yet",
      description: "Tickets you buy for events go show here, each with its QR code.",
    },
    past: "Past",
    seats: (n: number) => `${n} ticket${n === 1 ? "" : "s"}`,
    voided: (n: number) => `${n} void`,
    open: "Open tickets",
  },
};

export const waitlistCopy = {
  join: "Join waitlist",
  intro:
    "When seats free up we e-mail the first people in line an offer, in the order they joined.",
  name: "Your name",
  email: "E-mail",
  quantity: "Tickets wanted",
  pageTitle: "Join the waitlist",
  pickType: "Open a sold-out ticket on an event page to join its waitlist.",
  browse: "Browse events",
  offerNote: `You have a waitlist offer: pick your tickets below and pay before it ends (${WAITLIST_OFFER_MINUTES} minutes from the e-mail).`,
  joined: {
    title: "You're on the waitlist",
    message: "We go e-mail you as soon as seats free up. First come, first served.",
  },
  already: {
    title: "Already on the waitlist",
    message: "This e-mail is already on the waitlist for this ticket. We go e-mail you.",
  },
  available: {
    title: "Tickets available",
    message: "Seats dey available for this ticket now: buy them directly.",
  },
  closed: {
    title: "Waitlist closed",
    message: "This ticket is no longer on sale, so its waitlist is closed.",
  },
  tooMany: (max: number) => `At most ${max} per order.`,
};
