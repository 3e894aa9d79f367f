import { adLifecycleJob } from "~/features/advertising/ad-payment.server";
import { waitlistSweepJob } from "~/features/events/waitlist-sweep-job.server";
import { bookingDeadlinesJob } from "~/features/stays/booking-deadlines-job.server";
import { reconcilePaymentsJob } from "~/features/payments/reconcile-job.server";
import { systemRefundJob } from "~/features/payments/system-refund-job.server";
import { payoutRunJob } from "~/features/payments/payout-run-job.server";
import { importEventCoverJob } from "~/features/events/import-event-cover.server";
import { syncCalendarsJob } from "~/features/stays/calendar-feeds.server";
import { removeContentFilesJob } from "~/features/content/manage-content.server";
import { processContentJob } from "~/features/content/process-content-job.server";
import { cleanAbandonedUploadsJob } from "~/features/content/upload-cleanup-job.server";
import type { JobDefinition } from "~/lib/jobs/queue.server";
import { sweepUnusedListingPhotosJob } from "~/lib/media/listing-photos-sweep.server";
import { deliverMailJob } from "~/lib/mail/send-mail.server";
import { bookingReminderJob } from "~/features/stays/booking-reminder-job.server";
import { sendPayoutsJob } from "~/features/payments/send-payouts.server";
import { verifyPayoutsJob } from "~/features/payments/payout-verify-job.server";
import { followDigestJob } from "~/features/follows/follow-digest-job.server";

/**
 * Composition: every background job the product runs. startJobs creates a queue
 * for each at boot, and the app process works them (docs/decisions/013-durable-jobs.md).
 */
export const JOBS: readonly JobDefinition<never>[] = [
  deliverMailJob,
  reconcilePaymentsJob,
  systemRefundJob,
  waitlistSweepJob,
  importEventCoverJob,
  syncCalendarsJob,
  processContentJob,
  removeContentFilesJob,
  cleanAbandonedUploadsJob,
  sweepUnusedListingPhotosJob,
  adLifecycleJob,
  bookingDeadlinesJob,
  bookingReminderJob,
  payoutRunJob,
  sendPayoutsJob,
  verifyPayoutsJob,
  followDigestJob,
];
