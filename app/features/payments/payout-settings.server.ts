import { eq } from "drizzle-orm";
import { profiles, siteSettings } from "~/db/schema";
import { authorize } from "~/features/accounts/permissions";
import { AppError } from "~/lib/app-error.server";
import type { Db, Tx } from "~/lib/db/client.server";
import { getLogger } from "~/lib/logger.server";
import { parseStoredPayoutSettings } from "./payout-settings-schema";
import type { PayoutSettings } from "./release-rules";

const KEY = "payouts";

/** The release rules and payout schedule in force (defaults for anything never set). */
export async function loadPayoutSettings(db: Db | Tx): Promise<PayoutSettings> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, KEY));
  return parseStoredPayoutSettings(row?.value);
}

/**
 * An admin changes the rules. Sales already released stay released; the dates of
 * those still pending are not moved here (each moves when its area next tells us,
 * e.g. delivery), so a change never takes money back from available.
 */
export async function savePayoutSettings(opts: {
  db: Db;
  actorId: string;
  input: PayoutSettings;
}): Promise<void> {
  const { db, actorId, input } = opts;
  await db.transaction(async (tx) => {
    const [actor] = await tx
      .select({ id: profiles.id, role: profiles.role })
      .from(profiles)
      .where(eq(profiles.id, actorId));
    if (!authorize(actor ?? null, "payouts:manage")) throw new AppError("forbidden");
    const value = { ...input };
    await tx
      .insert(siteSettings)
      .values({ key: KEY, value, updatedBy: actorId })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value, updatedBy: actorId, updatedAt: new Date() },
      });
  });
  getLogger().info(
    { audit: "payouts.settings_changed", actorId, value: input },
    "payout rules changed",
  );
}
