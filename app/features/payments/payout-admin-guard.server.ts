import { eq } from "drizzle-orm";
import { payoutAccounts, profiles } from "~/db/schema";
import { can } from "~/features/accounts/permissions";
import { AppError } from "~/lib/app-error.server";
import type { Db, Tx } from "~/lib/db/client.server";
import { payoutAdminCopy } from "./payout-admin-messages";

/**
 * The admin acting on /admin/payouts, read inside the step's own transaction: a role
 * taken away between the page and the post stops the post ("payouts:manage").
 */
export async function payoutAdmin(tx: Db | Tx, actorId: string) {
  const [actor] = await tx
    .select({ id: profiles.id, role: profiles.role, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, actorId));
  if (!can(actor?.role, "payouts:manage")) throw new AppError("forbidden");
  return actor!;
}

/** What the payout pages show of a seller (their display name comes from it). */
export const sellerColumns = {
  id: profiles.id,
  fullName: profiles.fullName,
  username: profiles.username,
  email: profiles.email,
};

/** A seller named by id (a button's hidden field) or e-mail (typed), locked for update. */
export async function lockSeller(tx: Tx, seller: { userId: string } | { email: string }) {
  const [row] = await tx
    .select(sellerColumns)
    .from(profiles)
    .where("userId" in seller ? eq(profiles.id, seller.userId) : eq(profiles.email, seller.email))
    // The same lock createPayout takes: a hold and a payout of one seller never cross.
    .for("update");
  return row ?? null;
}

/** The seller a typed e-mail names, locked; nobody by that e-mail is refused by the field. */
export async function lockSellerByEmail(tx: Tx, email: string) {
  const seller = await lockSeller(tx, { email });
  if (!seller) {
    const message = payoutAdminCopy.refused.noSeller;
    throw new AppError("validation", { message, fieldErrors: { email: [message.message] } });
  }
  return seller;
}

/** A payout account by id, locked for the change an admin makes to it. */
export async function lockPayoutAccount(tx: Tx, accountId: string) {
  const [account] = await tx
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.id, accountId))
    .for("update");
  return account ?? null;
}
