// Client-safe: how an order and its ticket codes read on the tickets pages.

export type OrderState = "awaiting_payment" | "paid" | "expired" | "cancelled" | "refunded";

/**
 * What a ticket order is to its buyer. A pending order whose hold has lapsed is
 * expired whether or not a job has marked it yet: its seats are already free
 * (availability counts only unexpired holds).
 */
export function orderState(
  status: "pending" | "paid" | "cancelled" | "expired" | "refunded",
  expiresAt: Date,
  now: Date,
): OrderState {
  if (status === "pending") return expiresAt > now ? "awaiting_payment" : "expired";
  return status;
}

/**
 * A ticket code in groups a person can read out at the door: the code's own groups
 * when it has dashes (`NC-7F3K-9QX2`), else blocks of four.
 */
export function ticketCodeGroups(code: string): string[] {
  const parts = code.includes("-") ? code.split("-") : (code.match(/.{1,4}/g) ?? []);
  return parts.filter(Boolean);
}
