import { feeCalculatorCopy } from "~/features/payments/messages";
import { formatNaira } from "~/lib/money";
import type { FeeRule } from "./fees";

const c = feeCalculatorCopy;

/** "12% (platform default), minimum ₦50" or "₦500 flat (admin setting), maximum ₦2,000". */
export function describeFeeRule(rule: FeeRule): string {
  const base =
    rule.feeType === "percentage"
      ? c.percentage(rule.feeValue)
      : c.fixed(formatNaira(rule.feeValue));
  const source = rule.source === "setting" ? c.sourceSetting : c.sourceFallback;
  const parts = [`${base} (${source})`];
  if (rule.minimumFee > 0) parts.push(c.minimum(formatNaira(rule.minimumFee)));
  if (rule.maximumFee !== null) parts.push(c.maximum(formatNaira(rule.maximumFee)));
  return parts.join(", ");
}

const monthFmt = new Intl.DateTimeFormat("en-NG", {
  month: "short",
  year: "2-digit",
  timeZone: "UTC",
});

/** "2026-11" -> "Nov 26". */
export function monthLabel(key: string): string {
  const [y, m] = key.split("-").map(Number);
  return monthFmt.format(new Date(Date.UTC(y!, m! - 1, 1)));
}
