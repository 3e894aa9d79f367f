import { getDb } from "~/lib/db/client.server";
import type { Message } from "~/lib/messages";
import { formatNaira } from "~/lib/money";
import { approvePayoutAccount } from "./approve-payout-account.server";
import { markQueuedPayoutPaid, retryPayout } from "./create-payouts.server";
import { finalizePayoutOtp } from "./finalize-payout.server";
import { holdPayouts, releasePayoutHold } from "./hold-payouts.server";
import { loadPayoutsAdmin } from "./load-payouts-admin.server";
import { paySellerNow } from "./pay-seller-now.server";
import { payoutAdminCopy } from "./payout-admin-messages";
import type { PayoutAdminAction } from "./payout-admin-schema";
import { payoutCommandCopy, payoutSettingsCopy } from "./payout-messages";
import { payoutActionDone } from "./payout-transfer-messages";
import { resendPayout } from "./resend-payout.server";
import { savePayoutSettings } from "./payout-settings.server";
import { trustSplitSettlement, untrustSplitSettlement } from "./trust-split-settlement.server";

// What /admin/payouts calls: the database fetched here, so the route never handles it
// (issue 11). Each domain step checks the admin's right itself.

const D = payoutAdminCopy.done;

export async function payoutsAdminPage({
  actorId,
  historyPage,
}: {
  actorId: string;
  historyPage: number;
}) {
  return loadPayoutsAdmin({ db: await getDb(), actorId, historyPage });
}

/** Runs the posted form's one step; answers its success words (refusals throw AppError). */
export async function runPayoutAdminAction({
  actorId,
  action,
}: {
  actorId: string;
  action: PayoutAdminAction;
}): Promise<Message> {
  const db = await getDb();
  switch (action.intent) {
    case "mark-paid": {
      const paid = await markQueuedPayoutPaid({ db, actorId, payoutId: action.payoutId });
      return payoutCommandCopy.markedPaid(formatNaira(paid.amount));
    }
    case "retry": {
      const queued = await retryPayout({ db, actorId, payoutId: action.payoutId });
      return payoutCommandCopy.retried(formatNaira(queued.amount));
    }
    case "pay-now": {
      const { payout, name } = await paySellerNow({
        db,
        actorId,
        userId: action.userId,
        amount: action.amount,
      });
      return D.paidNow(formatNaira(payout.amount), name);
    }
    case "resend":
      await resendPayout({ db, actorId, payoutId: action.payoutId });
      return payoutActionDone.resent;
    case "finalize-otp":
      await finalizePayoutOtp({ db, actorId, payoutId: action.payoutId, otp: action.otp });
      return payoutActionDone.finalized;
    case "hold":
      return D.held(
        (await holdPayouts({ db, actorId, email: action.email, reason: action.reason })).name,
      );
    case "release-hold":
      return D.released((await releasePayoutHold({ db, actorId, holdId: action.holdId })).name);
    case "approve-account":
      return D.approved(
        (await approvePayoutAccount({ db, actorId, accountId: action.accountId })).name,
      );
    case "trust-split":
      return D.trusted((await trustSplitSettlement({ db, actorId, email: action.email })).name);
    case "untrust-split":
      return D.untrusted(
        (await untrustSplitSettlement({ db, actorId, accountId: action.accountId })).name,
      );
    case "save-rules": {
      const { intent: _intent, ...input } = action;
      await savePayoutSettings({ db, actorId, input });
      return payoutSettingsCopy.saved;
    }
  }
}
