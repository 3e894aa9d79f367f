import { and, eq, isNull } from "drizzle-orm";
import { payoutHolds } from "~/db/schema";
import { displayName } from "~/features/accounts/display-name";
import { AppError } from "~/lib/app-error.server";
import type { Db } from "~/lib/db/client.server";
import { getLogger } from "~/lib/logger.server";
import { lockSeller, lockSellerByEmail, payoutAdmin } from "./payout-admin-guard.server";
import { payoutAdminCopy } from "./payout-admin-messages";

const R = payoutAdminCopy.refused;

/**
 * An admin holds a seller's payouts (issue 33, ADR 071): createPayout refuses every
 * new payout of theirs (run, request, Pay now, retry) while the hold is active. One
 * active hold per seller (payout_holds_active_idx); a second is refused in words
 * rather than replacing the first's reason, which the audit keeps.
 */
export async function holdPayouts(opts: {
  db: Db;
  actorId: string;
  email: string;
  reason: string;
}) {
  const { db, actorId, email, reason } = opts;
  const held = await db.transaction(async (tx) => {
    await payoutAdmin(tx, actorId);
    const seller = await lockSellerByEmail(tx, email);
    // The seller's row is locked, so no other hold can slip in between look and insert.
    const [active] = await tx
      .select({ id: payoutHolds.id })
      .from(payoutHolds)
      .where(and(eq(payoutHolds.userId, seller.id), isNull(payoutHolds.releasedAt)));
    if (active) throw new AppError("validation", { message: R.alreadyHeld });
    const [hold] = await tx
      .insert(payoutHolds)
      .values({ userId: seller.id, reason, heldBy: actorId })
      .returning();
    return { hold: hold!, name: displayName(seller) };
  });
  getLogger().info(
    { audit: "payout.held", actorId, userId: held.hold.userId, holdId: held.hold.id, reason },
    "payouts held",
  );
  return held;
}

/** An admin ends a seller's active hold: their next payout run pays them again. */
export async function releasePayoutHold(opts: { db: Db; actorId: string; holdId: string }) {
  const { db, actorId, holdId } = opts;
  const released = await db.transaction(async (tx) => {
    await payoutAdmin(tx, actorId);
    const [hold] = await tx
      .select()
      .from(payoutHolds)
      .where(eq(payoutHolds.id, holdId))
      .for("update");
    if (!hold || hold.releasedAt) throw new AppError("validation", { message: R.notHeld });
    const seller = await lockSeller(tx, { userId: hold.userId });
    await tx
      .update(payoutHolds)
      .set({ releasedAt: new Date(), releasedBy: actorId })
      .where(eq(payoutHolds.id, hold.id));
    return { hold, name: seller ? displayName(seller) : "" };
  });
  getLogger().info(
    { audit: "payout.hold_released", actorId, userId: released.hold.userId, holdId },
    "payout hold released",
  );
  return released;
}
