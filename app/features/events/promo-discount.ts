// Promo code arithmetic (pure, client-safe; docs/decisions/028-events-ticketing-schema.md).

export type PromoRule = {
  discountType: "percentage" | "fixed";
  /** Percent (1–100) or whole naira off each ticket. */
  amount: number;
  /** Ticket types it applies to; empty = every type of the event. */
  ticketTypeIds: readonly string[];
};

export type PricedLine = { ticketTypeId: string; unitPrice: number; quantity: number };

/** Whether the promo covers this ticket type. */
export function promoAppliesTo(promo: PromoRule, ticketTypeId: string): boolean {
  return promo.ticketTypeIds.length === 0 || promo.ticketTypeIds.includes(ticketTypeId);
}

/**
 * Naira off one line: a percentage of the line's price rounded to the nearest naira
 * (halves up), or a fixed amount per ticket that never takes a ticket below ₦0. Lines
 * of types the promo does not cover get nothing.
 */
export function lineDiscount(promo: PromoRule | null, line: PricedLine): number {
  if (!promo || !promoAppliesTo(promo, line.ticketTypeId)) return 0;
  const gross = line.unitPrice * line.quantity;
  if (promo.discountType === "percentage") {
    const pct = Math.min(100, Math.max(0, promo.amount));
    return Math.min(gross, Math.round((gross * pct) / 100));
  }
  return Math.min(line.unitPrice, Math.max(0, promo.amount)) * line.quantity;
}

export type PricedOrder = {
  subtotal: number;
  discount: number;
  total: number;
  lines: Array<PricedLine & { discount: number }>;
};

/** An order's subtotal, discount per line and in all, and what is left to pay. */
export function priceOrder(lines: readonly PricedLine[], promo: PromoRule | null): PricedOrder {
  const priced = lines.map((l) => ({ ...l, discount: lineDiscount(promo, l) }));
  const subtotal = priced.reduce((s, l) => s + l.unitPrice * l.quantity, 0);
  const discount = priced.reduce((s, l) => s + l.discount, 0);
  return { subtotal, discount, total: subtotal - discount, lines: priced };
}

/**
 * What each seat of a line paid: the line's discount spread over its seats in whole
 * naira, the first seats taking the remainder, so the seats add up to the line exactly.
 */
export function seatPrices(line: PricedLine & { discount: number }): number[] {
  const paid = line.unitPrice * line.quantity - line.discount;
  const base = Math.floor(paid / line.quantity);
  const extra = paid - base * line.quantity;
  return Array.from({ length: line.quantity }, (_, i) => base + (i < extra ? 1 : 0));
}
