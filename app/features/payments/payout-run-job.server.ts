import { getDb } from "~/lib/db/client.server";
import { defineJob } from "~/lib/jobs/queue.server";
import { runScheduledPayouts } from "./create-payouts.server";

/**
 * Every hour: whether the admin's payout schedule has a run due (scheduledRunKey) and,
 * if so, a payout for each seller not yet paid in it. pg-boss sends one per hour however
 * many processes run; a second run at once, or a retry after a crash, makes nothing
 * twice (the seller's row lock and payouts_run_idx).
 */
export const payoutRunJob = defineJob<object>({
  name: "payments.payout-run",
  cron: "7 * * * *",
  retryLimit: 2,
  expireInSeconds: 600,
  async run() {
    await runScheduledPayouts({ db: await getDb() });
  },
});
