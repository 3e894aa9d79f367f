import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { platformFeeSettings, profiles } from "~/db/schema";
import { displayName } from "~/features/accounts/display-name";
import { can } from "~/features/accounts/permissions";
import { AppError } from "~/lib/app-error.server";
import type { Db } from "~/lib/db/client.server";
import { getLogger } from "~/lib/logger.server";
import { fallbackRule, FEE_CATEGORIES, type FeeCategory, type FeeRule } from "./fees";
import type { FeeSettingInput } from "./payment-centre-schemas";

/** History rows shown per category under the form. */
const HISTORY_PER_CATEGORY = 5;

export interface FeeSettingVersion {
  id: string;
  feeType: "percentage" | "fixed";
  feeValue: number;
  minimumFee: number;
  maximumFee: number | null;
  isActive: boolean;
  at: string;
  byName: string | null;
}

export interface CategoryFeeSettings {
  category: FeeCategory;
  /** What charges use now: the active setting, or the spec's fallback. */
  rule: FeeRule;
  /** Newest first; each row is one saved version (who, when, what). */
  history: FeeSettingVersion[];
}

/**
 * Every category's rule and its saved versions. Spec 001 §8: a failed fee read is
 * logged and yields empty results (the fallback rules, no history).
 */
export async function listFeeSettings(db: Db): Promise<CategoryFeeSettings[]> {
  try {
    const rows = await db
      .select({
        id: platformFeeSettings.id,
        category: platformFeeSettings.category,
        feeType: platformFeeSettings.feeType,
        feeValue: platformFeeSettings.feeValue,
        minimumFee: platformFeeSettings.minimumFee,
        maximumFee: platformFeeSettings.maximumFee,
        isActive: platformFeeSettings.isActive,
        createdAt: platformFeeSettings.createdAt,
        fullName: profiles.fullName,
        username: profiles.username,
        email: profiles.email,
      })
      .from(platformFeeSettings)
      .leftJoin(profiles, eq(profiles.id, platformFeeSettings.updatedBy))
      .orderBy(desc(platformFeeSettings.createdAt), desc(platformFeeSettings.id));
    return FEE_CATEGORIES.map((category) => {
      const mine = rows.filter((r) => r.category === category);
      const active = mine.find((r) => r.isActive);
      return {
        category,
        rule: active
          ? {
              feeType: active.feeType,
              feeValue: Number(active.feeValue),
              minimumFee: active.minimumFee,
              maximumFee: active.maximumFee,
              source: "setting" as const,
            }
          : fallbackRule(category),
        history: mine.slice(0, HISTORY_PER_CATEGORY).map((r) => ({
          id: r.id,
          feeType: r.feeType,
          feeValue: Number(r.feeValue),
          minimumFee: r.minimumFee,
          maximumFee: r.maximumFee,
          isActive: r.isActive,
          at: r.createdAt.toISOString(),
          byName: r.email
            ? displayName({ fullName: r.fullName, username: r.username, email: r.email })
            : null,
        })),
      };
    });
  } catch (err) {
    getLogger().error({ err }, "fee settings read failed");
    return FEE_CATEGORIES.map((category) => ({
      category,
      rule: fallbackRule(category),
      history: [],
    }));
  }
}

/**
 * Saves a category's fee as a new version: the active row is retired and the new one
 * inserted in the same transaction, so history is kept (each row records who saved it
 * and when; the row before it is the "before"). Payments already created keep the fee
 * they were quoted; only new payments read the new rule. Unticking "active" stores an
 * inactive version, so the spec's fallback applies again.
 */
export async function saveFeeSetting(db: Db, actorId: string, input: FeeSettingInput) {
  const result = await db.transaction(async (tx) => {
    const [actor] = await tx
      .select({ role: profiles.role })
      .from(profiles)
      .where(eq(profiles.id, actorId));
    if (!can(actor?.role, "payments:manage-fees")) throw new AppError("forbidden");

    // One writer per category at a time: the partial unique index allows one active row.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`platform_fee:${input.category}`}))`,
    );
    const before = await tx
      .select()
      .from(platformFeeSettings)
      .where(
        and(
          eq(platformFeeSettings.category, input.category),
          eq(platformFeeSettings.isActive, true),
        ),
      );
    const now = new Date();
    if (before.length) {
      await tx
        .update(platformFeeSettings)
        .set({ isActive: false, updatedAt: now })
        .where(
          inArray(
            platformFeeSettings.id,
            before.map((b) => b.id),
          ),
        );
    }
    const [after] = await tx
      .insert(platformFeeSettings)
      .values({
        category: input.category,
        feeType: input.feeType,
        feeValue: String(input.feeValue),
        minimumFee: input.minimumFee,
        maximumFee: input.maximumFee,
        isActive: input.isActive,
        updatedBy: actorId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { before: before[0] ?? null, after: after! };
  });
  getLogger().info(
    {
      audit: "platform_fee.changed",
      actorId,
      category: input.category,
      before: result.before && {
        id: result.before.id,
        feeType: result.before.feeType,
        feeValue: result.before.feeValue,
        minimumFee: result.before.minimumFee,
        maximumFee: result.before.maximumFee,
      },
      after: {
        id: result.after.id,
        feeType: result.after.feeType,
        feeValue: result.after.feeValue,
        minimumFee: result.after.minimumFee,
        maximumFee: result.after.maximumFee,
        isActive: result.after.isActive,
      },
    },
    "platform fee changed",
  );
  return result;
}
