import { eq } from "drizzle-orm";
import { profiles } from "~/db/schema";
import { can } from "~/features/accounts/permissions";
import { AppError } from "~/lib/app-error.server";
import type { Db, Tx } from "~/lib/db/client.server";

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

/** A seller named by id (a button's hidden field) or e-mail (typed), locked for update. */
export async function lockSeller(tx: Tx, seller: { userId: string } | { email: string }) {
  const [row] = await tx
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      username: profiles.username,
      email: profiles.email,
    })
    .from(profiles)
    .where("userId" in seller ? eq(profiles.id, seller.userId) : eq(profiles.email, seller.email))
    // The same lock createPayout takes: a hold and a payout of one seller never cross.
    .for("update");
  return row ?? null;
}
