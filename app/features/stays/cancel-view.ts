// What the cancel page shows, from previewCancellation's answer (pure, client-safe).
import { formatCalendarDate } from "~/lib/dates";
import { BOOKING_STATUS_WORDS, cancelPageCopy } from "./booking-change-messages";
import { cancellationPolicyCopy } from "./messages";
import type { StayRefund } from "./cancellation-refund";

export type CancelPreviewInput = {
  booking: {
    reference: string;
    status: keyof typeof BOOKING_STATUS_WORDS;
    checkIn: string;
    checkOut: string;
    guestName: string;
    total: number;
    cancellationPolicy: keyof typeof cancellationPolicyCopy.policies;
  };
  property: { title: string };
  cancellable: boolean;
  plan: { paid: boolean; policyRefund: StayRefund | null; left: number; amount: number } | null;
};

export type CancelView = {
  as: "guest" | "host";
  reference: string;
  stayTitle: string;
  dates: string;
  guestName: string;
  policy: string;
  cancellable: boolean;
  /** Why it cannot be cancelled (its status), when it cannot. */
  refusal: string | null;
  paid: boolean;
  total: number;
  refund: { nights: number; cleaning: number; service: number; total: number } | null;
  /** The sentence that explains the refund's figure. */
  note: string;
  /** Set when less is left on the payment than the policy gives. */
  cappedAt: number | null;
};

export function cancelViewOf(p: CancelPreviewInput, as: "guest" | "host"): CancelView {
  const r = p.plan?.policyRefund ?? null;
  const note = !p.plan?.paid
    ? cancelPageCopy.unpaidNote
    : r?.rule === "host"
      ? cancelPageCopy.hostNote
      : r?.rule === "grace"
        ? cancelPageCopy.graceNote
        : cancelPageCopy.shareNote(String(r?.share ?? 0));
  return {
    as,
    reference: p.booking.reference,
    stayTitle: p.property.title,
    dates: cancelPageCopy.datesValue(
      formatCalendarDate(p.booking.checkIn),
      formatCalendarDate(p.booking.checkOut),
    ),
    guestName: p.booking.guestName,
    policy: cancellationPolicyCopy.policies[p.booking.cancellationPolicy],
    cancellable: p.cancellable,
    refusal: p.cancellable
      ? null
      : cancelPageCopy.notCancellable(BOOKING_STATUS_WORDS[p.booking.status]),
    paid: !!p.plan?.paid,
    total: p.booking.total,
    refund: r
      ? { nights: r.nights, cleaning: r.cleaning, service: r.service, total: r.total }
      : null,
    note,
    cappedAt: p.plan && r && p.plan.amount < r.total ? p.plan.amount : null,
  };
}
