// Stays (bookings) texts: errors, successes and toasts of listing and booking
// (000 §8; 001 §5, §8). Client-safe: plain objects only.
import type { Message } from "~/lib/messages";

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
