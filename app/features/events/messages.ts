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
    message: "We held your tickets for 15 minutes and the time don pass. Please start again.",
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

export const ticketBuyCopy = {
  pickerHeading: "Get tickets",
  quantityLabel: (name: string) => `Number of ${name} tickets`,
  soldOut: "Sold out",
  notOnSale: "Not on sale",
  salesFrom: (when: string) => `On sale from ${when} WAT`,
  salesUntil: (when: string) => `On sale until ${when} WAT`,
  maxPerOrder: (max: number) => `Max ${max} per order`,
  continue: "Get tickets",
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
} as const;

/** The one e-mail with every ticket of an order. */
export const ticketMailCopy = {
  subject: (title: string) => `Your tickets: ${title}`,
  intro: (name: string) => `Hello ${name || "there"}, your tickets don land!`,
  showQr: "Show each ticket's QR code at the gate (one QR per person).",
  viewOnline: "All your tickets, also offline once opened:",
} as const;
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
// Discovery (/events) and the event page (ev-discover).
export const eventPageCopy = {
  listTitle: "Events",
  listIntro:
    "Concerts, conferences, festivals and meetups across Nigeria. Get your tickets in naira.",
  tabs: { discover: "Discover Events", featured: "Featured Events" },
  browse: "Browse Events",
  listYourEvent: "List Your Event",
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
