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

// ---------------------------------------------------------------------------------
// Organizers: create, dashboard, edit, cancel, export, analytics (ev-organize).

/** The event form's labels and its own validation words. */
export const eventFormCopy = {
  pageTitle: "Create and Share",
  pageIntro: "Create an event and sell tickets. We review new events before they go public.",
  eventTab: "Create Event",
  details: "Event details",
  title: "Title",
  description: "Description",
  coverImage: "Cover image",
  coverImageHelp: "JPG, PNG, WebP or GIF up to 8MB. Or paste a link below instead.",
  coverImageUrl: "Cover image link",
  coverImageUrlHelp: "An https:// link to an image, used when you upload none.",
  venueName: "Venue name",
  venueAddress: "Venue address",
  city: "City",
  state: "State",
  chooseState: "Choose a state",
  fct: "Abuja (FCT)",
  start: "Starts (WAT)",
  end: "Ends (WAT)",
  tags: "Tags",
  tagsHelp: "Separate with commas, e.g. Music, Afrobeats, Lagos.",
  ticketTypes: "Ticket types",
  ticketTypeN: (n: number) => `Ticket type ${n}`,
  ticketName: "Name",
  ticketPrice: "Price (₦)",
  ticketPriceHelp: "0 for a free ticket.",
  ticketQuantity: "Quantity",
  ticketSalesStart: "Sales start (WAT, optional)",
  ticketSalesEnd: "Sales end (WAT, optional)",
  ticketMaxPerOrder: "Most per order",
  ticketSold: (sold: number, held: number) =>
    held > 0 ? `${sold} sold, ${held} held right now` : `${sold} sold`,
  addTicketType: "Add another ticket type",
  removeTicketType: "Remove",
  submitCreate: "Create Event",
  signIn: "Sign In",
  submitEdit: "Save changes",
  errors: {
    dateTime: "Pick a date and time",
    startInFuture: "The start must be in the future",
    endAfterStart: "The end must come after the start",
    state: "Choose one of Nigeria's 36 states or the FCT",
    price: "Enter a price of ₦0 or more, in whole naira",
    quantity: "Enter 1 or more tickets",
    maxPerOrder: "Enter a number from 1 to 50",
    salesWindow: "Sales must end after they start",
    ticketTypesRequired: "Add at least one ticket type",
    tooManyTags: "Use at most 10 tags",
    tagLength: "Each tag can have at most 30 characters",
    coverInvalid: "That file is not an image we can use (JPG, PNG, WebP or GIF)",
    quantityBelowTaken: (taken: number) =>
      `Quantity can't go below ${taken}: that many tickets are sold or held for buyers`,
    typeHasSales: "This ticket type has sales, so it can't be removed",
  },
};

/** The events dashboard (001 §2): tabs, stat cards, the events list, actions. */
export const organizerCopy = {
  title: "Events Dashboard",
  intro: "Your events, ticket sales and attendees.",
  tabs: { dashboard: "Dashboard", create: "Create Event", analytics: "Analytics" },
  stats: {
    totalEvents: "Total events",
    active: "Active events",
    totalSales: "Total sales",
    ticketsSold: "Tickets sold",
    averagePrice: "Average price",
    createdThisMonth: "Created this month",
  },
  yourEvents: "Your events",
  noEvents: {
    title: "No events yet",
    message: "Create your first event and it will show here with its ticket sales.",
  },
  status: {
    published: "Published",
    cancelled: "Cancelled",
    draft: "Draft",
    rescheduled: "Rescheduled",
    ended: "Ended",
  },
  moderation: { pending: "Pending review", approved: "Approved", rejected: "Rejected" },
  soldOf: (sold: number, quantity: number) => `${sold} / ${quantity} sold`,
  view: "View",
  preview: "Preview",
  edit: "Edit",
  cancel: "Cancel event",
  exportCsv: "Export CSV",
  checkIn: "Check-in",
  promoCodes: "Promo codes",
  actionsFor: (title: string) => `Actions for ${title}`,
  editTitle: (title: string) => `Edit: ${title}`,
  rescheduleNote:
    "Changing the start or end marks the event as rescheduled and e-mails every ticket holder.",
  priceNote: "A new price applies to new sales only; tickets already bought keep their price.",
  cancelTitle: (title: string) => `Cancel ${title}?`,
  cancelIntro:
    "Cancelling can't be undone. Every ticket holder gets an e-mail, every paid order is refunded in full, and free tickets are voided.",
  cancelReason: "Reason (optional, shown to ticket holders)",
  confirmCancel: "Yes, cancel this event",
  keepEvent: "Keep the event",
  alreadyCancelled: "This event is cancelled.",
  backToDashboard: "Back to the dashboard",
  openMyDashboard: "Open my dashboard",
  contactAdmin: "Contact an administrator",
  analytics: {
    title: "Ticket sales",
    allEvents: "All my events",
    event: "Event",
    show: "Show",
    salesPerDay: "Tickets sold per day, last 30 days",
    day: "Day",
    tickets: "Tickets",
    revenue: "Revenue",
    byType: "By ticket type",
    ticketType: "Ticket type",
    price: "Price",
    sold: "Sold",
    checkInRate: "Check-in rate",
    checkedIn: (n: number, of: number) => `${n} of ${of} tickets checked in`,
    none: "No ticket sales yet.",
  },
};

export const organizerToasts = {
  updated: eventSuccess.updated,
  updateFailed: {
    title: "Event not updated",
    message: "We no fit save your changes. Check the form.",
  },
  cancelled: eventSuccess.cancelled,
  notManaged: {
    title: "Not your event",
    message: "Only the event's organizer or an admin can manage this event.",
  },
  cancelledAlready: {
    title: "Event cancelled",
    message: "This event is cancelled; it can no longer be changed.",
  },
} satisfies Record<string, Message>;

/** What ticket holders are told (e-mails). */
export const holderMailCopy = {
  rescheduledSubject: (title: string) => `New date: ${title}`,
  rescheduledBody: (title: string, from: string, to: string) =>
    `${title} has moved. It was to start ${from}; it now starts ${to} (WAT). Your tickets stay valid for the new date.`,
  cancelledSubject: (title: string) => `Cancelled: ${title}`,
  cancelledBody: (title: string) =>
    `${title} has been cancelled by its organizer. Paid tickets are refunded in full to the card or account you paid with; free tickets are void.`,
  reason: "Reason",
  eventPage: "Event page",
  signOff: "— The Naija Creators team",
};

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
