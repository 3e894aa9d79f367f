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

// Discovery (/events) and the event page (ev-discover).
export const eventPageCopy = {
  listTitle: "Events",
  listIntro:
    "Concerts, conferences, festivals and meetups across Nigeria. Get your tickets in naira.",
  tabs: { discover: "Discover Events", featured: "Featured Events" },
  browse: "Browse Events",
  filtersHeading: "Find events",
  searchLabel: "Search events",
  searchPlaceholder: "Search by name, venue, city or tag…",
  categoryLabel: "Category",
  anyCategory: "All categories",
  stateLabel: "State",
  anyState: "All states",
  popularStates: "Popular states",
  otherStates: "All states and FCT",
  dateLabel: "Date",
  minPriceLabel: "Min price (₦)",
  maxPriceLabel: "Max price (₦)",
  maxPriceHint: "₦100,000 means no upper limit",
  sortLabel: "Sort by",
  apply: "Apply filters",
  clear: "Clear filters",
  trendingHeading: "Trending this week",
  noMatches: {
    title: "No events match your filters",
    description: "Try another date, state or price, or clear the filters to see every event.",
  },
  noFeatured: {
    title: "No featured events right now",
    description: "Our team picks events to feature here. Discover every event in the meantime.",
  },
  loading: "Updating events…",
  ended: "This event has ended",
  cancelledBanner: "This event has been cancelled",
  cancelledOn: (date: string) => `Cancelled on ${date}.`,
  rescheduled: (was: string, now: string) => `Rescheduled: was ${was}, now ${now}`,
  ticketsHeading: "Tickets",
  noTickets: "No tickets on sale for this event.",
  soldOut: "Sold out",
  left: (n: number) => `${n.toLocaleString("en-NG")} left`,
  notYetOnSale: (date: string) => `Not yet on sale: sales open ${date}`,
  salesEnded: "Sales ended",
  salesEnd: (date: string) => `Sales end ${date}`,
  noSalesCancelled: "Ticket sales are closed: this event was cancelled.",
  noSalesEnded: "Ticket sales are closed: this event has ended.",
  mapLink: "Open in Google Maps",
  organizedBy: (name: string) => `Organised by ${name}`,
  about: "About this event",
  share: "Share",
  shareWhatsApp: "Share on WhatsApp",
  shareX: "Share on X",
  linkLabel: "Link to this event",
  copyLink: "Copy link",
  copied: "Link copied",
  addToCalendar: "Add to calendar (.ics)",
  feature: "Feature this event",
  unfeature: "Remove from featured",
  featuredBadge: "Featured",
  trendingBadge: "Trending",
};

export const eventAdminToasts = {
  featured: { title: "Event featured", message: "It now shows on the Featured Events tab." },
  unfeatured: {
    title: "Event unfeatured",
    message: "It no longer shows on the Featured Events tab.",
  },
} satisfies Record<string, Message>;
