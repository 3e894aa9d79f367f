// Zod-free values the payment centre's components read: importing them from
// payment-centre-schemas.ts would bring Zod into the browser for a few lists.
import type { Permission } from "~/features/accounts/permissions";

export const PAYMENT_TABS = ["calculator", "history", "analytics", "payouts"] as const;
export type PaymentTab = (typeof PAYMENT_TABS)[number];

/**
 * The right each tab needs (null: anyone, signed in or not). The fee calculator is
 * public; everyone signed in sees their own history; earnings, payouts and their
 * figures are a seller's (docs/product-decisions.md > Roles).
 */
export const PAYMENT_TAB_RIGHTS: Record<PaymentTab, Permission | null> = {
  calculator: null,
  history: "payments:history",
  analytics: "payments:seller",
  payouts: "payments:seller",
};

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

/** The `intent` of each form the Payouts tab posts to /payments (one action, two forms). */
export const PAYOUT_FORM_INTENTS = {
  account: "save-payout-account",
  request: "request-payout",
} as const;
