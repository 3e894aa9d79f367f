import { getDb } from "~/lib/db/client.server";
import { getLogger } from "~/lib/logger.server";
import { applyTransferOutcome, type OutcomeResult } from "./payout-outcome.server";
import { isTransferEvent, parseTransferEvent } from "./payout-transfer-status";

export { isTransferEvent };

const ANSWERS: Record<OutcomeResult, { status: 200 | 422; body: Record<string, unknown> }> = {
  applied: { status: 200, body: { received: true, outcome: "applied" } },
  unchanged: { status: 200, body: { received: true, outcome: "unchanged" } },
  // A transfer made from the Paystack dashboard is not one of our payouts: acknowledged,
  // so Paystack does not retry it for days.
  unknown_reference: { status: 200, body: { received: true, ignored: true } },
  mismatch: { status: 422, body: { error: "amount mismatch" } },
};

/**
 * transfer.success / transfer.failed / transfer.reversed (signature already checked by
 * handlePaystackWebhook): the payout with that reference moves by the transition table,
 * once however often, and however late, Paystack tells us.
 */
export async function handleTransferWebhook(name: string, data: Record<string, unknown>) {
  const event = parseTransferEvent(name, data);
  if (!event) return { status: 400 as const, body: { error: "no reference" } };
  const result = await applyTransferOutcome(await getDb(), { ...event, source: "webhook" });
  getLogger().info(
    { event: name, reference: event.reference, result },
    "paystack transfer webhook",
  );
  return ANSWERS[result];
}
