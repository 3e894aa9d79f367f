// Texts of what happens to a booking after it is made (issue 32): cancellation by the
// guest or the host with the refund the stored policy gives, check-in and check-out,
// and the deadlines (a request expires, an accepted one lapses unpaid). Client-safe.
import type { Message } from "~/lib/messages";

/** A booking's status as people read it. */
export const BOOKING_STATUS_WORDS = {
  requested: "requested",
  awaiting_payment: "awaiting payment",
  confirmed: "confirmed",
  checked_in: "checked in",
  checked_out: "checked out",
  declined: "declined",
  expired: "expired",
  lapsed: "lapsed",
  cancelled_by_guest: "cancelled by the guest",
  cancelled_by_host: "cancelled by the host",
};

export const bookingChangeErrors = {
  noPayment: {
    title: "Payment not found",
    message: "We no fit find the payment of this booking, so nothing changed. Contact support.",
  },
};

/** Refusals of a booking action, in the catalogue's shape. */
export const bookingChangeRefusals = {
  cannotCancel: (status: string): Message => ({
    title: "Booking cannot be cancelled",
    message: `This booking is ${status}; it can no longer be cancelled. Nothing changed.`,
  }),
  cannotCheckIn: (status: string): Message => ({
    title: "Check-in failed",
    message: `This booking is ${status}; only a confirmed booking can be checked in.`,
  }),
  cannotCheckOut: (status: string): Message => ({
    title: "Check-out failed",
    message: `This booking is ${status}; only a checked-in guest can be checked out.`,
  }),
};

export const bookingChangeFields = {
  reasonRequired: "Tell the guest why you are cancelling.",
};

export const bookingChangeToasts = {
  cancelledWithRefund: (amount: string): Message => ({
    title: "Booking cancelled",
    message: `The booking don cancel. ${amount} is on its way back to how it was paid.`,
  }),
  cancelledNoRefund: {
    title: "Booking cancelled",
    message: "The booking don cancel. Under its policy, nothing is refunded.",
  },
  cancelledUnpaid: {
    title: "Booking cancelled",
    message: "The booking don cancel. Nothing was charged.",
  },
};

/** The cancel pages (guest and host) and the host's check-in / check-out buttons. */
export const cancelPageCopy = {
  guestTitle: (title: string) => `Cancel your stay at ${title}`,
  hostTitle: (title: string) => `Cancel the booking at ${title}`,
  reference: "Booking",
  dates: "Dates",
  datesValue: (checkIn: string, checkOut: string) => `${checkIn} to ${checkOut}`,
  guest: "Guest",
  policy: "Cancellation policy (as shown when booking)",
  refundHeading: "What you get back",
  hostRefundHeading: "What the guest gets back",
  nights: "Nights",
  cleaning: "Cleaning fee",
  service: "Service fee",
  total: "Total refund",
  paid: "Paid",
  shareNote: (share: string) => `${share}% of the nights and the service fee, by the policy.`,
  graceNote:
    "You are within 24 hours of confirming and check-in is at least 7 days away: everything is refunded.",
  hostNote: "A host cancellation always refunds the guest in full.",
  unpaidNote: "Nothing was charged for this booking, so there is nothing to refund.",
  refundCapped: (amount: string) =>
    `Part of this payment was already refunded: at most ${amount} is left to give back.`,
  refundTiming:
    "Refunds go back to how the booking was paid and may take a few working days to arrive.",
  guestReason: "Reason (optional)",
  hostReason: "Reason for the guest",
  hostReasonHint: "The guest reads this in their e-mail.",
  confirmGuest: "Cancel my booking",
  confirmHost: "Cancel this booking",
  keep: "Keep the booking",
  notCancellable: (status: string) => `This booking is ${status}; it can no longer be cancelled.`,
  checkIn: "Mark checked in",
  checkOut: "Mark checked out",
  checkInOpens: (date: string) => `Check-in can be marked from ${date}.`,
};

/** Who cancelled, as the guest's mail says it (the host's words are the spec's). */
export const cancelledByWords = {
  guest: "You cancelled this booking.",
  hostToHost: "You cancelled this booking.",
  guestToHost: "The guest cancelled this booking.",
};

export const bookingMailCopy = {
  reference: "Booking",
  dates: "Dates",
  reason: "Reason",
  tripPage: "Your trip",
  reservationPage: "The reservation",
  stayPage: "Pick other dates",
  signOff: "Thank you for booking on Naija Creators.",
  hostSignOff: "Naija Creators",
  refund: (amount: string) =>
    `Refund: ${amount}, back to how you paid. It may take a few working days to arrive.`,
  noRefundPaid: "Under the cancellation policy shown when you booked, nothing is refunded.",
  nothingCharged: "Nothing was charged for this booking.",
  cancelledSubject: (ref: string) => `Your booking ${ref} was cancelled`,
  cancelledHostSubject: (ref: string) => `Booking ${ref} was cancelled`,
  cancelledHostBody: (title: string) =>
    `A booking at ${title} was cancelled; its nights are free again.`,
  expiredSubject: (ref: string) => `Your booking request ${ref} expired`,
  expiredBody: (title: string) =>
    `The host of ${title} did not answer your request within 24 hours, so it expired. Nothing was charged.`,
  expiredHostSubject: (ref: string) => `Request ${ref} expired unanswered`,
  expiredHostBody: (title: string) =>
    `A request to book ${title} was not answered within 24 hours and expired; its nights are free again.`,
  lapsedSubject: (ref: string) => `Your booking ${ref} lapsed unpaid`,
  lapsedBody: (title: string) =>
    `Your booking at ${title} was not paid before the deadline, so it lapsed and the nights are free again. Nothing was charged.`,
  checkedInSubject: (ref: string) => `You are checked in (${ref})`,
  checkedInBody: (title: string) =>
    `Welcome to ${title}. Your host has marked you checked in. Enjoy your stay.`,
  checkedOutSubject: (ref: string) => `Thanks for staying (${ref})`,
  checkedOutBody: (title: string) =>
    `You are checked out of ${title}. Thank you for staying, and safe travels.`,
  reviewStay: "How was your stay? Rate it and tell other guests",
};

/** In-app notifications (signed-in guests and hosts). */
export const bookingNotices = {
  cancelled: (ref: string): Message => ({
    title: "Booking cancelled",
    message: `Booking ${ref} was cancelled.`,
  }),
  expired: (ref: string): Message => ({
    title: "Request expired",
    message: `Booking request ${ref} expired unanswered. Nothing was charged.`,
  }),
  lapsed: (ref: string): Message => ({
    title: "Booking lapsed",
    message: `Booking ${ref} was not paid in time and lapsed. Nothing was charged.`,
  }),
  checkedIn: (ref: string): Message => ({
    title: "Checked in",
    message: `You are checked in (booking ${ref}).`,
  }),
  checkedOut: (ref: string): Message => ({
    title: "Checked out",
    message: `You are checked out (booking ${ref}). Thanks for staying.`,
  }),
};
