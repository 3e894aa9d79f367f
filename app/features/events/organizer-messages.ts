// Organizers' texts: the event form, the events dashboard, edit, cancel, export,
// analytics, promo codes and the door (check-in). Apart from messages.ts so the public
// event pages do not ship them (first-load JS budget). Client-safe: plain objects only.
import type { Message } from "~/lib/messages";
import { eventSuccess } from "./messages";

// ---------------------------------------------------------------------------------
// Organizers: create, dashboard, edit, cancel, export, analytics (ev-organize).

/** The event form's labels and its own validation words. */
export const eventFormCopy = {
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
  // An admin's dashboard lists every organizer's events.
  allEvents: "All events",
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

/** The notice when a cover link could not be used (import-event-cover.server.ts). */
export const coverLinkFailedNotice = {
  title: "We couldn't use your cover link",
  message: (eventTitle: string) =>
    `The image link for "${eventTitle}" could not be fetched or is not an image we can use. Upload the image instead, or paste another link.`,
};
