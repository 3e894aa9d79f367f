import { formatDateTime } from "~/lib/dates";
import { defineMail, link } from "~/lib/mail/mail-template";
import { formatNaira } from "~/lib/money";
import { bookingWords } from "./booking-messages";

/*
 * The booking loop's e-mails (issue 32): the host hears of a request (and is reminded),
 * the guest hears it was sent, accepted (with the pay link), declined, and confirmed
 * (with what was paid and the check-in details: the guest's ONE mail for the payment).
 */

const stayExample = {
  origin: "https://naija.example",
  name: "Ada",
  propertyTitle: "Sunny studio in Yaba",
  checkIn: "2027-03-10",
  checkOut: "2027-03-13",
  nights: 3,
  guests: 2,
  total: 62_720,
  reference: "BK-7Q2M9XWD",
};

type StayMail = typeof stayExample;

/** A booking's part of every booking mail (the person's name comes apart). */
export const stayMailData = (
  origin: string,
  booking: {
    checkIn: string;
    checkOut: string;
    nights: number;
    guests: number;
    total: number;
    reference: string;
  },
  propertyTitle: string,
) => ({
  origin,
  propertyTitle,
  checkIn: booking.checkIn,
  checkOut: booking.checkOut,
  nights: booking.nights,
  guests: booking.guests,
  total: booking.total,
  reference: booking.reference,
});

const stayPlaceholders = {
  name: { label: "the person's name" },
  propertyTitle: { label: "the place's title" },
  dates: { label: "check-in to check-out, with the nights" },
  guests: { label: "how many guests" },
  total: { label: "the total the guest pays" },
  reference: { label: "the booking's reference" },
} as const;

const stayValues = (d: StayMail) => ({
  name: d.name || bookingWords.noName,
  propertyTitle: d.propertyTitle,
  dates: `${d.checkIn} to ${d.checkOut} (${bookingWords.nights(d.nights)})`,
  guests: bookingWords.guests(d.guests),
  total: formatNaira(d.total),
  reference: d.reference,
});

/** What both of the host's request mails show: the request and where to answer it. */
const hostRequest = {
  example: { ...stayExample, answerBy: new Date("2027-02-01T12:00:00Z"), bookingId: "example" },
  placeholders: {
    ...stayPlaceholders,
    answerBy: { label: "when the request expires unanswered (WAT)" },
    reservationLink: {
      label: "the request on the reservations page",
      kind: "link",
      required: true,
    },
  },
  values: (d: StayMail & { answerBy: Date; bookingId: string }) => ({
    ...stayValues(d),
    answerBy: `${formatDateTime(d.answerBy)} WAT`,
    reservationLink: link(d.origin, `/dashboard/reservations/${encodeURIComponent(d.bookingId)}`),
  }),
} as const;

/** The host: a new request, answered on the reservations page before `answerBy`. */
export const bookingRequestedHostMail = defineMail("booking_requested_host", {
  title: "Booking request (host)",
  description: "Sent to a host when a guest requests to book their place.",
  ...hostRequest,
  subject: "New booking request: {{propertyTitle}}",
  body: [
    "Hello {{name}},",
    "",
    "A guest has requested to book {{propertyTitle}} for {{dates}}, {{guests}}.",
    "The guest pays {{total}} once you accept. Reference: {{reference}}.",
    "",
    "Accept or decline by {{answerBy}}; after that the request expires and the dates free up.",
    "{{reservationLink}}",
    "",
    "Naija Creators · Lagos, Nigeria",
  ].join("\n"),
});

/** The host again, at 12 h and 22 h, while the request is still unanswered. */
export const bookingReminderHostMail = defineMail("booking_reminder_host", {
  title: "Booking request reminder (host)",
  description: "Sent to a host at 12 and 22 hours while a booking request is unanswered.",
  ...hostRequest,
  subject: "Reminder: answer the booking request for {{propertyTitle}}",
  body: [
    "Hello {{name}},",
    "",
    "A request to book {{propertyTitle}} for {{dates}}, {{guests}}, is still waiting for your answer.",
    "The guest pays {{total}} once you accept. Reference: {{reference}}.",
    "It expires at {{answerBy}}.",
    "{{reservationLink}}",
    "",
    "Naija Creators · Lagos, Nigeria",
  ].join("\n"),
});

/** The guest: the request was sent, nothing charged yet. */
export const bookingRequestSentMail = defineMail("booking_request_sent", {
  title: "Booking request sent (guest)",
  description: "Sent to a guest when their request to book reaches the host.",
  example: {
    ...stayExample,
    answerBy: new Date("2027-02-01T12:00:00Z"),
    tripPath: "/trips/example",
  },
  placeholders: {
    ...stayPlaceholders,
    answerBy: { label: "when the host must answer by (WAT)" },
    tripLink: { label: "the trip's page", kind: "link", required: true },
  },
  values: (d) => ({
    ...stayValues(d),
    answerBy: `${formatDateTime(d.answerBy)} WAT`,
    tripLink: link(d.origin, d.tripPath),
  }),
  subject: "Booking request sent: {{propertyTitle}}",
  body: [
    "Hello {{name}},",
    "",
    "Your request to book {{propertyTitle}} for {{dates}}, {{guests}}, has been sent to the host.",
    "You have not been charged. The host answers by {{answerBy}}; if they accept, you pay {{total}} to confirm.",
    "Reference: {{reference}}.",
    "",
    "Your trip: {{tripLink}}",
    "",
    "Naija Creators · Lagos, Nigeria",
  ].join("\n"),
});

/** The guest: the host accepted; pay by `payBy` to keep the dates. */
export const bookingAcceptedMail = defineMail("booking_accepted", {
  title: "Booking accepted (guest)",
  description: "Sent to a guest when the host accepts their request: the link to pay.",
  example: { ...stayExample, payBy: new Date("2027-02-02T12:00:00Z"), tripPath: "/trips/example" },
  placeholders: {
    ...stayPlaceholders,
    payBy: { label: "the payment deadline (WAT)" },
    payLink: { label: "the trip's page, where the guest pays", kind: "link", required: true },
  },
  values: (d) => ({
    ...stayValues(d),
    payBy: `${formatDateTime(d.payBy)} WAT`,
    payLink: link(d.origin, d.tripPath),
  }),
  subject: "Accepted: pay to confirm {{propertyTitle}}",
  body: [
    "Hello {{name}},",
    "",
    "The host accepted your request to book {{propertyTitle}} for {{dates}}, {{guests}}.",
    "Pay {{total}} by {{payBy}} to confirm it; after that the dates free up.",
    "Reference: {{reference}}.",
    "",
    "Pay here: {{payLink}}",
    "",
    "Naija Creators · Lagos, Nigeria",
  ].join("\n"),
});

/** The guest: the host declined, with their reason; nothing was charged. */
export const bookingDeclinedMail = defineMail("booking_declined", {
  title: "Booking declined (guest)",
  description: "Sent to a guest when the host declines their request.",
  example: {
    ...stayExample,
    reason: "The place is being repainted that week.",
    searchPath: "/bookings",
  },
  placeholders: {
    ...stayPlaceholders,
    reason: { label: "the host's reason" },
    searchLink: { label: "the stays list", kind: "link" },
  },
  values: (d) => ({
    ...stayValues(d),
    reason: d.reason,
    searchLink: link(d.origin, d.searchPath),
  }),
  subject: "Booking request declined: {{propertyTitle}}",
  body: [
    "Hello {{name}},",
    "",
    "The host declined your request to book {{propertyTitle}} for {{dates}}, {{guests}} (reference {{reference}}, {{total}}).",
    "Their reason: {{reason}}",
    "",
    "You were not charged for the request, so there is nothing to refund.",
    "Find another place: {{searchLink}}",
    "",
    "Naija Creators · Lagos, Nigeria",
  ].join("\n"),
});

/** The guest: paid and confirmed. Their receipt for the payment and the check-in details. */
export const bookingConfirmedMail = defineMail("booking_confirmed", {
  title: "Booking confirmed (guest)",
  description:
    "Sent to a guest once their booking is paid: what was paid, the check-in time and the host's instructions.",
  example: {
    ...stayExample,
    paymentReference: "NC-270201-ABCDEFGHJKLMNPQR",
    checkInTime: "14:00",
    checkOutTime: "11:00",
    address: "12 Herbert Macaulay Way, Yaba, Lagos",
    instructions: "The key is with the gateman. Call on arrival.",
    tripPath: "/trips/example",
  },
  placeholders: {
    ...stayPlaceholders,
    paymentReference: { label: "the payment's reference" },
    times: { label: "check-in and check-out times" },
    address: { label: "the place's address" },
    instructions: { label: "the host's check-in instructions" },
    tripLink: { label: "the trip's page", kind: "link", required: true },
  },
  values: (d) => ({
    ...stayValues(d),
    paymentReference: d.paymentReference,
    times: `check-in from ${d.checkInTime}, check-out by ${d.checkOutTime} (WAT)`,
    address: d.address,
    instructions: d.instructions || "Your host will share them before your stay.",
    tripLink: link(d.origin, d.tripPath),
  }),
  subject: "Booking confirmed: {{propertyTitle}}",
  body: [
    "Hello {{name}},",
    "",
    "Your stay at {{propertyTitle}} for {{dates}}, {{guests}}, is confirmed.",
    "Paid: {{total}} (payment {{paymentReference}}). Booking reference: {{reference}}.",
    "",
    "Address: {{address}}",
    "Times: {{times}}",
    "Check-in instructions: {{instructions}}",
    "",
    "Your trip: {{tripLink}}",
    "",
    "Naija Creators · Lagos, Nigeria",
  ].join("\n"),
});
