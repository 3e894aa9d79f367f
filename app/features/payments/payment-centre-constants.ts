// Zod-free values the payment centre's components read: importing them from
// payment-centre-schemas.ts would bring Zod into the browser for a few lists.

export const PAYMENT_TABS = ["calculator", "history", "analytics", "payouts"] as const;
export type PaymentTab = (typeof PAYMENT_TABS)[number];

export function paymentTabOf(raw: string | null): PaymentTab {
  return PAYMENT_TABS.includes(raw as PaymentTab) ? (raw as PaymentTab) : "calculator";
}

export const CALCULATOR_CATEGORIES = ["events", "products", "properties", "donations"] as const;

/** Spec 001 §4: paid and completed are success, failed and cancelled failure. */
export function statusTone(status: string): "success" | "danger" | "warning" | "secondary" {
  if (status === "paid" || status === "completed") return "success";
  if (status === "failed" || status === "cancelled") return "danger";
  if (status === "pending") return "warning";
  return "secondary";
}
