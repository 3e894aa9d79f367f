// Stays (bookings) texts: errors, successes and toasts of listing and booking
// (000 §8; 001 §5, §8). Client-safe: plain objects only.
import type { Message } from "~/lib/messages";
import type { CancellationPolicy } from "./cancellation-refund";

export const bookingErrors = {
  unavailableForDates: {
    title: "Dates not available",
    message: "This place no dey free for those dates. Pick other dates.",
  },
  bookingFailed: {
    title: "Booking failed",
    message: "We no fit make your booking. Please try again.",
  },
  paymentRequired: { title: "Payment required", message: "Pay first to confirm your booking." },
  cancelledByOwner: { title: "Booking cancelled", message: "The host don cancel this booking." },
  checkInFailed: {
    title: "Check-in failed",
    message: "We no fit check you in. Contact your host.",
  },
} satisfies Record<string, Message>;

export const bookingSuccess = {
  propertyListed: {
    title: "Property listed successfully!",
    message: "Your property go show for Bookings once e pass review.",
  },
  requested: {
    title: "Booking requested",
    message: "We don send your request to the host. You go hear from dem soon.",
  },
  confirmed: {
    title: "Booking confirmed!",
    message: "Your stay don confirm. Check your email for the details.",
  },
  declined: { title: "Booking declined", message: "The booking request don decline." },
  cancelled: { title: "Booking cancelled", message: "The booking don cancel." },
  checkedIn: { title: "Checked in", message: "Guest don check in." },
  checkedOut: { title: "Checked out", message: "Guest don check out." },
};

export const bookingToasts = {
  loginRequired: { title: "Login required", message: "Please login to list properties" },
  listFailed: {
    title: "Failed to list property",
    message: "We no fit list your property. Please try again.",
  },
} satisfies Record<string, Message | ((...args: never[]) => Message)>;

/**
 * The three cancellation policies in words, exactly as cancellation-refund.ts refunds
 * them (ADR 066): the host picks one in the property form, the stay's page shows it,
 * and the booking keeps the one shown when it was made. The one place these words live.
 */
export const cancellationPolicyCopy = {
  policies: {
    flexible: "Flexible: full refund up to 24 hours before check-in.",
    moderate: "Moderate: full refund up to 5 days before check-in, 50% after.",
    strict:
      "Strict: full refund up to 30 days before check-in, 50% from 30 to 7 days before, none after.",
  } satisfies Record<CancellationPolicy, string>,
  /** What every policy adds, whichever the host picked. */
  everyPolicy: [
    "Every policy: full refund within 24 hours of confirming, when check-in is at least 7 days away.",
    "The cleaning fee is refunded whenever the stay is cancelled before check-in; the service fee is refunded like the nights.",
    "If the host cancels, everything is refunded.",
  ],
};

/** The stay page's own headings and labels. */
export const stayPageCopy = {
  offers: "What this place offers",
  houseRules: "House rules",
};
