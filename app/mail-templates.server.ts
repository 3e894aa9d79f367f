import { accountLockedMail } from "~/features/accounts/account-locked-mail";
import {
  accountReinstatedMail,
  accountSuspendedMail,
} from "~/features/admin/account-suspension-mails";
import {
  adApprovedMail,
  adLiveMail,
  adRejectedMail,
  adRequestReceivedMail,
} from "~/features/advertising/ad-mails";
import { donationReceiptMail } from "~/features/donations/donation-mails";
import { eventCancelledMail, eventRescheduledMail } from "~/features/events/event-holder-mails";
import { ticketOrderMail } from "~/features/events/ticket-mails";
import {
  waitlistJoinedMail,
  waitlistOfferExpiredMail,
  waitlistOfferMail,
} from "~/features/events/waitlist-mails";
import { orderPaidVendorMail, orderPlacedMail } from "~/features/marketplace/order-mails";
import {
  moderationApprovedMail,
  moderationRejectedMail,
} from "~/features/moderation/moderation-mails";
import {
  newsletterConfirmMail,
  newsletterWelcomeMail,
} from "~/features/newsletter/newsletter-mails";
import {
  paymentReceiptMail,
  paymentRefundedMail,
  purchaseUnfulfillableMail,
} from "~/features/payments/payment-mails";
import {
  orderCancelledMail,
  orderDeliveredMail,
  orderShippedMail,
} from "~/features/marketplace/order-status-mails";
import {
  bookingAcceptedMail,
  bookingConfirmedMail,
  bookingDeclinedMail,
  bookingReminderHostMail,
  bookingRequestedHostMail,
  bookingRequestSentMail,
} from "~/features/stays/booking-mails";
import { contactMessageMail } from "~/features/site/site-mails";
import {
  bookingCancelledHostMail,
  bookingCancelledMail,
  bookingCheckedInMail,
  bookingCheckedOutMail,
  bookingExpiredHostMail,
  bookingExpiredMail,
  bookingLapsedMail,
} from "~/features/stays/booking-change-mails";
import { passwordResetMail, verifyEmailMail } from "~/lib/mail/account-mails";
import {
  payoutFailedMail,
  payoutPaidMail,
  payoutQueuedMail,
  payoutReversedAdminMail,
  payoutReversedMail,
} from "~/features/payments/payout-mails";
import { tipReceiptMail, tipReceivedMail } from "~/features/tips/tip-mails";
import { followDigestMail } from "~/features/follows/follow-mails";
import type { MailTemplate } from "~/lib/mail/mail-template";

/**
 * Composition: every e-mail the product sends, in the order the admin's template list
 * shows them (admin Settings > E-mail templates). A new template is added here; the
 * template test fails on one that is not.
 */
export const MAIL_TEMPLATES: readonly MailTemplate<{ origin: string }>[] = [
  verifyEmailMail,
  passwordResetMail,
  accountLockedMail,
  accountSuspendedMail,
  accountReinstatedMail,
  ticketOrderMail,
  eventRescheduledMail,
  eventCancelledMail,
  waitlistJoinedMail,
  waitlistOfferMail,
  waitlistOfferExpiredMail,
  donationReceiptMail,
  tipReceiptMail,
  tipReceivedMail,
  paymentReceiptMail,
  paymentRefundedMail,
  purchaseUnfulfillableMail,
  payoutQueuedMail,
  payoutPaidMail,
  payoutFailedMail,
  payoutReversedMail,
  payoutReversedAdminMail,
  orderPlacedMail,
  orderPaidVendorMail,
  orderShippedMail,
  orderDeliveredMail,
  orderCancelledMail,
  bookingExpiredMail,
  bookingExpiredHostMail,
  bookingLapsedMail,
  bookingCancelledMail,
  bookingCancelledHostMail,
  bookingCheckedInMail,
  bookingCheckedOutMail,
  bookingRequestedHostMail,
  bookingReminderHostMail,
  bookingRequestSentMail,
  bookingAcceptedMail,
  bookingDeclinedMail,
  bookingConfirmedMail,
  moderationApprovedMail,
  moderationRejectedMail,
  followDigestMail,
  newsletterConfirmMail,
  newsletterWelcomeMail,
  contactMessageMail,
  adRequestReceivedMail,
  adApprovedMail,
  adLiveMail,
  adRejectedMail,
] as unknown as readonly MailTemplate<{ origin: string }>[];

export function mailTemplateNamed(name: string) {
  return MAIL_TEMPLATES.find((t) => t.name === name && t.editable) ?? null;
}
