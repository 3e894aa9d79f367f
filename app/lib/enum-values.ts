/**
 * Enum values the database, the schemas and the UI share, as plain `as const` lists
 * (client-safe: no Drizzle, no Zod). `db/schema/enums.ts` builds its pgEnums from
 * these, and the features read them from here, so each list is written once.
 */

/** Canonical roles (docs/product-decisions.md > Roles). */
export const ROLES = [
  "viewer",
  "creator",
  "vendor",
  "event_organizer",
  "property_owner",
  "moderator",
  "admin",
] as const;

/** A payment's life (spec 001 §4; the transitions are in features/payments/payment-status.ts). */
export const PAYMENT_STATUSES = [
  "pending",
  "paid",
  "completed",
  "failed",
  "cancelled",
  "expired",
  "refunded",
  "partially_refunded",
] as const;

/** What a payment pays for. */
export const TRANSACTION_TYPES = [
  "ticket",
  "order",
  "booking",
  "donation",
  "advertisement",
  // A fan's support paid to a creator (issue 35): a donation with a payee.
  "tip",
] as const;
