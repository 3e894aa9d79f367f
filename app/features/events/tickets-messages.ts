// The tickets page's, My tickets' and the ticket e-mail's texts. Apart from messages.ts
// so the event page does not ship them (first-load JS budget). Client-safe.
import { eventErrors } from "./messages";

/** The one e-mail with every ticket of an order. */
export const ticketMailCopy = {
  subject: (title: string) => `Your tickets: ${title}`,
  intro: (name: string) => `Hello ${name || "there"}, your tickets don land!`,
  showQr: "Show each ticket's QR code at the gate (one QR per person).",
  viewOnline: "All your tickets, also offline once opened:",
} as const;

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
