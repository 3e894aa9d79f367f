import { and, eq, isNotNull } from "drizzle-orm";
import { payouts } from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import type { Db } from "~/lib/db/client.server";
import { getLogger } from "~/lib/logger.server";
import { assertPayoutManager, UUID } from "./finalize-payout.server";
import { payoutActionErrors } from "./payout-transfer-messages";
import { paystackConfig } from "./paystack-banks.server";

/**
 * "Send again" for a queued payout Paystack refused (balance too low, starter business)
 * or never heard of: clears sent_at, so the next sending run (within a minute) claims it
 * and asks for its transfer again, under the same reference: if an earlier request did
 * reach Paystack after all, the duplicate reference is refused and verified instead.
 * A payout Paystack accepted (processing) is never sent again.
 */
export async function resendPayout({
  db,
  actorId,
  payoutId,
}: {
  db: Db;
  actorId: string;
  payoutId: string;
}) {
  await assertPayoutManager(db, actorId);
  if (!UUID.test(payoutId)) throw new AppError("notFound");
  if (!paystackConfig()) throw new AppError("validation", { message: payoutActionErrors.offline });
  const [changed] = await db
    .update(payouts)
    .set({ sentAt: null, lastError: null, providerStatus: null, updatedAt: new Date() })
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, "queued"), isNotNull(payouts.sentAt)))
    .returning({ id: payouts.id, reference: payouts.reference });
  if (!changed) {
    const [exists] = await db
      .select({ id: payouts.id })
      .from(payouts)
      .where(eq(payouts.id, payoutId));
    if (!exists) throw new AppError("notFound");
    throw new AppError("validation", { message: payoutActionErrors.notSendable });
  }
  getLogger().info(
    { audit: "payout.resend", actorId, payoutId, reference: changed.reference },
    "payout will be sent again",
  );
  return changed;
}
