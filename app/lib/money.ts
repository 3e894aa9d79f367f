const naira = new Intl.NumberFormat("en-NG", { maximumFractionDigits: 0 });

/** The one naira formatter: whole naira, grouped, with the ₦ sign (`₦12,500`). */
export function formatNaira(amount: number): string {
  const rounded = Math.round(amount);
  return `${rounded < 0 ? "-" : ""}₦${naira.format(Math.abs(rounded))}`;
}

/** "Free" reads better than ₦0 on ticket and price labels. */
export function formatPrice(amount: number, freeLabel = "Free"): string {
  return amount === 0 ? freeLabel : formatNaira(amount);
}

/** Price range label for things with several prices (ticket types). */
export function formatPriceRange(prices: number[]): string {
  if (prices.length === 0) return "";
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  return min === max ? formatPrice(min) : `${formatPrice(min)} – ${formatNaira(max)}`;
}
