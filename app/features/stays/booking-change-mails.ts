// The e-mails of a booking's changes after it is made (issue 32): cancelled (to the guest
// and to the host), a request expired (both), a payment lapsed, checked in, checked out.
import { defineMail, link } from "~/lib/mail/mail-template";
import { bookingErrors } from "./messages";
import { bookingMailCopy as m, cancelledByWords } from "./booking-change-messages";

/** What every booking mail knows: who it is to, the booking, the stay and its page. */
type BookingMail = {
  origin: string;
  name: string;
  reference: string;
  stayTitle: string;
  /** "14 Dec 2026 to 16 Dec 2026". */
  dates: string;
  /** The guest's trip page, or the host's reservation page (booking-paths.ts). */
  bookingPath: string;
};

const placeholders = {
  name: { label: "the recipient's name" },
  reference: { label: "the booking reference" },
  stayTitle: { label: "the stay's title" },
  dates: { label: "the stay's dates" },
  bookingLink: { label: "the booking's page", kind: "link", required: true },
} as const;

const values = (d: BookingMail) => ({
  name: d.name,
  reference: d.reference,
  stayTitle: d.stayTitle,
  dates: d.dates,
  bookingLink: link(d.origin, d.bookingPath),
});

const example: BookingMail = {
  origin: "https://naija.example",
  name: "Chioma",
  reference: "BK-K3X9Q2AB",
  stayTitle: "Lekki Sea-View Apartment",
  dates: "14 Dec 2026 to 16 Dec 2026",
  bookingPath: "/dashboard/trips/00000000-0000-4000-8000-000000000001",
};

const body = (lines: string[], pageLabel: string, signOff: string) =>
  [
    "Hello {{name}},",
    "",
    ...lines,
    "",
    `${m.reference}: {{reference}}`,
    `${m.dates}: {{dates}}`,
    "",
    `${pageLabel}: {{bookingLink}}`,
    "",
    signOff,
  ].join("\n");

/** A booking cancelled, to its guest: who cancelled, why, and what comes back. */
export const bookingCancelledMail = defineMail("booking_cancelled", {
  title: "Booking cancelled (guest)",
  description:
    "Sent to the guest when a stay booking is cancelled, by them or by the host, with the refund the policy gives.",
  example: {
    ...example,
    byHost: true,
    reason: "A pipe burst in the flat." as string | null,
    refund: "₦120,000" as string | null,
    paid: true,
  },
  placeholders: {
    ...placeholders,
    who: { label: "who cancelled" },
    reason: { label: "the reason, with its label (empty when none)" },
    refund: { label: "the refund, or that nothing was charged or refunded" },
  },
  values: (d) => ({
    ...values(d),
    who: d.byHost ? bookingErrors.cancelledByOwner.message : cancelledByWords.guest,
    reason: d.reason ? `${m.reason}: ${d.reason}` : "",
    refund: d.refund ? m.refund(d.refund) : d.paid ? m.noRefundPaid : m.nothingCharged,
  }),
  subject: m.cancelledSubject("{{reference}}"),
  body: body(["{{who}}", "{{stayTitle}}", "{{reason}}", "", "{{refund}}"], m.tripPage, m.signOff),
});

/** A booking cancelled, to the property's host: its nights are free again. */
export const bookingCancelledHostMail = defineMail("booking_cancelled_host", {
  title: "Booking cancelled (host)",
  description: "Sent to the host when a booking of their property is cancelled, by either side.",
  example: { ...example, name: "Tunde", byHost: false, reason: null as string | null },
  placeholders: {
    ...placeholders,
    who: { label: "who cancelled" },
    reason: { label: "the reason, with its label (empty when none)" },
  },
  values: (d) => ({
    ...values(d),
    who: d.byHost ? cancelledByWords.hostToHost : cancelledByWords.guestToHost,
    reason: d.reason ? `${m.reason}: ${d.reason}` : "",
  }),
  subject: m.cancelledHostSubject("{{reference}}"),
  body: body(
    ["{{who}}", m.cancelledHostBody("{{stayTitle}}"), "{{reason}}"],
    m.reservationPage,
    m.hostSignOff,
  ),
});

/** A mail that tells one thing about the booking: its sentence and the booking's page. */
function bookingNoticeMail(
  name: string,
  o: {
    title: string;
    description: string;
    subject: string;
    line: string;
    toHost?: boolean;
  },
) {
  return defineMail(name, {
    title: o.title,
    description: o.description,
    example: o.toHost ? { ...example, name: "Tunde" } : example,
    placeholders,
    values,
    subject: o.subject,
    body: o.toHost
      ? body([o.line], m.reservationPage, m.hostSignOff)
      : body([o.line], m.tripPage, m.signOff),
  });
}

/** A request the host did not answer in time, to the guest. */
export const bookingExpiredMail = bookingNoticeMail("booking_expired", {
  title: "Booking request expired (guest)",
  description:
    "Sent to the guest when the host did not answer their request to book within 24 hours.",
  subject: m.expiredSubject("{{reference}}"),
  line: m.expiredBody("{{stayTitle}}"),
});

/** A request the host did not answer in time, to the host. */
export const bookingExpiredHostMail = bookingNoticeMail("booking_expired_host", {
  title: "Booking request expired (host)",
  description: "Sent to the host when a request to book their property expired unanswered.",
  subject: m.expiredHostSubject("{{reference}}"),
  line: m.expiredHostBody("{{stayTitle}}"),
  toHost: true,
});

/** An accepted booking not paid before its deadline, to the guest. */
export const bookingLapsedMail = bookingNoticeMail("booking_lapsed", {
  title: "Booking lapsed unpaid",
  description: "Sent to the guest when an accepted booking was not paid before its deadline.",
  subject: m.lapsedSubject("{{reference}}"),
  line: m.lapsedBody("{{stayTitle}}"),
});

/** The host marked the guest checked in. */
export const bookingCheckedInMail = bookingNoticeMail("booking_checked_in", {
  title: "Checked in",
  description: "Sent to the guest when the host marks them checked in.",
  subject: m.checkedInSubject("{{reference}}"),
  line: m.checkedInBody("{{stayTitle}}"),
});

/**
 * The stay ended (the host marked it, or its check-out time passed): thanks, and the
 * review form itself, which is open to its guest from check-out (the trip link's token
 * in it for a guest who booked signed out: the form takes it as they have no account).
 */
export const bookingCheckedOutMail = defineMail("booking_checked_out", {
  title: "Checked out",
  description:
    "Sent to the guest when their stay ends: the host marks them checked out, or the check-out time passes. Links the stay's review form.",
  example: {
    ...example,
    reviewPath: "/reviews/new?item=00000000-0000-4000-8000-000000000001&kind=property",
  },
  placeholders: {
    ...placeholders,
    reviewLink: { label: "the stay's review form", kind: "link", required: true },
  },
  values: (d) => ({ ...values(d), reviewLink: link(d.origin, d.reviewPath) }),
  subject: m.checkedOutSubject("{{reference}}"),
  body: body(
    [m.checkedOutBody("{{stayTitle}}"), "", `${m.reviewStay}: {{reviewLink}}`],
    m.tripPage,
    m.signOff,
  ),
});
