import { defineJob } from "~/lib/jobs/queue.server";
import { sweepBookingDeadlines } from "./booking-deadlines.server";

/**
 * Every minute: unanswered requests expire, unpaid accepted bookings lapse, stays past
 * their check-out time are checked out. A cron job like the waitlist sweep: pg-boss
 * sends one per minute whatever the number of processes, and each batch locks its
 * bookings with SKIP LOCKED and moves them with a guarded UPDATE anyway.
 */
export const bookingDeadlinesJob = defineJob<object>({
  name: "stays.booking-deadlines",
  cron: "* * * * *",
  retryLimit: 0,
  expireInSeconds: 120,
  async run() {
    await sweepBookingDeadlines();
  },
});
