import { randomUUID } from "node:crypto";
import { AppError } from "~/lib/app-error.server";
import type { Db } from "~/lib/db/client.server";
import { displayName } from "~/features/accounts/display-name";
import type { Message } from "~/lib/messages";
import { formatNaira } from "~/lib/money";
import { createPayout, type PayoutBlock } from "./create-payouts.server";
import { lockSeller, payoutAdmin } from "./payout-admin-guard.server";
import { payoutAdminCopy } from "./payout-admin-messages";

const P = payoutAdminCopy.refused.payNow;

/** Why an admin's Pay now made nothing, in an admin's words (the seller's are createPayout's). */
function payNowRefusal(block: PayoutBlock, available: number): Message {
  switch (block) {
    case "moreThanAvailable":
      return P.moreThanAvailable(formatNaira(Math.max(0, available)));
    case "belowMinimum":
      return P.nothingAvailable;
    default:
      return P[block];
  }
}

/**
 * An admin queues a payout of a seller's available balance (all of it, or `amount`)
 * now, outside the schedule (issue 33). It goes through createPayout, so holds, a
 * failed payout nobody dealt with, a missing or unapproved account and the available
 * sum stop it exactly as they stop the run; the refusal names the reason for the admin.
 */
export async function paySellerNow(opts: {
  db: Db;
  actorId: string;
  userId: string;
  amount?: number;
  now?: Date;
}) {
  return opts.db.transaction(async (tx) => {
    await payoutAdmin(tx, opts.actorId);
    const seller = await lockSeller(tx, { userId: opts.userId });
    if (!seller) throw new AppError("notFound", { message: payoutAdminCopy.refused.noSeller });
    const outcome = await createPayout({
      tx,
      userId: seller.id,
      // Each Pay now is its own run: an admin may pay a seller twice in a day on purpose.
      runKey: `admin:${randomUUID()}`,
      trigger: "admin",
      amount: opts.amount,
      actorId: opts.actorId,
      now: opts.now,
    });
    if (!outcome.ok) {
      const message = payNowRefusal(outcome.block, outcome.available);
      throw new AppError("validation", {
        message,
        fieldErrors:
          outcome.block === "moreThanAvailable" ? { amount: [message.message] } : undefined,
      });
    }
    return { payout: outcome.payout, name: displayName(seller) };
  });
}
