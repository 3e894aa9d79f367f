import { and, desc, eq } from "drizzle-orm";
import { payoutAccounts } from "~/db/schema";
import { displayName } from "~/features/accounts/display-name";
import { AppError } from "~/lib/app-error.server";
import type { Db, Tx } from "~/lib/db/client.server";
import { getLogger } from "~/lib/logger.server";
import {
  lockPayoutAccount,
  lockSeller,
  lockSellerByEmail,
  payoutAdmin,
} from "./payout-admin-guard.server";
import { payoutAdminCopy } from "./payout-admin-messages";

const R = payoutAdminCopy.refused;

async function defaultAccount(tx: Tx, userId: string) {
  const [row] = await tx
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, userId), eq(payoutAccounts.isDefault, true)))
    .orderBy(desc(payoutAccounts.createdAt))
    .limit(1)
    .for("update");
  return row ?? null;
}

/**
 * An admin trusts a seller with Paystack split settlement (ADR 010, 071): checkout then
 * splits their sales that wait for nothing (tickets, donations) to their subaccount at
 * the moment of the charge, paying them at once; products and stays are never split,
 * whatever the trust. Only an account with a Paystack subaccount (ACCT_…) can split.
 */
export async function trustSplitSettlement(opts: { db: Db; actorId: string; email: string }) {
  const { db, actorId, email } = opts;
  const done = await db.transaction(async (tx) => {
    await payoutAdmin(tx, actorId);
    const seller = await lockSellerByEmail(tx, email);
    const account = await defaultAccount(tx, seller.id);
    if (!account) throw new AppError("validation", { message: R.noAccount });
    if (!account.subaccountCode?.startsWith("ACCT_"))
      throw new AppError("validation", { message: R.noSubaccount });
    if (account.splitTrustedAt) throw new AppError("validation", { message: R.alreadyTrusted });
    await tx
      .update(payoutAccounts)
      .set({ splitTrustedBy: actorId, splitTrustedAt: new Date() })
      .where(eq(payoutAccounts.id, account.id));
    return { account, name: displayName(seller) };
  });
  getLogger().info(
    {
      audit: "payout.split_trusted",
      actorId,
      userId: done.account.userId,
      accountId: done.account.id,
    },
    "split settlement trusted",
  );
  return done;
}

/** An admin stops a seller's split settlement: their sales wait for release again. */
export async function untrustSplitSettlement(opts: { db: Db; actorId: string; accountId: string }) {
  const { db, actorId, accountId } = opts;
  const done = await db.transaction(async (tx) => {
    await payoutAdmin(tx, actorId);
    const account = await lockPayoutAccount(tx, accountId);
    if (!account?.splitTrustedAt) throw new AppError("validation", { message: R.notTrusted });
    const seller = await lockSeller(tx, { userId: account.userId });
    await tx
      .update(payoutAccounts)
      .set({ splitTrustedBy: null, splitTrustedAt: null })
      .where(eq(payoutAccounts.id, account.id));
    return { account, name: seller ? displayName(seller) : account.accountName };
  });
  getLogger().info(
    { audit: "payout.split_untrusted", actorId, userId: done.account.userId, accountId },
    "split settlement stopped",
  );
  return done;
}
