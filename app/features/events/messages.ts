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

/** The events list says it in place (eventListCopy) rather than loading every event toast. */
const FETCH_FAILED = "Failed to fetch events";

export const eventToasts = {
  fetchFailed: { title: E, message: FETCH_FAILED },
  exportFailed: { title: E, message: "Failed to export attendees" },
  createFailed: { title: "Failed to create event", message: eventErrors.createFailed.message },
  loginRequired: { title: "Login required", message: "Please login to create events" },
  organizerAccessRequired: {
    title: "Event Organizer Access Required",
    message:
      "This dashboard na for event organizers. Switch your role from your dashboard or contact an administrator to upgrade.",
  },
} satisfies Record<string, Message | ((...args: never[]) => Message)>;

// Buying tickets: the picker, the checkout page and its errors (issue 14).
export const ticketBuyRefusals = {
  soldOut: eventErrors.eventFull,
  unavailable: eventErrors.ticketUnavailable,
  cancelled: eventErrors.eventCancelled,
  paymentFailed: eventErrors.paymentFailed,
  ended: { title: "Ticket unavailable", message: "This event don end. Tickets no dey sell again." },
  notListed: { title: "Ticket unavailable", message: "This event no dey open for tickets." },
  fewLeft: (name: string, left: number) => ({
    title: "Ticket unavailable",
    message: `Only ${left} ${name} ticket${left === 1 ? "" : "s"} remain. Reduce your quantity.`,
  }),
  perOrder: (name: string, max: number) => ({
    title: "Too many tickets",
    message: `You fit buy at most ${max} ${name} ticket${max === 1 ? "" : "s"} per order.`,
  }),
  /** The buyer's other unpaid holds on the type count with this one (hold caps). */
  holdCap: (name: string, max: number, held: number) => ({
    title: "Too many tickets",
    message: `You already hold ${held} ${name} ticket${held === 1 ? "" : "s"} in another checkout, and one buyer fit hold at most ${max} at a time. Finish or cancel that checkout first.`,
  }),
  salesNotStarted: (name: string) => ({
    title: "Ticket unavailable",
    message: `${name} tickets never start to sell.`,
  }),
  salesEnded: (name: string) => ({
    title: "Ticket unavailable",
    message: `${name} tickets don stop selling.`,
  }),
  noneChosen: { title: "Choose tickets", message: "Pick at least one ticket to continue." },
  holdExpired: {
    title: "Your hold expired",
    message: "The time we held your tickets for don pass. Please start again.",
  },
  promoInvalid: { title: "Promo code", message: "This promo code no valid for this event." },
  promoNotForTickets: {
    title: "Promo code",
    message: "This promo code no apply to the tickets you pick.",
  },
  promoUsedUp: { title: "Promo code", message: "This promo code don reach its limit." },
  offerInvalid: {
    title: "Waitlist offer",
    message: "This waitlist offer no dey valid again, or e belong to another email.",
  },
} satisfies Record<string, Message | ((...args: never[]) => Message)>;

/** The event page's ticket picker (its own object: the page loads none of the checkout's). */
export const ticketPickerCopy = {
  pickerHeading: "Get tickets",
  quantityLabel: (name: string) => `Number of ${name} tickets`,
  soldOut: "Sold out",
  notOnSale: "Not on sale",
  salesFrom: (when: string) => `On sale from ${when} WAT`,
  salesUntil: (when: string) => `On sale until ${when} WAT`,
  maxPerOrder: (max: number) => `Max ${max} per order`,
  continue: "Get tickets",
} as const;

/** The checkout page and its hold countdown. */
export const ticketBuyCopy = {
  checkoutTitle: "Checkout",
  yourTickets: "Your tickets",
  subtotal: "Subtotal",
  discount: (code: string) => `Promo ${code}`,
  total: "Total",
  free: "Free",
  held: "Your tickets are held for",
  heldNoScript: (when: string) => `Your tickets are held until ${when} WAT.`,
  expired: "Your hold expired. The seats are free for others again.",
  startAgain: "Start again",
  details: "Your details",
  detailsHint: "We send the tickets to this email. No account needed.",
  name: "Full name",
  email: "Email",
  phone: "Phone (optional)",
  phoneHint: "Nigerian number, like 0801 234 5678 or +234 801 234 5678",
  promo: "Promo code (optional)",
  applyPromo: "Apply",
  method: "Payment method",
  pay: (amount: string) => `Pay ${amount}`,
  getFree: "Get free tickets",
  paymentStarted: "Payment started. If you closed the payment page, pay again below.",
  viewTickets: "View your tickets",
  cancelHold: "Cancel and release the seats",
  released: {
    title: "Seats released",
    message: "Your checkout don cancel and the seats are free for other buyers.",
  },
} as const;

// After buying (tickets page, My tickets) and the waitlist.

/** The event page's note when someone arrives with a waitlist offer (?offer=…). */
export const waitlistOfferNote = `You have a waitlist offer: pick your tickets below and pay before it ends (${WAITLIST_OFFER_MINUTES} minutes from the e-mail).`;

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

// Discovery (/events) and the event page (ev-discover).
/** The events list: its header, tabs, trending strip, count and empty states. */
export const eventListCopy = {
  listTitle: "Events",
  listIntro:
    "Concerts, conferences, festivals and meetups across Nigeria. Get your tickets in naira.",
  tabs: { discover: "Discover Events", featured: "Featured Events" },
  browse: "Browse Events",
  listYourEvent: "List Your Event",
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
  clear: "Clear filters",
  fetchFailed: FETCH_FAILED,
};

/** The events list's filter form. */
export const eventFiltersCopy = {
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
};

/** The event page's share links and copy button. */
export const eventShareCopy = {
  share: "Share",
  shareWhatsApp: "Share on WhatsApp",
  shareX: "Share on X",
  linkLabel: "Link to this event",
  copyLink: "Copy link",
  copied: "Link copied",
};

/** What the event page's server parts say (its status, facts and description). */
export const eventDetailsCopy = {
  ended: "This event has ended",
  cancelledBanner: "This event has been cancelled",
  cancelledOn: (date: string) => `Cancelled on ${date}.`,
  rescheduled: (was: string, now: string) => `Rescheduled: was ${was}, now ${now}`,
  mapLink: "Open in Google Maps",
  organizedBy: "Organised by",
  about: "About this event",
  addToCalendar: "Add to calendar (.ics)",
  featuredBadge: "Featured",
  trendingBadge: "Trending",
};

/** The event page's tickets panel and admin button. */
export const eventPageCopy = {
  ticketsHeading: "Tickets",
  noTickets: "No tickets on sale for this event.",
  soldOut: "Sold out",
  left: (n: number) => `${n.toLocaleString("en-NG")} left`,
  notYetOnSale: (date: string) => `Not yet on sale: sales open ${date}`,
  salesEnded: "Sales ended",
  salesEnd: (date: string) => `Sales end ${date}`,
  noSalesCancelled: "Ticket sales are closed: this event was cancelled.",
  noSalesEnded: "Ticket sales are closed: this event has ended.",
  feature: "Feature this event",
  unfeature: "Remove from featured",
};

export const eventAdminToasts = {
  featured: { title: "Event featured", message: "It now shows on the Featured Events tab." },
  unfeatured: {
    title: "Event unfeatured",
    message: "It no longer shows on the Featured Events tab.",
  },
} satisfies Record<string, Message>;
