/**
 * The most of one item a cart line may ask for, whatever the stock: a typed 1e9 is a
 * mistake or a probe, never an order (the stock and per-order limit are checked after).
 */
export const MAX_LINE_QUANTITY = 999;
