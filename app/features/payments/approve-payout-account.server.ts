import { eq } from "drizzle-orm";
import { payoutAccounts } from "~/db/schema";
import { displayName } from "~/features/accounts/display-name";
import { notifyUsers } from "~/features/notifications/notifications.server";
import { AppError } from "~/lib/app-error.server";
import type { Db } from "~/lib/db/client.server";
import { getLogger } from "~/lib/logger.server";
import { lockPayoutAccount, lockSeller, payoutAdmin } from "./payout-admin-guard.server";
import { payoutAdminCopy } from "./payout-admin-messages";

/**
 * An admin approves a payout account whose bank-resolved name was far from the
 * seller's (name_check 'needs_approval', issue 33): createPayout refuses such an
 * account until then. Who approved and when stay on the row.
 */
export async function approvePayoutAccount(opts: { db: Db; actorId: string; accountId: string }) {
  const { db, actorId, accountId } = opts;
  const approved = await db.transaction(async (tx) => {
    await payoutAdmin(tx, actorId);
    const account = await lockPayoutAccount(tx, accountId);
    if (!account || account.nameCheck !== "needs_approval")
      throw new AppError("validation", { message: payoutAdminCopy.refused.notWaiting });
    const seller = await lockSeller(tx, { userId: account.userId });
    const now = new Date();
    await tx
      .update(payoutAccounts)
      .set({ nameCheck: "approved", nameApprovedBy: actorId, nameApprovedAt: now })
      .where(eq(payoutAccounts.id, account.id));
    const notice = payoutAdminCopy.approvedNotice;
    await notifyUsers(tx, [
      {
        userId: account.userId,
        type: "payments.payout_account_approved",
        title: notice.title,
        message: notice.message,
        data: { href: "/payments?tab=payouts" },
      },
    ]);
    return { account, name: seller ? displayName(seller) : account.accountName };
  });
  getLogger().info(
    {
      audit: "payout.account_approved",
      actorId,
      userId: approved.account.userId,
      accountId,
      resolvedName: approved.account.accountName,
    },
    "payout account name approved",
  );
  return approved;
}
