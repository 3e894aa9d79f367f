/**
 * Platform fees (docs/product-decisions.md > Money, spec 001 §9). One function decides the fee for
 * the calculator and for every charge, so what a seller is quoted is what they pay.
 */
export const FEE_CATEGORIES = ["events", "products", "properties", "donations", "other"] as const;
export type FeeCategory = (typeof FEE_CATEGORIES)[number];

/** Used when no active setting exists for a category. */
export const FALLBACK_FEE_PERCENT: Record<FeeCategory, number> = {
  events: 12,
  products: 15,
  properties: 12,
  donations: 5,
  other: 10,
};
export const FALLBACK_MINIMUM_FEE = 50;

export type FeeRule = {
  feeType: "percentage" | "fixed";
  /** A percentage (12.5) or a fixed naira amount, by feeType. */
  feeValue: number;
  minimumFee: number;
  maximumFee: number | null;
  /** Whether an admin's setting or the built-in fallback applied. */
  source: "setting" | "fallback";
};

export type FeeQuote = { amount: number; fee: number; net: number; rule: FeeRule };

export function fallbackRule(category: FeeCategory): FeeRule {
  return {
    feeType: "percentage",
    feeValue: FALLBACK_FEE_PERCENT[category],
    minimumFee: FALLBACK_MINIMUM_FEE,
    maximumFee: null,
    source: "fallback",
  };
}

/**
 * Percentage of the amount or the fixed value, raised to the minimum, capped at the
 * maximum, rounded to whole naira. The fee never exceeds the amount itself, so the
 * seller's net is never negative and net + fee is always the amount.
 */
export function computeFee(amount: number, rule: FeeRule): FeeQuote {
  const whole = Math.max(0, Math.round(amount));
  let fee = rule.feeType === "percentage" ? (whole * rule.feeValue) / 100 : rule.feeValue;
  fee = Math.max(fee, rule.minimumFee);
  if (rule.maximumFee !== null) fee = Math.min(fee, rule.maximumFee);
  fee = Math.min(Math.max(0, Math.round(fee)), whole);
  return { amount: whole, fee, net: whole - fee, rule };
}
