import { getLogger } from "~/lib/logger.server";
import { reconcileExpiredPayments } from "./checkout.server";

/**
 * Runs the reconciliation of expired pending payments every `intervalMs` in this
 * process (docs/decisions/008-payment-reconciliation-in-process.md). Rounds never
 * overlap; several app processes may each run it safely because every state change
 * happens under the payment's row lock.
 */
export function startPaymentReconciler(intervalMs = 60_000) {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = reconcileExpiredPayments()
      .catch((error: unknown) => getLogger().error({ err: error }, "payment reconciliation failed"))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    /** Stops the timer and waits for a round in progress. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
