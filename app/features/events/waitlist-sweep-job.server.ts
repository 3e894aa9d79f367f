import { defineJob } from "~/lib/jobs/queue.server";
import { sweepWaitlists } from "./offer-freed-seats.server";

/**
 * Every minute: lapsed waitlist offers expire and freed seats (holds that ran out,
 * offers nobody claimed, refunds and capacity changes whose code did not call
 * offerFreedSeats itself) go to the next people in line. A cron job, like the payment
 * reconciler: pg-boss sends one per minute whatever the number of processes, and each
 * ticket type is handled under its row lock anyway.
 */
export const waitlistSweepJob = defineJob<object>({
  name: "events.waitlist-sweep",
  cron: "* * * * *",
  retryLimit: 0,
  expireInSeconds: 120,
  async run() {
    await sweepWaitlists();
  },
});
