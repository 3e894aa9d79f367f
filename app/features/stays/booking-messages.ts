// The booking loop's texts (issue 32): why a request is refused, the host's answer, the
// guest's payment, and the booking pages' copy. Client-safe: strings and plain objects.
import type { Message } from "~/lib/messages";
import { MAX_NIGHTS, MAX_OPEN_REQUESTS } from "./stay-dates";

/** Why a request to book, an answer or a payment is refused: {title, message} only. */
export const bookingRefusalErrors = {
  datesInvalid: { title: "Choose your dates", message: "Pick a check-in and a check-out date." },
  datesOrder: {
    title: "Check your dates",
    message: "Check-out must be after check-in.",
  },
  datesPast: { title: "Check your dates", message: "Check-in cannot be in the past." },
  datesTooFar: {
    title: "Check your dates",
    message: "You can book up to 12 months ahead. Pick an earlier check-in.",
  },
  datesTooLong: {
    title: "Check your dates",
    message: `One booking can be at most ${MAX_NIGHTS} nights.`,
  },
  datesTooShort: {
    title: "Check your dates",
    message: "This place has a minimum stay. Add more nights.",
  },
  guests: {
    title: "Check the guests",
    message: "Choose how many guests, within what this place allows.",
  },
  notListed: { title: "Not available", message: "This place is not taking bookings now." },
  ownPlace: { title: "Your own place", message: "You cannot book a place you host." },
  tooManyOpen: {
    title: "Too many open requests",
    message: `You already have ${MAX_OPEN_REQUESTS} bookings waiting for an answer or payment. Finish or wait for one first.`,
  },
  notRequested: {
    title: "Already answered",
    message: "This request has already been answered, has expired or was cancelled.",
  },
  reasonRequired: {
    title: "Give a reason",
    message: "Tell the guest why you are declining.",
  },
  notPayable: {
    title: "Nothing to pay",
    message: "This booking is not waiting for a payment.",
  },
  payDeadlinePassed: {
    title: "Payment deadline passed",
    message: "The time to pay for this booking has passed. Request the dates again.",
  },
} satisfies Record<string, Message>;

/** What the host is told once they accept. */
export const bookingAnswered = {
  accepted: {
    title: "Request accepted",
    message: "The guest has been told to pay within 24 hours to confirm.",
  },
} satisfies Record<string, Message>;

/** The booking pages' words. */
export const bookingPageCopy = {
  panelTitle: "Book this place",
  chooseCheckIn: "Choose your check-in day on the calendar.",
  chooseCheckOut: "Now choose your check-out day.",
  clearDates: "Clear dates",
  previousMonth: "Previous month",
  nextMonth: "Next month",
  checkIn: "Check-in",
  checkOut: "Check-out",
  guests: "Guests",
  update: "Update",
  breakdown: "Price breakdown",
  nightsLine: (nights: number, price: string) =>
    `${nights} night${nights === 1 ? "" : "s"} × ${price}`,
  cleaningFee: "Cleaning fee",
  serviceFee: "Service fee",
  total: "Total",
  hostNet: "You receive",
  policyTitle: "Cancellation policy",
  times: (checkIn: string, checkOut: string) =>
    `Check-in from ${checkIn}, check-out by ${checkOut} (WAT).`,
  requestNote:
    "You will not be charged yet. The host has 24 hours to answer; once they accept, you pay within 24 hours.",
  instantNote:
    "This place is booked instantly: you pay now and the booking is confirmed once paid.",
  request: "Request to book",
  bookNow: "Book now",
  yourDetails: "Your details",
  name: "Full name",
  email: "E-mail",
  phone: "Phone",
  message: "Message to the host (optional)",
  signInHint: "Have an account? Sign in to keep your trips in one place.",
  trips: "Trips",
  tripsIntro: "Your stays: requests, payments and confirmed trips.",
  noTrips: "No trips yet.",
  reservations: "Reservations",
  reservationsIntro: "Requests to answer first, then upcoming and past stays.",
  noReservations: "No reservations yet.",
  requestsHeading: "Requests",
  upcomingHeading: "Upcoming",
  pastHeading: "Past and closed",
  timeLeft: (left: string) => `${left} left to answer`,
  accept: "Accept",
  decline: "Decline",
  declineReason: "Reason for declining",
  pay: "Pay",
  payBy: (when: string) => `Pay by ${when} WAT to keep these dates.`,
  answerBy: (when: string) => `The host answers by ${when} WAT.`,
  receipt: "Receipt",
  refunded: (amount: string) => `Refunded to you so far: ${amount}.`,
  refundedToGuest: (amount: string) => `Refunded to the guest so far: ${amount}.`,
  reviewStay: "Review your stay",
  instructions: "Check-in instructions",
  noInstructions: "The host has not added check-in instructions yet.",
  guestLabel: "Guest",
  reference: "Reference",
  status: "Status",
  dates: "Dates",
  declinedBecause: (reason: string) => `Declined: ${reason}`,
  view: "View",
  payWith: "Pay with",
  calendarMonths: "Calendar months",
  day: {
    past: "Past",
    booked: "Booked",
    blocked: "Not available",
    free: "Free",
    checkOut: "Free, choose as check-out",
  },
  signInToSee: "Sign in",
  paidWith: (reference: string) => `Paid (payment ${reference})`,
  guestCount: (n: number) => `${n} guest${n === 1 ? "" : "s"}`,
  hostMessage: "Message from the guest",
  contact: "Contact",
  reservationRequests: "Requests to answer",
} as const;

export const bookingStatusLabels = {
  requested: "Requested",
  awaiting_payment: "Awaiting payment",
  confirmed: "Confirmed",
  checked_in: "Checked in",
  checked_out: "Checked out",
  declined: "Declined",
  expired: "Expired",
  lapsed: "Lapsed (not paid)",
  cancelled_by_guest: "Cancelled by guest",
  cancelled_by_host: "Cancelled by host",
} as const;

/** Why a paid booking could not be confirmed (the e-mail that says the money comes back). */
export const bookingUnfulfillable = {
  dates_taken:
    "Your payment reached us after the dates were taken by another guest, so we could not confirm the booking.",
  hold_expired:
    "Your booking was already paid, or had ended, before this payment reached us, so it could not be used for it.",
} as const;

/** Words the booking mails and the payment share (one place for their plurals). */
export const bookingWords = {
  nights: (n: number) => `${n} night${n === 1 ? "" : "s"}`,
  guests: (n: number) => `${n} guest${n === 1 ? "" : "s"}`,
  /** How a mail greets someone whose name we do not have. */
  noName: "there",
  /** The payment's purpose, as the receipt and the payment history show it. */
  paymentPurpose: (title: string) => `Stay: ${title}`,
  paymentLine: (nights: number, checkIn: string, checkOut: string, title: string, ref: string) =>
    `${bookingWords.nights(nights)}, ${checkIn} to ${checkOut}: ${title} (${ref})`,
};
