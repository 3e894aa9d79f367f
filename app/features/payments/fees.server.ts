import { and, eq } from "drizzle-orm";
import { platformFeeSettings } from "~/db/schema";
import type { Db, Tx } from "~/lib/db/client.server";
import { computeFee, fallbackRule, type FeeCategory, type FeeQuote, type FeeRule } from "./fees";

/** The active admin setting for a category, or the built-in fallback. */
export async function feeRuleFor(db: Db | Tx, category: FeeCategory): Promise<FeeRule> {
  const [row] = await db
    .select({
      feeType: platformFeeSettings.feeType,
      feeValue: platformFeeSettings.feeValue,
      minimumFee: platformFeeSettings.minimumFee,
      maximumFee: platformFeeSettings.maximumFee,
    })
    .from(platformFeeSettings)
    .where(and(eq(platformFeeSettings.category, category), eq(platformFeeSettings.isActive, true)))
    .limit(1);
  if (!row) return fallbackRule(category);
  return {
    feeType: row.feeType,
    feeValue: Number(row.feeValue),
    minimumFee: row.minimumFee,
    maximumFee: row.maximumFee,
    source: "setting",
  };
}

/** The fee for an amount now; charges call this inside their transaction. */
export async function quoteFee(
  db: Db | Tx,
  category: FeeCategory,
  amount: number,
): Promise<FeeQuote> {
  return computeFee(amount, await feeRuleFor(db, category));
}
