import { defineJob } from "~/lib/jobs/queue.server";
import { reconcileExpiredPayments } from "./checkout.server";

/**
 * Every minute, pending payments past their expiry are asked about once more and
 * expired if still unpaid (docs/decisions/013-durable-jobs.md). pg-boss sends one
 * job per minute whatever the number of app processes, and every change happens
 * under the payment's row lock anyway.
 */
export const reconcilePaymentsJob = defineJob<object>({
  name: "payments.reconcile",
  cron: "* * * * *",
  retryLimit: 0,
  expireInSeconds: 120,
  async run() {
    await reconcileExpiredPayments();
  },
});
